/* The explanation's slab tables come from the rules file, and its worked example is in rupees whatever the header. */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import IncomeTaxExplanation from '../income-tax-explanation';
import { incomeTaxExample, INCOME_TAX_EXAMPLE_INPUTS } from '../income-tax-example';
import { AGE_GROUP, INCOME_TAX_FY_2025_26 } from '../../../rules/india/income-tax-fy-2025-26';

beforeEach(() => window.localStorage.clear());

const bodyRows = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

it('the new regime’s slabs, one line per slab of the rules', () => {
  renderApp(<IncomeTaxExplanation />);
  const slabs = INCOME_TAX_FY_2025_26.newRegime.slabs[AGE_GROUP.below60];
  const rows = bodyRows('New regime slabs');
  expect(rows).toHaveLength(slabs.length);
  expect(rows[1]).toEqual(['₹4,00,000 to ₹8,00,000', '5%']);
  expect(rows[rows.length - 1]).toEqual(['Above ₹24,00,000', '30%']);
});

it('the old regime’s slabs by age', () => {
  renderApp(<IncomeTaxExplanation />);
  expect(bodyRows('Old regime slabs')).toEqual([
    ['₹0 to ₹2,50,000', '0%', '0%', '0%'],
    ['₹2,50,000 to ₹3,00,000', '5%', '0%', '0%'],
    ['₹3,00,000 to ₹5,00,000', '5%', '5%', '0%'],
    ['₹5,00,000 to ₹10,00,000', '20%', '20%', '20%'],
    ['Above ₹10,00,000', '30%', '30%', '30%'],
  ]);
});

it('the worked example in rupees while the header shows dollars', () => {
  window.localStorage.setItem('selectedCurrency', 'USD');
  renderApp(<IncomeTaxExplanation />);
  const expected = incomeTaxExample(INCOME_TAX_EXAMPLE_INPUTS, {
    money: (amount) => formatCurrency(amount, 'INR'),
    percent: formatPercent,
  }).rows.map((row) => `${row.label}${row.value}`);
  const example = within(screen.getByRole('region', { name: 'Worked example' }));
  expect(example.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected);
  expect(screen.getByRole('region', { name: 'How it is calculated' }).querySelector('math[display="block"]')).not.toBeNull();
});
