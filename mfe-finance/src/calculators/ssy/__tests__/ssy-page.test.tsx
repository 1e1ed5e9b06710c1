/* The Sukanya Samriddhi page's definition, worked example and explanation: the scheme's bounds, figures in rupees. */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import SukanyaSamriddhiCalculatorPage from '../page';
import { ssyDefinition } from '../ssy-definition';
import { ssyExample, SSY_EXAMPLE_INPUTS } from '../ssy-example';
import SsyExplanation from '../ssy-explanation';

/** The figure shown next to a result label. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
// The chart draws on a canvas jsdom does not have; what it draws is not under test here.
jest.mock('../../../charts/finance-chart-canvas', () => ({ __esModule: true, default: () => null, DonutCanvas: () => null }));

const inr = { money: (amount: number) => formatCurrency(amount, 'INR'), percent: formatPercent };
const field = (name: string) => ssyDefinition.fields.find((item) => item.name === name)!;

describe('ssyDefinition', () => {
  it('has the issue’s labels, bounds, default and rupees', () => {
    expect(ssyDefinition.fields.map((item) => item.label)).toEqual(['Yearly Investment', "Girl's Age", 'Interest Rate (%)']);
    expect(field('yearlyInvestment')).toMatchObject({ min: 250, max: 150000 });
    expect(field('girlAge')).toMatchObject({ min: 0, max: 10, integer: true });
    expect(field('interestRate').defaultValue).toBe(8.2);
    expect(ssyDefinition.fixedCurrency).toBe('INR');
  });

  it('reports 21 years of the account', () => {
    expect(ssyDefinition.report!.rows(ssyDefinition.compute(SSY_EXAMPLE_INPUTS))).toHaveLength(21);
  });
});

describe('Sukanya Samriddhi explanation', () => {
  it('renders a MathML formula, the example in ₹ while the header shows USD, questions and related pages', () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { container } = renderApp(<SsyExplanation />);
    expect(container.querySelector('math[display="block"]')).not.toBeNull();
    const example = ssyExample(SSY_EXAMPLE_INPUTS, inr);
    const region = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(region.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      example.rows.map((row) => `${row.label}${row.value}`),
    );
    // 1,50,000 x 8.2% in the first year; the maturity amount.
    expect(region.getAllByRole('listitem')[0].textContent).toContain('₹12,300.00');
    expect(example.rows.find((row) => row.emphasis)?.value).toBe('₹71,82,119.17');
    expect(container.querySelectorAll('details > summary').length).toBeGreaterThanOrEqual(3);
    const links = within(screen.getByRole('navigation', { name: 'Related calculators' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/ppf-calculator']));
  });
});

describe('the page', () => {
  it('the issue’s example in rupees, with the girl’s age at maturity', async () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { user } = renderApp(<SukanyaSamriddhiCalculatorPage />, { route: '/sukanya-samriddhi-calculator' });
    expect(screen.getAllByText(/Amounts are in Indian rupees/)).toHaveLength(1);
    await user.type(screen.getByLabelText('Yearly Investment'), '150000');
    await user.type(screen.getByLabelText("Girl's Age"), '4');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('Maturity Amount')).toBe('₹71,82,119.17');
    expect(shown('Total Invested')).toBe('₹22,50,000.00');
    expect(shown('Total Interest')).toBe('₹49,32,119.17');
    expect(shown('Maturity Year')).toBe('At age 25');
  });
});

describe('solving for the yearly investment', () => {
  it('a target beyond the scheme’s limit says why', async () => {
    const { user } = renderApp(<SukanyaSamriddhiCalculatorPage />, { route: '/sukanya-samriddhi-calculator' });
    await user.selectOptions(screen.getByLabelText('Solve for'), 'Yearly Investment');
    await user.type(screen.getByLabelText('Target Amount'), '100000000');
    await user.type(screen.getByLabelText("Girl's Age"), '2');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText(/more than the ₹1,50,000.00 the scheme allows/)).toBeInTheDocument();
  });
});
