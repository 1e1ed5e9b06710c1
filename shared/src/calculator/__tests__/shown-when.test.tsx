/* A field shown only for some choices (shownWhen): hidden, it is neither shown, nor checked, nor in the URL. */
import { screen } from '@testing-library/react';
import { useLocation } from '@calc/singleton';
import { renderApp, nextPaint } from '../../../../test-support/render-app';
import { CalculatorPage } from '../calculator-page';
import type { CalculatorDefinition } from '../definition';
import { REQUIRED_MESSAGE } from '../fields';
import { calculate, fieldsOf } from '../calculator-inputs';
import { shownFields } from '../shown-when';

type Field = 'amount' | 'kind' | 'rate';
// A hidden field is absent from the values compute is given.
const compute = jest.fn((v: Record<Field, number>) => ({ total: v.amount * (1 + (v.rate ?? 0) / 100) }));

const DEFINITION: CalculatorDefinition<Field, { total: number }> = {
  id: 'shown',
  fields: [
    { name: 'amount', label: 'Amount', kind: 'currency', min: 0, max: 1e9 },
    {
      name: 'kind',
      label: 'Kind',
      kind: 'choice',
      min: 0,
      max: 1,
      options: [
        { value: 0, label: 'Plain' },
        { value: 1, label: 'With a rate' },
      ],
    },
    { name: 'rate', label: 'Rate (%)', kind: 'percent', min: 0, max: 50, shownWhen: (choices) => choices.kind === 1 },
  ],
  compute,
  emptyResult: { total: 0 },
  results: [{ label: 'Total', value: (r) => r.total, format: 'currency', headline: true }],
};

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

beforeEach(() => {
  window.localStorage.clear();
  compute.mockClear();
});

describe('shownWhen', () => {
  it('lists a field only while the choices show it (an empty choice is its first option)', () => {
    const names = (raw: Record<string, string>) => shownFields(DEFINITION.fields, raw).map((f) => f.name);
    expect(names({ amount: '', kind: '', rate: '' })).toEqual(['amount', 'kind']);
    expect(names({ amount: '', kind: '1', rate: '' })).toEqual(['amount', 'kind', 'rate']);
    // Without what the fields say (the inputs' layout), every field is listed.
    expect(fieldsOf(DEFINITION, { modeId: '', rowCount: 0 }).map((f) => f.name)).toEqual(['amount', 'kind', 'rate']);
  });

  it('checks a hidden field not at all, a shown one as any other', () => {
    const inputs = (raw: Record<string, string>) => ({ raw, decimal: '.' as const, rowCount: 0, modeId: '' });
    expect(calculate(DEFINITION, inputs({ amount: '100', kind: '0', rate: 'x' })).kind).toBe('shown');
    expect(compute).toHaveBeenCalledWith({ amount: 100, kind: 0 });
    expect(calculate(DEFINITION, inputs({ amount: '100', kind: '1', rate: '' }))).toEqual({
      kind: 'incomplete',
      errors: { rate: REQUIRED_MESSAGE },
    });
  });

  it('on the page: appears with its choice, counts, and leaves the URL when hidden again', async () => {
    const { user } = renderApp(
      <>
        <CalculatorPage definition={DEFINITION} />
        <LocationProbe />
      </>,
      { route: '/shown' },
    );
    expect(screen.queryByLabelText('Rate (%)')).toBeNull();
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.selectOptions(screen.getByLabelText('Kind'), 'With a rate');
    await user.type(screen.getByLabelText('Rate (%)'), '10');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent).toBe('$110.00');
    await nextPaint();
    expect(screen.getByTestId('location').textContent).toBe('?amount=100&kind=1&rate=10&currency=USD');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Plain');
    expect(screen.queryByLabelText('Rate (%)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent).toBe('$100.00');
    await nextPaint();
    expect(screen.getByTestId('location').textContent).toBe('?amount=100&kind=0&currency=USD');
  });
});
