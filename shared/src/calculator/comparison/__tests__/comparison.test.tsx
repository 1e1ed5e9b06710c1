/* Side-by-side results: a table with column and row headers, its verdict, and its CSV. */
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../../test-support/render-app';
import { CalculatorPage } from '../../calculator-page';
import { comparisonColumns } from '../comparison';
import { comparison } from '../comparison-table';
import type { CalculatorDefinition } from '../../definition';
import { toCsv } from '../../fields';

// Two regimes of a made-up tax: a flat 10 % with no deduction, or 20 % after a deduction of 50 000.
interface Regime {
  taxable: number;
  tax: number;
  surcharge: number;
}
interface Result {
  flat: Regime;
  banded: Regime;
}
const regimes = (income: number): Result => {
  const bandedTaxable = Math.max(0, income - 50000);
  return {
    flat: { taxable: income, tax: income * 0.1, surcharge: 0 },
    banded: { taxable: bandedTaxable, tax: bandedTaxable * 0.2, surcharge: income > 1e6 ? 100 : 0 },
  };
};

const TAX = comparison<Result, Regime>({
  caption: 'Tax under each regime',
  rowHeader: 'Figure',
  columns: [
    { label: 'Flat regime', of: (r) => r.flat },
    { label: 'Banded regime', of: (r) => r.banded },
  ],
  rows: [
    { label: 'Taxable income', format: 'currency', value: (x) => x.taxable },
    { label: 'Surcharge', format: 'currency', value: (x) => x.surcharge, shown: (xs) => xs.some((x) => x.surcharge > 0) },
    { label: 'Total tax', format: 'currency', value: (x) => x.tax + x.surcharge },
  ],
  verdict: (r, money) => {
    const [flat, banded] = [r.flat.tax + r.flat.surcharge, r.banded.tax + r.banded.surcharge];
    if (flat === banded) return 'Both regimes cost the same.';
    return flat < banded
      ? `The flat regime costs ${money(banded - flat)} less.`
      : `The banded regime costs ${money(flat - banded)} less.`;
  },
});

const DEFINITION: CalculatorDefinition<'income', Result> = {
  id: 'regimes',
  fields: [{ name: 'income', label: 'Income', kind: 'currency', min: 0, max: 1e9 }],
  compute: ({ income }) => regimes(income),
  emptyResult: regimes(0),
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  results: [{ label: 'Income', value: (r) => r.flat.taxable, format: 'currency', headline: true }],
  comparison: TAX,
};

beforeEach(() => window.localStorage.clear());

describe('comparison()', () => {
  it('takes each row from each column, leaves out rows that do not apply, and writes the CSV', () => {
    expect(TAX.columnLabels).toEqual(['Flat regime', 'Banded regime']);
    // 80 000: flat 8 000; banded (80 000 - 50 000) × 20 % = 6 000.
    expect(TAX.rows(regimes(80000))).toEqual([
      { label: 'Taxable income', format: 'currency', values: [80000, 30000] },
      { label: 'Total tax', format: 'currency', values: [8000, 6000] },
    ]);
    expect(TAX.rows(regimes(2e6)).map((row) => row.label)).toContain('Surcharge');
    expect(toCsv(comparisonColumns(TAX), TAX.rows(regimes(80000)))).toBe(
      'Figure,Flat regime,Banded regime\r\nTaxable income,80000,30000\r\nTotal tax,8000,6000\r\n',
    );
  });
});

describe('a comparison on the page', () => {
  it('shows nothing before Calculate, then a table with headers, the verdict and a CSV download', async () => {
    const { user } = renderApp(<CalculatorPage definition={DEFINITION} />, { route: '/regimes' });
    expect(screen.queryByRole('table', { name: 'Tax under each regime' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Income' }), '80000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const table = screen.getByRole('table', { name: 'Tax under each regime' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((th) => th.textContent)).toEqual(['Figure', 'Flat regime', 'Banded regime']);
    expect(columns.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    const total = within(table).getByRole('rowheader', { name: 'Total tax' });
    expect(total).toHaveAttribute('scope', 'row');
    const cells = within(total.closest('tr')!).getAllByRole('cell');
    expect(cells.map((td) => td.textContent)).toEqual(['$8,000.00', '$6,000.00']);
    expect(screen.getByText('The banded regime costs $2,000.00 less.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });
});
