/*
 * The home loan eligibility page's definition, worked example and explanation (its link to the Loan page:
 * calculators/__tests__/links-to-loan.test.tsx).
 */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import { homeLoanEligibilityDefinition as definition } from '../home-loan-eligibility-definition';
import { homeLoanEligibilityExample, HOME_LOAN_ELIGIBILITY_EXAMPLE_INPUTS } from '../home-loan-eligibility-example';
import HomeLoanEligibilityExplanation from '../home-loan-eligibility-explanation';

// The chart draws on a canvas jsdom does not have; what it draws is not under test here.
jest.mock('../../../charts/finance-chart-canvas', () => ({ __esModule: true, default: () => null, DonutCanvas: () => null }));

const usd = { money: (amount: number) => formatCurrency(amount, 'USD'), percent: formatPercent };

describe('homeLoanEligibilityDefinition', () => {
  it('has the issue’s labels, a 50 % share by default and the header’s currency', () => {
    expect(definition.fields.map((field) => field.label)).toEqual([
      'Net Monthly Income',
      'Existing Monthly EMIs',
      'Annual Interest Rate (%)',
      'Loan Tenure (Years)',
      'Share of Income for EMIs (%)',
    ]);
    expect(definition.fields[4].defaultValue).toBe(50);
    expect(definition.fixedCurrency).toBeUndefined();
  });

  it('with nothing eligible: no link and a clear message', () => {
    const result = definition.compute({ netMonthlyIncome: 50000, existingEmis: 30000, annualRate: 9, tenure: 20, emiShare: 50 });
    expect(definition.resultLinks!(result)).toEqual([]);
    expect(definition.message?.(result)).toEqual({ tone: 'bad', text: expect.stringContaining('No loan is eligible') });
    expect(definition.message?.(definition.emptyResult)).toBeNull();
  });
});

describe('home loan eligibility explanation', () => {
  it('renders a MathML formula, the example its builder computes, questions and related pages', () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { container } = renderApp(<HomeLoanEligibilityExplanation />);
    expect(container.querySelector('math[display="block"]')).not.toBeNull();
    const example = homeLoanEligibilityExample(HOME_LOAN_ELIGIBILITY_EXAMPLE_INPUTS, usd);
    expect(example.rows.find((row) => row.emphasis)?.value).toBe(usd.money(4609233.592983524));
    const shown = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(shown.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      example.rows.map((row) => `${row.label}${row.value}`),
    );
    expect(container.querySelectorAll('details > summary').length).toBeGreaterThanOrEqual(3);
    const links = within(screen.getByRole('navigation', { name: 'Related calculators' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/loan-calculator']));
  });
});
