/* A page fixed to one currency, quick choices under a field, and links under the figures to another calculator. */
import { screen } from '@testing-library/react';
import { useCurrency, useLocation } from '@calc/singleton';
import { renderApp, nextPaint } from '../../../../test-support/render-app';
import { useCurrencyFormat } from '../../format/use-currency-format';
import { CalculatorPage } from '../calculator-page';
import type { CalculatorDefinition } from '../definition';
import { fixedCurrencyNote } from '../fixed-currency';
import { quickChoiceText } from '../quick-choices';

type Name = 'amount' | 'rate' | 'regime';
interface Result {
  tax: number;
}

const BASE: CalculatorDefinition<Name, Result> = {
  id: 'tax',
  fields: [
    { name: 'amount', label: 'Amount', kind: 'currency', min: 0, max: 1e9 },
    { name: 'rate', label: 'GST Rate', kind: 'percent', min: 0, max: 100, quickChoices: [5, 18] },
    {
      name: 'regime',
      label: 'Regime',
      kind: 'choice',
      min: 0,
      max: 1,
      options: [
        { value: 0, label: 'None' },
        { value: 1, label: 'Indian' },
      ],
    },
  ],
  compute: ({ amount, rate }) => ({ tax: (amount * rate) / 100 }),
  emptyResult: { tax: 0 },
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  results: [{ label: 'Tax', value: (r) => r.tax, format: 'currency', headline: true }],
  resultLinks: (r) => [{ label: 'Borrow the tax', path: 'loan-calculator', query: { loanAmount: r.tax, tenure: 2 } }],
};
const FIXED: CalculatorDefinition<Name, Result> = { ...BASE, fixedCurrency: 'INR' };
const WHEN: CalculatorDefinition<Name, Result> = { ...BASE, fixedCurrency: { code: 'INR', when: (c) => c.regime === 1 } };

/** The header's currency (the singleton's), and what an explanation below the calculator formats with. */
function HeaderCurrency() {
  return <output data-testid="header">{useCurrency().currency}</output>;
}
function Explanation() {
  return <p data-testid="explained">{useCurrencyFormat().format(1234.5)}</p>;
}
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderTax(definition: CalculatorDefinition<Name, Result>, route = '/tax') {
  return renderApp(
    <>
      <HeaderCurrency />
      <CalculatorPage definition={definition}>
        <Explanation />
      </CalculatorPage>
      <LocationProbe />
    </>,
    { route, routes: { '/loan-calculator': <LocationProbe /> }, path: '/tax' },
  );
}

const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const testId = (id: string) => screen.getByTestId(id).textContent;

beforeEach(() => window.localStorage.clear());

describe('fixedCurrency', () => {
  it('shows every amount of the calculator and its explanation in rupees, says so once, and leaves the header alone', async () => {
    const { user } = renderTax(FIXED);
    expect(screen.getByText(fixedCurrencyNote('INR'))).toBeInTheDocument();
    expect(fixedCurrencyNote('INR')).toBe(
      'Amounts are in Indian rupees (₹): the rules this calculator follows are Indian law, written in rupees.',
    );
    expect(testId('header')).toBe('USD');
    expect(testId('explained')).toBe('₹1,234.50');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '200000');
    // Indian grouping as typed, and the rupee sign in the field.
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('2,00,000');
    await user.type(screen.getByRole('textbox', { name: 'GST Rate' }), '18');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(shown('Tax')).toBe('₹36,000.00');
    await nextPaint();
    expect(testId('location')).toBe('/tax?amount=200000&rate=18&currency=INR');
  });

  it('a shared link’s currency does not switch the header of a fixed page', () => {
    renderTax(FIXED, '/tax?amount=100&rate=5&currency=EUR');
    expect(testId('header')).toBe('USD');
    expect(shown('Tax')).toBe('₹5.00');
  });

  it('the object form applies only while `when` says so of the choices', async () => {
    const { user } = renderTax(WHEN);
    expect(screen.queryByText(fixedCurrencyNote('INR'))).toBeNull();
    expect(testId('explained')).toBe('$1,234.50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Regime' }), 'Indian');
    expect(screen.getByText(fixedCurrencyNote('INR'))).toBeInTheDocument();
    expect(testId('explained')).toBe('₹1,234.50');
    expect(testId('header')).toBe('USD');
  });

  it('without it, a shared link opens in the currency it was made in', () => {
    renderTax(BASE, '/tax?amount=100&rate=5&currency=EUR');
    expect(testId('header')).toBe('EUR');
  });
});

describe('quickChoices', () => {
  it('writes each value as its field shows it, in the currency’s way of writing numbers', () => {
    const percent = { kind: 'percent' } as const;
    const amount = { kind: 'currency' } as const;
    expect(quickChoiceText(percent, 18, 'USD')).toBe('18 %');
    expect(quickChoiceText(percent, 2.5, 'USD')).toBe('2.5 %');
    expect(quickChoiceText(percent, 2.5, 'EUR')).toBe('2,5 %');
    expect(quickChoiceText(amount, 500000, 'INR')).toBe('₹5,00,000');
    expect(quickChoiceText(amount, 500000, 'USD')).toBe('$500,000');
    expect(quickChoiceText({ kind: 'years' }, 5, 'USD')).toBe('5 years');
  });

  it('offers the values as buttons under the field; pressing one fills it and shows it pressed', async () => {
    const { user } = renderTax(BASE);
    const choices = screen.getByRole('group', { name: 'GST Rate: quick choices' });
    expect(choices).toHaveTextContent('5 %18 %');
    await user.click(screen.getByRole('button', { name: '18 %' }));
    expect(screen.getByRole('textbox', { name: 'GST Rate' })).toHaveValue('18');
    expect(screen.getByRole('button', { name: '18 %' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '5 %' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('resultLinks', () => {
  it('links under the figures open the other calculator with the figures as inputs, in the page’s currency', async () => {
    const { user } = renderTax(FIXED);
    expect(screen.queryByRole('link', { name: 'Borrow the tax' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1000');
    await user.click(screen.getByRole('button', { name: '5 %' }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const link = screen.getByRole('link', { name: 'Borrow the tax' });
    expect(link).toHaveAttribute('href', '/loan-calculator?loanAmount=50&tenure=2&currency=INR');
    await user.click(link);
    expect(testId('location')).toBe('/loan-calculator?loanAmount=50&tenure=2&currency=INR');
  });
});
