/*
 * The pages that link to the Loan page (Car Loan, Home Loan Eligibility): each link carries the Loan page's own
 * field names, and opens it showing the same EMI. Two calculators at once, so here rather than in either folder.
 */
import { screen } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../test-support/render-app';
import { calculateLoan } from '../../finance-library/loan/loan';
import LoanCalculatorPage from '../loan/page';
import { loanDefinition } from '../loan/loan-definition';
import CarLoanCalculatorPage from '../car-loan/page';
import HomeLoanEligibilityCalculatorPage from '../home-loan-eligibility/page';
import { homeLoanEligibilityDefinition as definition } from '../home-loan-eligibility/home-loan-eligibility-definition';

/** The figure shown next to a result label. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
// The chart draws on a canvas jsdom does not have; what it draws is not under test here.
jest.mock('../../charts/finance-chart-canvas', () => ({ __esModule: true, default: () => null, DonutCanvas: () => null }));

const usd = { money: (amount: number) => formatCurrency(amount, 'USD'), percent: formatPercent };

describe('the car loan page', () => {
  it('calculates the anchor with 20 % down, refuses a down payment above the price, and opens the Loan page', async () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { user } = renderApp(<CarLoanCalculatorPage />, {
      route: '/car-loan-calculator',
      path: '/car-loan-calculator',
      routes: { '/loan-calculator': <LoanCalculatorPage /> },
    });
    await user.type(screen.getByLabelText('On-road Price'), '800000');
    await user.type(screen.getByLabelText('Down Payment (%)'), '20');
    expect(screen.queryByLabelText('Down Payment')).toBeNull();
    await user.type(screen.getByLabelText('Annual Interest Rate (%)'), '9');
    await user.type(screen.getByLabelText('Tenure (Years)'), '5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('Loan Amount')).toBe(usd.money(640000));
    expect(shown('EMI')).toBe(usd.money(13285.35));
    expect(shown('Total Interest Payable')).toBe(usd.money(157120.84));

    await user.selectOptions(screen.getByLabelText('Down Payment As'), 'Amount');
    await user.type(screen.getByLabelText('Down Payment'), '900000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText('The down payment is more than the on-road price: enter at most the price.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Down Payment'));
    await user.type(screen.getByLabelText('Down Payment'), '160000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('EMI')).toBe(usd.money(13285.35));
    await user.click(screen.getByRole('link', { name: 'Open in the Loan Calculator' }));
    expect(await screen.findByLabelText('Loan Tenure (Years)')).toHaveValue('5');
    expect(shown('EMI')).toBe(usd.money(13285.35));
  });
});

describe('the home loan eligibility page', () => {
  it('links to the Loan page with its own field names, and its EMI there is the affordable EMI', () => {
    const inputs = { netMonthlyIncome: 98765.43, existingEmis: 7654.32, annualRate: 8.65, tenure: 23, emiShare: 52 };
    const result = definition.compute(inputs);
    const [link] = definition.resultLinks!(result);
    expect(link.label).toBe('Open in the Loan Calculator');
    expect(link.path).toBe('loan-calculator');
    const loanFields = loanDefinition.fields.map((field) => field.name as string);
    expect(Object.keys(link.query).every((name) => loanFields.includes(name))).toBe(true);
    expect(link.query).toEqual({ loanAmount: result.loanAmountToTheCent, annualRate: 8.65, tenure: 23 });
    const emi = calculateLoan({ loanAmount: link.query.loanAmount, annualRate: 8.65, tenure: 23 }).emi;
    expect(emi.toFixed(2)).toBe((98765.43 * 0.52 - 7654.32).toFixed(2));
  });
  it('calculates, and its link opens the Loan page showing the same EMI', async () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { user } = renderApp(<HomeLoanEligibilityCalculatorPage />, {
      route: '/home-loan-eligibility-calculator',
      path: '/home-loan-eligibility-calculator',
      routes: { '/loan-calculator': <LoanCalculatorPage /> },
    });
    const fill = async (label: string, text: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), text);
    };
    await fill('Net Monthly Income', '98765.43');
    await fill('Existing Monthly EMIs', '7654.32');
    await fill('Annual Interest Rate (%)', '8.65');
    await fill('Loan Tenure (Years)', '23');
    await fill('Share of Income for EMIs (%)', '52');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const emi = (98765.43 * 52) / 100 - 7654.32;
    expect(shown('Affordable EMI')).toBe(usd.money(emi));
    await user.click(screen.getByRole('link', { name: 'Open in the Loan Calculator' }));
    expect(await screen.findByLabelText('Loan Amount')).toBeInTheDocument();
    expect(shown('EMI')).toBe(usd.money(emi));
  });
});
