/* The GST page's definition, worked example and explanation. */
import { screen, within } from '@testing-library/react';
import { formatCurrency, formatPercent } from '@calc/shared';
import { renderApp } from '../../../../../test-support/render-app';
import GstCalculatorPage from '../page';
import { AMOUNT_IS } from '../gst';
import { gstDefinition } from '../gst-definition';
import { gstExample, GST_EXAMPLE_INPUTS } from '../gst-example';
import { GST_RATES } from '../gst-rates';
import GstExplanation from '../gst-explanation';

/** The figure shown next to a result label. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const usd = { money: (amount: number) => formatCurrency(amount, 'USD'), percent: formatPercent };

describe('gstDefinition', () => {
  it('has the issue’s labels, offers the slabs as quick choices and follows the header’s currency', () => {
    expect(gstDefinition.fields.map((field) => field.label)).toEqual(['Amount', 'GST Rate (%)', 'Amount Is']);
    expect(gstDefinition.fields[1].quickChoices).toEqual(GST_RATES.slabs.map((slab) => slab.rate));
    expect(gstDefinition.fields[2].options?.map((option) => option.label)).toEqual(['Before GST', 'Including GST']);
    expect(gstDefinition.fixedCurrency).toBeUndefined();
  });

  it('shows net, GST, its halves and the total', () => {
    const result = gstDefinition.compute({ amount: 1180, gstRate: 18, amountIs: AMOUNT_IS.includingGst });
    const shown = Object.fromEntries(gstDefinition.results.map((item) => [item.label, item.value(result)]));
    expect(shown['Net Amount']).toBeCloseTo(1000, 10);
    expect(shown['GST Amount']).toBeCloseTo(180, 10);
    expect(shown.CGST).toBeCloseTo(90, 10);
    expect(shown.SGST).toBeCloseTo(90, 10);
    expect(shown['Total Amount']).toBe(1180);
  });
});

describe('GST worked example', () => {
  it('adds 18 % to 10,000 and takes it out of 11,800 again', () => {
    const values = gstExample(GST_EXAMPLE_INPUTS, usd).rows.map((row) => row.value);
    expect(values).toEqual([
      usd.money(1800),
      usd.money(900),
      usd.money(900),
      usd.money(11800),
      usd.money(10000),
      usd.money(1800),
    ]);
  });
});

describe('GST explanation', () => {
  it('renders a MathML formula, the example in the header’s currency, questions and related pages', () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { container } = renderApp(<GstExplanation />);
    expect(container.querySelector('math[display="block"]')).not.toBeNull();
    const example = within(screen.getByRole('region', { name: 'Worked example' }));
    expect(example.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      gstExample(GST_EXAMPLE_INPUTS, usd).rows.map((row) => `${row.label}${row.value}`),
    );
    expect(container.textContent).toContain('22 September 2025');
    expect(container.querySelectorAll('details > summary').length).toBeGreaterThanOrEqual(3);
    const links = within(screen.getByRole('navigation', { name: 'Related calculators' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/hra-calculator']));
  });
});

describe('the page', () => {
  it('fills the rate from a quick choice and shows the GST in the header’s currency', async () => {
    window.localStorage.setItem('selectedCurrency', 'USD');
    const { user } = renderApp(<GstCalculatorPage />, { route: '/gst-calculator' });
    expect(screen.queryByText(/Amounts are in Indian rupees/)).toBeNull();
    await user.type(screen.getByLabelText('Amount'), '1180');
    await user.click(screen.getByRole('button', { name: '18 %' }));
    expect(screen.getByLabelText('GST Rate (%)')).toHaveValue('18');
    await user.selectOptions(screen.getByLabelText('Amount Is'), 'Including GST');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('Net Amount')).toBe('$1,000.00');
    expect(shown('GST Amount')).toBe('$180.00');
    expect(shown('CGST')).toBe('$90.00');
    expect(shown('SGST')).toBe('$90.00');
    expect(shown('Total Amount')).toBe('$1,180.00');
  });
});
