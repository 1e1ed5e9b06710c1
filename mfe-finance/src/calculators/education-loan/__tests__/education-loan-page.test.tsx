/* The education loan page: the labels, the worked example its builder computes, and a calculation in rupees. */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import EducationLoanCalculatorPage from '../page';
import { educationLoanDefinition as definition } from '../education-loan-definition';
import { educationLoanExample, EDUCATION_LOAN_EXAMPLE_INPUTS } from '../education-loan-example';
import EducationLoanExplanation from '../education-loan-explanation';

const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
jest.mock('../../../charts/finance-chart-canvas', () => ({ __esModule: true, default: () => null, DonutCanvas: () => null }));

const inr = { money: (amount: number) => formatCurrency(amount, 'INR'), percent: formatPercent };

describe('educationLoanDefinition', () => {
  it('has the issue’s labels and is in rupees', () => {
    expect(definition.fields.map((field) => field.label)).toEqual([
      'Loan Amount',
      'Annual Interest Rate (%)',
      'Moratorium (Months)',
      'Repayment Tenure (Years)',
      'During the Moratorium',
    ]);
    expect(definition.fields[4].options?.map((option) => option.label)).toEqual([
      'Interest Added to the Loan',
      'Interest Paid Monthly',
    ]);
    expect(definition.fixedCurrency).toBe('INR');
  });
});

describe('education loan explanation', () => {
  it('renders a formula and the example its builder computes', () => {
    const { container } = renderApp(<EducationLoanExplanation />);
    expect(container.querySelector('math[display="block"]')).not.toBeNull();
    const example = educationLoanExample(EDUCATION_LOAN_EXAMPLE_INPUTS, inr);
    expect(example.rows.filter((row) => row.emphasis).map((row) => row.value)).toEqual([
      inr.money(19822.61),
      inr.money(13215.07),
    ]);
    const region = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(region.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      example.rows.map((row) => `${row.label}${row.value}`),
    );
  });
});

describe('the page', () => {
  it('calculates the issue’s anchor both ways', async () => {
    const { user } = renderApp(<EducationLoanCalculatorPage />, {
      route: '/education-loan-calculator',
      path: '/education-loan-calculator',
    });
    const fill = async (label: string, text: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), text);
    };
    await fill('Loan Amount', '1000000');
    await fill('Annual Interest Rate (%)', '10');
    await fill('Moratorium (Months)', '60');
    await fill('Repayment Tenure (Years)', '10');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('EMI')).toBe(inr.money(19822.61));
    expect(shown('Interest Added to the Loan')).toBe(inr.money(500000));
    expect(shown('Total Interest Payable')).toBe(inr.money(1378713.26));
    await user.selectOptions(screen.getByLabelText('During the Moratorium'), 'Interest Paid Monthly');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('Interest Paid Monthly During the Moratorium')).toBe(inr.money(8333.33));
    expect(shown('EMI')).toBe(inr.money(13215.07));
  });
});
