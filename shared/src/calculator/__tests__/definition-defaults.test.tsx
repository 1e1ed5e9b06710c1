/*
 * What a definition may leave out (the results tab is 'results', an emptied field clears the results), and a page
 * made by calculatorPage() with its explanation below it.
 */
import { screen } from '@testing-library/react';
import { EMPTY_CATALOG } from '@calc/singleton';
import { renderApp } from '../../../../test-support/render-app';
import { calculatorPage } from '../calculator-page';
import { calculatorReducer, initialModel } from '../calculator-reducer';
import { calculate, type CalculatorConfig, type Inputs } from '../calculator-inputs';
import type { CalculatorDefinition } from '../definition';
import { ageField } from '../field-presets';
import { REQUIRED_MESSAGE } from '../fields';

interface Result {
  doubled: number;
}
const EMPTY: Result = { doubled: 0 };

const definition: CalculatorDefinition<'amount', Result> = {
  id: 'double',
  fields: [{ name: 'amount', label: 'Amount', kind: 'currency', min: 0, max: 1000 }],
  compute: ({ amount }) => ({ doubled: amount * 2 }),
  emptyResult: EMPTY,
  results: [{ label: 'Doubled:', value: (result) => result.doubled, format: 'number', headline: true }],
};

describe('a definition without whenIncomplete', () => {
  const config: CalculatorConfig<'amount', Result> = definition;
  const reduce = calculatorReducer(config);
  const calculated = (
    raw: Record<string, string>,
    model = initialModel(EMPTY, { raw, rowCount: 0, modeId: '', decimal: '.' }),
  ) => {
    const inputs: Inputs = { raw, rowCount: 0, modeId: '', decimal: '.' };
    return reduce({ ...model, raw }, { type: 'calculated', inputs, outcome: calculate(config, inputs) });
  };

  it('clears the results when a required field is emptied, as whenIncomplete: reset does', () => {
    const shown = calculated({ amount: '5' });
    expect(shown.result).toEqual({ doubled: 10 });
    const emptied = calculated({ amount: '' }, shown);
    expect(emptied.errors).toEqual({ amount: REQUIRED_MESSAGE });
    expect(emptied.calculated).toBe(false);
    expect(emptied.result).toBe(EMPTY);
  });
});

describe('calculatorPage()', () => {
  function Explanation() {
    return <section aria-label="How it is calculated">Twice the amount.</section>;
  }

  it("shows the definition's page, its results tab named 'results', and the explanation below it", async () => {
    const load = jest.fn(() => Promise.resolve({ default: Explanation }));
    const Page = calculatorPage(definition, load);
    expect(Page.displayName).toBe('CalculatorPage(double)');
    renderApp(<Page />, { route: '/x?amount=4', catalog: EMPTY_CATALOG });
    expect(screen.getByRole('tab', { name: 'results' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'How it is calculated' })).toHaveTextContent('Twice the amount.');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without an explanation, is the calculator alone', () => {
    const Page = calculatorPage(definition);
    renderApp(<Page />, { route: '/x', catalog: EMPTY_CATALOG });
    expect(screen.queryByRole('region', { name: 'How it is calculated' })).toBeNull();
    expect(screen.getByLabelText(/Amount/)).toBeInTheDocument();
  });
});

describe('ageField', () => {
  it('is a whole age between the bounds given', () => {
    expect(ageField('age', 'Current Age', { min: 18, max: 59, placeholder: 'e.g. 30' })).toEqual({
      name: 'age',
      label: 'Current Age',
      kind: 'age',
      integer: true,
      min: 18,
      max: 59,
      placeholder: 'e.g. 30',
    });
  });
});
