/* The Atal Pension Yojana page's definition, worked example and explanation: the chart's figures, in rupees. */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import AtalPensionCalculatorPage from '../page';
import { apyDefinition } from '../apy-definition';
import { apyExample, APY_EXAMPLE_INPUTS } from '../apy-example';
import ApyExplanation from '../apy-explanation';

/** The figure shown next to a result label. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const inr = { money: (amount: number) => formatCurrency(amount, 'INR'), percent: formatPercent };

describe('apyDefinition', () => {
  it('has the issue’s labels, the ages 18 to 40 and the five pensions, in rupees', () => {
    expect(apyDefinition.fields.map((item) => item.label)).toEqual(['Age at Joining', 'Monthly Pension Wanted']);
    expect(apyDefinition.fields[0]).toMatchObject({ min: 18, max: 40, integer: true });
    expect(apyDefinition.fields[1].options).toEqual([
      { value: 1000, label: '₹1,000' },
      { value: 2000, label: '₹2,000' },
      { value: 3000, label: '₹3,000' },
      { value: 4000, label: '₹4,000' },
      { value: 5000, label: '₹5,000' },
    ]);
    expect(apyDefinition.fixedCurrency).toBe('INR');
  });

  it('the Contribution Chart tab lists the whole chart once calculated', () => {
    const chart = apyDefinition.extraReports![0];
    expect(chart.tabLabel).toBe('Contribution Chart');
    const rows = chart.open((report) => report.rows(apyDefinition.compute(APY_EXAMPLE_INPUTS)).length);
    expect(rows).toBe(23);
  });
});

describe('APY explanation', () => {
  it('renders a MathML formula, the example in ₹ while the header shows USD, questions and related pages', () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { container } = renderApp(<ApyExplanation />);
    expect(container.querySelector('math[display="block"]')).not.toBeNull();
    const example = apyExample(APY_EXAMPLE_INPUTS, inr);
    const region = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(region.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      example.rows.map((row) => `${row.label}${row.value}`),
    );
    // 210 a month for 42 years: 210 x 504 = 1,05,840.
    expect(example.rows.find((row) => row.emphasis)?.value).toBe('₹1,05,840.00');
    expect(container.querySelectorAll('details > summary').length).toBeGreaterThanOrEqual(3);
    const links = within(screen.getByRole('navigation', { name: 'Related calculators' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/nps-calculator']));
  });
});

describe('the page', () => {
  it('joining at 40 for ₹5,000: 1,454 a month for 20 years', async () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { user } = renderApp(<AtalPensionCalculatorPage />, { route: '/atal-pension-yojana-calculator' });
    expect(screen.getAllByText(/Amounts are in Indian rupees/)).toHaveLength(1);
    await user.type(screen.getByLabelText('Age at Joining'), '40');
    await user.selectOptions(screen.getByLabelText('Monthly Pension Wanted'), '₹5,000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('Monthly Contribution')).toBe('₹1,454.00');
    expect(shown('Years of Contribution')).toBe('20 years');
    expect(shown('Total Contribution')).toBe('₹3,48,960.00');
    expect(shown('Corpus Returned to Nominee')).toBe('₹8,50,000.00');
  });
});
