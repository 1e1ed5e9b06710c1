/*
 * The Advance Tax Calculator's "How it is calculated" section: advance-tax-explanation.md with its worked example
 * computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import { DataTable, type TableColumn } from '@calc/shared';
import content from './advance-tax-explanation.md';
import { explanation } from '../../explanations/explanation';
import { advanceTaxExample, ADVANCE_TAX_EXAMPLE_INPUTS } from './advance-tax-example';
import { wholeRupees } from '../../finance-library/income-tax/income-tax-format';
import { ADVANCE_TAX_FY_2025_26 as RULES, type AdvanceTaxInstalment } from '../../rules/india/advance-tax-fy-2025-26';
import { INCOME_TAX_FY_2025_26 } from '../../rules/india/income-tax-fy-2025-26';

const SCHEDULE_COLUMNS: TableColumn<AdvanceTaxInstalment>[] = [
  { header: 'Due by', cell: (instalment) => instalment.dueDateText },
  { header: 'Paid in all by then', cell: (instalment) => `${instalment.cumulativePercent}%`, numeric: true },
];

const [first, second, third, last] = RULES.instalments;
const share = (instalment: AdvanceTaxInstalment) => `${instalment.cumulativePercent}%`;

/** Every figure the words name, from the rules files; the due dates' table from the schedule. */
const VALUES = {
  financialYear: RULES.financialYear,
  appliesFrom: RULES.appliesFrom,
  source: RULES.source,
  threshold: wholeRupees(RULES.threshold),
  seniorAge: RULES.seniorExemptFromAge,
  cessRate: INCOME_TAX_FY_2025_26.cessRate,
  scheduleTable: (
    <DataTable label="Advance tax due dates" columns={SCHEDULE_COLUMNS} rows={RULES.instalments} rowKey={(row) => row.dueDate} />
  ),
  firstShare: share(first),
  secondShare: share(second),
  thirdShare: share(third),
  lastShare: share(last),
  firstDate: first.dueDateText,
  secondDate: second.dueDateText,
  thirdDate: third.dueDateText,
  lastDate: last.dueDateText,
};

export default explanation(content, {
  example: (f) => advanceTaxExample(ADVANCE_TAX_EXAMPLE_INPUTS, f),
  // Indian rules, written in rupees: the example is in ₹ whatever the header's currency.
  currency: 'INR',
  values: () => VALUES,
});
