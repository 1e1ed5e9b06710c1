/*
 * The tax on a capital gain from selling land or a building, for a transfer on or after 23 July 2024: Indian rules,
 * in rupees, in one place, read by the calculation, the fields and the explanation. The Cost Inflation Index is its
 * own data (rules/india/cost-inflation-index.ts); the cess is the year's income tax rules'.
 */
import { INCOME_TAX_FY_2025_26 } from '../../rules/india/income-tax-fy-2025-26';

export const CAPITAL_GAINS_PROPERTY_RULES = {
  /** The currency the rules are written in: the page shows its amounts in it whatever the header's. */
  currency: 'INR',
  /** Section 2(42A): land or a building held for more than 24 months is a long-term capital asset. */
  longTermAfterMonths: 24,
  /** Section 112 for transfers from 23 July 2024: 12.5% on the gain without indexation. */
  rateWithoutIndexation: 12.5,
  /**
   * The proviso to section 112(1)(a) (Finance (No. 2) Act, 2024, with its 2024 amendment): for land or a building
   * acquired before 23 July 2024 and sold by a resident individual or HUF, the tax is at most 20% of the gain with
   * indexation.
   */
  rateWithIndexation: 20,
  /** The date the new rates apply from (transfers on or after it) and before which the property must be acquired for indexation. */
  newRulesFrom: '2024-07-23',
  /** Section 54 (a residential house bought or built with the gain): at most ₹10 crore, from AY 2024-25. */
  section54Cap: 100000000,
  /** Section 54EC (bonds of NHAI, REC and the like, within 6 months): at most ₹50,00,000 in a financial year. */
  section54ECCap: 5000000,
  /** Health and education cess on the tax. */
  cessRate: INCOME_TAX_FY_2025_26.cessRate,
  source:
    'Income-tax Act, 1961, sections 2(42A), 48, 54, 54EC, 55 and 112 as amended by the Finance (No. 2) Act, 2024 (transfers from 23 July 2024), and the cess of the Finance Act, 2025',
} as const;
