/* The SCSS page: the labels, its limits, and its example in rupees. */
import { screen } from '@testing-library/react';
import { renderApp } from '../../../../../test-support/render-app';
import ScssCalculatorPage from '../page';
import { scssDefinition } from '../scss-definition';

/** The figure shown next to a result label. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
// The chart draws on a canvas jsdom does not have; what it draws is not under test here.
jest.mock('../../../charts/finance-chart-canvas', () => ({ __esModule: true, default: () => null, DonutCanvas: () => null }));

describe('scssDefinition', () => {
  it('has the issue’s labels, limits, default rate and rupees', () => {
    expect(scssDefinition.fields.map((item) => item.label)).toEqual(['Deposit', 'Interest Rate (%)', 'Period']);
    expect([scssDefinition.fields[0].min, scssDefinition.fields[0].max]).toEqual([1000, 3000000]);
    expect(scssDefinition.fields[1].defaultValue).toBe(8.2);
    expect(scssDefinition.fixedCurrency).toBe('INR');
  });

  it('takes multiples of ₹1,000 only', () => {
    expect(scssDefinition.validate!({ deposit: 1500, interestRate: 8.2, period: 0 }).deposit).toMatch(/multiple of ₹1,000/);
    expect(scssDefinition.validate!({ deposit: 2000, interestRate: 8.2, period: 0 })).toEqual({});
  });
});

describe('the page', () => {
  it('the issue’s example in rupees while the header shows USD', async () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { user } = renderApp(<ScssCalculatorPage />, { route: '/scss-calculator' });
    await user.type(screen.getByLabelText('Deposit'), '3000000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('Quarterly Interest')).toBe('₹61,500.00');
    expect(shown('Total Interest')).toBe('₹12,30,000.00');
    expect(shown('TDS a Year')).toBe('₹24,600.00');
  });
});
