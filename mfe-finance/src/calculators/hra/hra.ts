/**
 * HRA exemption calculator: pure maths, no UI. All amounts are for the year.
 *
 * Exempt HRA = the least of: the HRA received; the rent paid minus 10 % of the salary (basic + DA), not below 0;
 * 50 % of the salary in a metro (Delhi, Mumbai, Kolkata, Chennai), 40 % elsewhere (hra-rules.ts).
 * Taxable HRA = HRA received - exempt HRA. The result says which of the three amounts was the least; on a tie the
 * first in that order is named.
 */

import { finite, num } from '../../finance-library/number-guards';
import { HRA_RULES, type HraRules } from './hra-rules';

/** The City field's values. */
export const CITY = { metro: 1, nonMetro: 0 } as const;

export interface HraInputs {
  basicSalary: number;
  hraReceived: number;
  rentPaid: number;
  city: number;
}

/** Which of the three amounts set the exemption. */
export type HraLimit = 'hra-received' | 'rent-minus-basic' | 'share-of-basic';

export interface HraResult {
  exemptHra: number;
  taxableHra: number;
  /** The least of the three amounts, null before any calculation. */
  limitedBy: HraLimit | null;
  hraReceived: number;
  /** Rent paid minus 10 % of the salary, not below 0. */
  rentMinusTenPercent: number;
  /** 50 % or 40 % of the salary. */
  shareOfBasic: number;
  /** The percent of the salary that capped it (50 or 40). */
  sharePercent: number;
  metro: boolean;
}

export function calculateHra(i: HraInputs, rules: HraRules = HRA_RULES): HraResult {
  const basic = Math.max(0, num(i.basicSalary));
  const hraReceived = Math.max(0, num(i.hraReceived));
  const rent = Math.max(0, num(i.rentPaid));
  const metro = i.city === CITY.metro;
  const sharePercent = metro ? rules.metroPercent : rules.nonMetroPercent;
  const rentMinusTenPercent = finite(Math.max(0, rent - (basic * rules.rentExcessOverPercent) / 100));
  const shareOfBasic = finite((basic * sharePercent) / 100);
  const candidates: [HraLimit, number][] = [
    ['hra-received', hraReceived],
    ['rent-minus-basic', rentMinusTenPercent],
    ['share-of-basic', shareOfBasic],
  ];
  // The first of the least: reduce keeps the earlier one on a tie.
  const [limitedBy, exemptHra] = candidates.reduce((least, candidate) => (candidate[1] < least[1] ? candidate : least));
  return {
    exemptHra,
    taxableHra: finite(hraReceived - exemptHra),
    limitedBy,
    hraReceived,
    rentMinusTenPercent,
    shareOfBasic,
    sharePercent,
    metro,
  };
}

/** The limit in words, as the result shows it: 'Rent paid minus 10% of basic'. */
export function hraLimitText(result: HraResult, rules: HraRules = HRA_RULES): string {
  switch (result.limitedBy) {
    case 'hra-received':
      return 'HRA received';
    case 'rent-minus-basic':
      return `Rent paid minus ${rules.rentExcessOverPercent}% of basic`;
    case 'share-of-basic':
      return `${result.sharePercent}% of basic (${result.metro ? 'metro' : 'non-metro'})`;
    default:
      return '—';
  }
}
