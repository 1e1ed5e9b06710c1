/* The HRA page's definition, worked example and explanation: labels as the issue gives them, figures in rupees. */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import HraCalculatorPage from '../page';
import { calculateHra, CITY } from '../hra';
import { hraDefinition } from '../hra-definition';
import { hraExample, HRA_EXAMPLE_INPUTS } from '../hra-example';
import HraExplanation from '../hra-explanation';

/** The figure shown next to a result label. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const inr = { money: (amount: number) => formatCurrency(amount, 'INR'), percent: formatPercent };

describe('hraDefinition', () => {
  it('has the issue’s labels, a city choice and rupees whatever the header shows', () => {
    expect(hraDefinition.fields.map((field) => field.label)).toEqual([
      'Basic Salary + DA (Yearly)',
      'HRA Received (Yearly)',
      'Rent Paid (Yearly)',
      'City',
    ]);
    expect(hraDefinition.fields[3].options?.map((option) => option.label)).toEqual([
      'Metro (Delhi, Mumbai, Kolkata, Chennai)',
      'Non-metro',
    ]);
    expect(hraDefinition.fixedCurrency).toBe('INR');
  });

  it('names the limit in the results and warns when rent is at most 10 % of basic', () => {
    const result = hraDefinition.compute({ basicSalary: 600000, hraReceived: 200000, rentPaid: 50000, city: CITY.metro });
    const limit = hraDefinition.results.find((item) => item.label === 'Limited By')!;
    expect(limit.value(result)).toBe('Rent paid minus 10% of basic');
    expect(hraDefinition.message?.(result)?.tone).toBe('bad');
    expect(hraDefinition.message?.(hraDefinition.emptyResult)).toBeNull();
  });
});

describe('HRA worked example', () => {
  it('shows calculateHra’s figures, in a metro and outside one', () => {
    const example = hraExample(HRA_EXAMPLE_INPUTS, inr);
    const metro = calculateHra({ ...HRA_EXAMPLE_INPUTS, city: CITY.metro });
    const nonMetro = calculateHra({ ...HRA_EXAMPLE_INPUTS, city: CITY.nonMetro });
    expect(example.rows.filter((row) => row.emphasis).map((row) => row.value)).toEqual([inr.money(metro.exemptHra)]);
    expect(example.rows.at(-1)?.value).toBe(inr.money(nonMetro.taxableHra));
    // 5,00,000 basic: the HRA received (2,40,000) is least in a metro, 40 % of basic (2,00,000) elsewhere.
    expect(metro.exemptHra).toBe(240000);
    expect(nonMetro.exemptHra).toBe(200000);
  });
});

describe('HRA explanation', () => {
  it('renders a MathML formula, the example in ₹ while the header shows USD, questions and related pages', () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { container } = renderApp(<HraExplanation />);
    expect(container.querySelector('math[display="block"]')).not.toBeNull();
    const example = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(example.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      hraExample(HRA_EXAMPLE_INPUTS, inr).rows.map((row) => `${row.label}${row.value}`),
    );
    expect(example.getAllByRole('listitem')[0].textContent).toContain('₹2,40,000');
    const questions = container.querySelectorAll('details > summary').length;
    expect(questions).toBeGreaterThanOrEqual(3);
    expect(questions).toBeLessThanOrEqual(5);
    const links = within(screen.getByRole('navigation', { name: 'Related calculators' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/salary-calculator']));
  });
});

describe('the page', () => {
  it('shows the exemption in rupees and the rule that bound it', async () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { user } = renderApp(<HraCalculatorPage />, { route: '/hra-calculator' });
    await user.type(screen.getByLabelText('Basic Salary + DA (Yearly)'), '600000');
    await user.type(screen.getByLabelText('HRA Received (Yearly)'), '300000');
    await user.type(screen.getByLabelText('Rent Paid (Yearly)'), '240000');
    await user.selectOptions(screen.getByLabelText('City'), 'Non-metro');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('Exempt HRA')).toBe('₹1,80,000.00');
    expect(shown('Taxable HRA')).toBe('₹1,20,000.00');
    expect(shown('Limited By')).toBe('Rent paid minus 10% of basic');
    expect(shown('40% of Basic (Non-metro)')).toBe('₹2,40,000.00');
  });
});
