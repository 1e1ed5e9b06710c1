/* The personal loan page: the labels, Solve for the loan an EMI repays, the worked example, a calculation in rupees. */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import PersonalLoanCalculatorPage from '../page';
import { calculateLoanOverMonths } from '../../../finance-library/loan/loan';
import { personalLoanDefinition as definition } from '../personal-loan-definition';
import { personalLoanAmountMode } from '../personal-loan-modes';
import { personalLoanExample, PERSONAL_LOAN_EXAMPLE_INPUTS } from '../personal-loan-example';
import PersonalLoanExplanation from '../personal-loan-explanation';

const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
jest.mock('../../../charts/finance-chart-canvas', () => ({ __esModule: true, default: () => null, DonutCanvas: () => null }));

const inr = { money: (amount: number) => formatCurrency(amount, 'INR'), percent: formatPercent };

describe('personalLoanDefinition', () => {
  it('has the issue’s labels and is in rupees', () => {
    expect(definition.fields.map((field) => field.label)).toEqual([
      'Loan Amount',
      'Annual Interest Rate (%)',
      'Tenure (Months)',
      'Processing Fee (%)',
    ]);
    expect(definition.fixedCurrency).toBe('INR');
  });

  it('Solve for Loan Amount: the loan whose EMI over the months is the EMI given', () => {
    const solved = personalLoanAmountMode.solve({ monthlyEmi: 15000, annualRate: 11, tenureMonths: 30, processingFee: 2 });
    if (!solved.ok) throw new Error('not solved');
    const amount = solved.value.figures[0].value as number;
    expect(calculateLoanOverMonths(amount, 11, 30).emi).toBeCloseTo(15000, 6);
    expect(solved.value.result.feeWithGst).toBeCloseTo(amount * 0.02 * 1.18, 6);
  });
});

describe('personal loan explanation', () => {
  it('renders a formula and the example its builder computes', () => {
    const { container } = renderApp(<PersonalLoanExplanation />);
    expect(container.querySelector('math[display="block"]')).not.toBeNull();
    const example = personalLoanExample(PERSONAL_LOAN_EXAMPLE_INPUTS, inr);
    expect(example.rows.filter((row) => row.emphasis).map((row) => row.value)).toEqual([inr.money(16369.36), '12.66%']);
    const region = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(region.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      example.rows.map((row) => `${row.label}${row.value}`),
    );
  });
});

describe('the page', () => {
  it('calculates the issue’s anchor', async () => {
    const { user } = renderApp(<PersonalLoanCalculatorPage />, {
      route: '/personal-loan-calculator',
      path: '/personal-loan-calculator',
    });
    for (const [label, text] of [
      ['Loan Amount', '500000'],
      ['Annual Interest Rate (%)', '11'],
      ['Tenure (Months)', '36'],
      ['Processing Fee (%)', '2'],
    ])
      await user.type(screen.getByLabelText(label), text);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('EMI')).toBe(inr.money(16369.36));
    expect(shown('Processing Fee + 18% GST')).toBe(inr.money(11800));
    expect(shown('Amount in Hand')).toBe(inr.money(488200));
    expect(shown('APR (True Annual Rate)')).toBe('12.66%');
    expect(shown('Effective Annual Rate')).toBe('13.42%');
  });
});
