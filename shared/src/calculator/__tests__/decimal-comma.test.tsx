/*
 * A decimal comma typed into a field, key by key, in the currency's locale: 7,5 is 7.5 where the locale writes
 * decimals with a comma (EUR, fr-FR), and "Enter a number." where it writes them with a point (USD).
 */
import { screen } from '@testing-library/react';
import { EMPTY_CATALOG, useLocation } from '@calc/singleton';
import { renderApp, nextPaint } from '../../../../test-support/render-app';
import { CalculatorPage } from '../calculator-page';
import type { CalculatorDefinition } from '../definition';

const compute = jest.fn(({ rate }: Record<'rate', number>) => ({ rate }));

const definition: CalculatorDefinition<'rate', { rate: number }> = {
  id: 'rate',
  fields: [{ name: 'rate', label: 'Rate (%)', kind: 'percent', min: 0, max: 100 }],
  compute,
  emptyResult: { rate: 0 },
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  results: [{ label: 'Rate:', value: (result) => result.rate, format: 'number', headline: true }],
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderIn(currency: string, url = '/rate') {
  window.localStorage.setItem('selectedCurrency', currency);
  return renderApp(
    <>
      <CalculatorPage definition={definition} />
      <LocationProbe />
    </>,
    { route: url, catalog: EMPTY_CATALOG },
  );
}

const rateInput = () => screen.getByRole('textbox', { name: 'Rate (%)' });
const location = () => screen.getByTestId('location').textContent;
const lastRate = () => compute.mock.calls.at(-1)?.[0].rate;

beforeEach(() => {
  window.localStorage.clear();
  compute.mockClear();
});

it('in EUR, 7,5 typed key by key stays 7,5 and is calculated as 7.5; the URL says 7.5', async () => {
  const { user } = renderIn('EUR');
  await user.type(rateInput(), '7,5');
  expect(rateInput()).toHaveValue('7,5');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(lastRate()).toBe(7.5);
  await nextPaint();
  expect(location()).toBe('/rate?rate=7.5&currency=EUR');
});

it('in USD, 7,5 typed key by key is left as typed and says "Enter a number."', async () => {
  const { user } = renderIn('USD');
  await user.type(rateInput(), '7,5');
  expect(rateInput()).toHaveValue('7,5');
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(rateInput()).toHaveAccessibleDescription('Enter a number.');
  expect(compute).not.toHaveBeenCalled();
});

it('a shared link opens right in a decimal-comma locale: 7.125 shows as 7,125 and is 7.125, never 7125', () => {
  renderIn('USD', '/rate?rate=7.125&currency=EUR');
  expect(rateInput()).toHaveValue('7,125');
  expect(lastRate()).toBe(7.125);
  expect(location()).toBe('/rate?rate=7.125&currency=EUR');
});
