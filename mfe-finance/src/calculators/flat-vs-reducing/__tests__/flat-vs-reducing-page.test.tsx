/* The flat vs reducing rate page's definition, worked example and explanation: in the header's currency. */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import FlatVsReducingCalculatorPage from '../page';
import { flatVsReducingDefinition } from '../flat-vs-reducing-definition';
import { flatVsReducingExample, FLAT_VS_REDUCING_EXAMPLE_INPUTS } from '../flat-vs-reducing-example';
import FlatVsReducingExplanation from '../flat-vs-reducing-explanation';

/** The figure shown next to a result label. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
// The chart draws on a canvas jsdom does not have; what it draws is not under test here.
jest.mock('../../../charts/finance-chart-canvas', () => ({ __esModule: true, default: () => null, DonutCanvas: () => null }));

const usd = { money: (amount: number) => formatCurrency(amount, 'USD'), percent: formatPercent };

describe('flatVsReducingDefinition', () => {
  it('has the issue’s labels and follows the header’s currency', () => {
    expect(flatVsReducingDefinition.fields.map((item) => item.label)).toEqual([
      'Loan Amount',
      'Flat Interest Rate (%)',
      'Loan Tenure (Years)',
    ]);
    expect(flatVsReducingDefinition.fixedCurrency).toBeUndefined();
  });

  it('links to the Loan Calculator at the equivalent rate', () => {
    const result = flatVsReducingDefinition.compute(FLAT_VS_REDUCING_EXAMPLE_INPUTS);
    const [link] = flatVsReducingDefinition.resultLinks!(result);
    expect(link).toMatchObject({ path: 'loan-calculator', query: { loanAmount: 100000, tenure: 3 } });
    expect(link.query.annualRate).toBeCloseTo(17.92, 2);
  });
});

describe('flat vs reducing explanation', () => {
  it('renders a MathML formula, the example, questions and related pages', () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { container } = renderApp(<FlatVsReducingExplanation />);
    expect(container.querySelector('math[display="block"]')).not.toBeNull();
    const example = flatVsReducingExample(FLAT_VS_REDUCING_EXAMPLE_INPUTS, usd);
    const region = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(region.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      example.rows.map((row) => `${row.label}${row.value}`),
    );
    expect(example.rows.find((row) => row.emphasis)?.value).toBe('17.92%');
    expect(region.getAllByRole('listitem')[1].textContent).toBe('EMI: (loan + interest) / 36$3,611.11');
    expect(container.querySelectorAll('details > summary').length).toBeGreaterThanOrEqual(3);
    const links = within(screen.getByRole('navigation', { name: 'Related calculators' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/loan-calculator']));
  });
});

describe('the page', () => {
  it('the issue’s example: EMI 3,611.11 and 17.92%', async () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { user } = renderApp(<FlatVsReducingCalculatorPage />, { route: '/flat-vs-reducing-rate-calculator' });
    await user.type(screen.getByLabelText('Loan Amount'), '100000');
    await user.type(screen.getByLabelText('Flat Interest Rate (%)'), '10');
    await user.type(screen.getByLabelText('Loan Tenure (Years)'), '3');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('EMI at Flat Rate')).toBe('$3,611.11');
    expect(shown('Equivalent Reducing Rate')).toBe('17.92%');
    expect(shown('Total Interest at Flat Rate')).toBe('$30,000.00');
    // 1,00,000 x i / (1 - (1 + i)^-36), i = 0.10/12: 3,226.7187…; 36 of them less the loan: 16,161.87.
    expect(shown('EMI at Reducing Rate')).toBe('$3,226.72');
    expect(shown('Total Interest at Reducing Rate')).toBe('$16,161.87');
    expect(shown('Extra Interest at Flat Rate')).toBe('$13,838.13');
  });
});

describe('solving for the flat rate', () => {
  it('12% reducing over 3 years is 6.52% flat, with the same EMI', async () => {
    const { user } = renderApp(<FlatVsReducingCalculatorPage />, { route: '/flat-vs-reducing-rate-calculator' });
    await user.selectOptions(screen.getByLabelText('Solve for'), 'Flat Interest Rate (%)');
    expect(screen.queryByLabelText('Flat Interest Rate (%)')).toBeNull();
    await user.type(screen.getByLabelText('Loan Amount'), '100000');
    await user.type(screen.getByLabelText('Reducing Interest Rate (%)'), '12');
    await user.type(screen.getByLabelText('Loan Tenure (Years)'), '3');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // 1,00,000 x 0.01 / (1 - 1.01^-36) = 3,321.43 a month; (36 x 3,321.43 - 1,00,000) / 3,00,000 = 6.52%.
    expect(shown('Flat Interest Rate (%)')).toBe('6.52%');
    expect(shown('EMI at Flat Rate')).toBe('$3,321.43');
    expect(shown('Equivalent Reducing Rate')).toBe('12.00%');
  });
});
