/* The EPF page's definition, worked example and explanation: the labels and defaults, figures in rupees. */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import EpfCalculatorPage from '../page';
import { epfDefinition } from '../epf-definition';
import { epfExample, EPF_EXAMPLE_INPUTS } from '../epf-example';
import EpfExplanation from '../epf-explanation';

/** The figure shown next to a result label. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
// The chart draws on a canvas jsdom does not have; what it draws is not under test here.
jest.mock('../../../charts/finance-chart-canvas', () => ({ __esModule: true, default: () => null, DonutCanvas: () => null }));

const inr = { money: (amount: number) => formatCurrency(amount, 'INR'), percent: formatPercent };
const field = (name: string) => epfDefinition.fields.find((item) => item.name === name)!;

describe('epfDefinition', () => {
  it('has the issue’s labels, defaults and rupees', () => {
    expect(epfDefinition.fields.map((item) => item.label)).toEqual([
      'Monthly Basic Salary + DA',
      'Current Age',
      'Retirement Age',
      'Annual Salary Increase (%)',
      'Employee Contribution (%)',
      'Current EPF Balance',
      'EPF Interest Rate (%)',
    ]);
    expect(field('retirementAge').defaultValue).toBe(58);
    expect(field('salaryIncrease').defaultValue).toBe(5);
    expect(field('employeeContribution').defaultValue).toBe(12);
    expect(field('interestRate').defaultValue).toBe(8.25);
    expect(field('currentBalance').required).toBe(false);
    expect(epfDefinition.fixedCurrency).toBe('INR');
  });

  it('asks for a retirement age above the current age', () => {
    const values = { ...EPF_EXAMPLE_INPUTS, currentAge: 58 };
    expect(epfDefinition.validate!(values).retirementAge).toBe('Enter a retirement age above your current age.');
    expect(epfDefinition.validate!(EPF_EXAMPLE_INPUTS)).toEqual({});
  });
});

describe('EPF explanation', () => {
  it('renders a MathML formula, the example in ₹ while the header shows USD, questions and related pages', () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { container } = renderApp(<EpfExplanation />);
    expect(container.querySelector('math[display="block"]')).not.toBeNull();
    const example = epfExample(EPF_EXAMPLE_INPUTS, inr);
    const region = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(region.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      example.rows.map((row) => `${row.label}${row.value}`),
    );
    // Worked out by hand: 6,000 and 4,750 a month; the corpus.
    expect(region.getAllByRole('listitem')[0].textContent).toContain('₹6,000.00');
    expect(region.getAllByRole('listitem')[1].textContent).toContain('₹4,750.00');
    expect(example.rows.find((row) => row.emphasis)?.value).toBe('₹2,27,49,267.27');
    expect(container.querySelectorAll('details > summary').length).toBeGreaterThanOrEqual(3);
    const links = within(screen.getByRole('navigation', { name: 'Related calculators' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/ppf-calculator', '/nps-calculator']),
    );
  });
});

describe('the page', () => {
  it('the issue’s example in rupees while the header stays in USD', async () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { user } = renderApp(<EpfCalculatorPage />, { route: '/epf-calculator' });
    expect(screen.getAllByText(/Amounts are in Indian rupees/)).toHaveLength(1);
    await user.type(screen.getByLabelText('Monthly Basic Salary + DA'), '50000');
    await user.type(screen.getByLabelText('Current Age'), '30');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('Corpus at Retirement')).toBe('₹2,27,49,267.27');
    expect(window.localStorage.getItem('selectedCurrency')).toBe('USD');
  });
});
