/* The explanation's due dates come from the rules file, and its worked example is in rupees whatever the header. */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import AdvanceTaxExplanation from '../advance-tax-explanation';
import { advanceTaxExample, ADVANCE_TAX_EXAMPLE_INPUTS } from '../advance-tax-example';

beforeEach(() => window.localStorage.clear());

it('the due dates, one line per instalment of the rules', () => {
  renderApp(<AdvanceTaxExplanation />);
  const rows = within(screen.getByRole('region', { name: 'Advance tax due dates' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(rows).toEqual([
    ['15 June 2025', '15%'],
    ['15 September 2025', '45%'],
    ['15 December 2025', '75%'],
    ['15 March 2026', '100%'],
  ]);
});

it('the worked example in rupees while the header shows dollars', () => {
  window.localStorage.setItem('selectedCurrency', 'USD');
  renderApp(<AdvanceTaxExplanation />);
  const expected = advanceTaxExample(ADVANCE_TAX_EXAMPLE_INPUTS, {
    money: (amount) => formatCurrency(amount, 'INR'),
    percent: formatPercent,
  }).rows.map((row) => `${row.label}${row.value}`);
  const example = within(screen.getByRole('region', { name: 'Worked example' }));
  expect(example.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected);
  expect(
    screen.getByText('Interest under sections 234B and 234C is not computed: the questions below say how it runs.'),
  ).toBeInTheDocument();
});
