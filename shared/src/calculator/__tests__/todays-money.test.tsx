import { screen } from '@testing-library/react';
import { EMPTY_CATALOG } from '@calc/singleton';
import { renderApp } from '../../../../test-support/render-app';
import { NOT_CALCULATED } from '../result-stats';
import { CalculatorPage } from '../calculator-page';
import type { CalculatorDefinition } from '../definition';

// A tiny calculator whose amount, in 'today's money', is halved: the scaffold shows what the definition says.
type Name = 'amount';
interface Result {
  amount: number;
  today: { amount: number } | null;
}

const definition: CalculatorDefinition<Name, Result> = {
  id: 'halve',
  fields: [{ name: 'amount', label: 'Amount', kind: 'currency', min: 0, max: 1e9 }],
  compute: ({ amount }) => ({ amount, today: { amount: amount / 2 } }),
  emptyResult: { amount: 0, today: null },
  whenIncomplete: 'reset',
  resultsTabLabel: 'results',
  results: [
    { label: 'Amount:', value: (r) => r.amount, format: 'currency', headline: true, todaysValue: (r) => r.today?.amount ?? null },
    { label: 'Plain:', value: (r) => r.amount, format: 'currency' },
  ],
  todaysMoneyNote: (r) => (r.today ? 'Halved, for the test.' : null),
};

function renderPage() {
  return renderApp(<CalculatorPage definition={definition} />, { route: '/halve', catalog: EMPTY_CATALOG });
}

const descriptions = (label: string) => {
  const descriptionsOf: string[] = [];
  let next = screen.getByText(label, { selector: 'dt' }).nextElementSibling;
  while (next && next.tagName === 'DD') {
    descriptionsOf.push(next.textContent ?? '');
    next = next.nextElementSibling;
  }
  return descriptionsOf;
};

beforeEach(() => window.localStorage.clear());

describe('figures in today’s money', () => {
  it('shows nothing of it before a calculation', () => {
    renderPage();
    expect(descriptions('Amount:')).toEqual([`—${NOT_CALCULATED}`]);
    expect(screen.queryByText(/in today's money/)).toBeNull();
    expect(screen.queryByText('Halved, for the test.')).toBeNull();
  });

  it('after Calculate: the nominal figure first, then its value in today’s money, and the note once', async () => {
    const { user } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '5000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(descriptions('Amount:')).toEqual(['$5,000.00', "$2,500.00 in today's money"]);
    // A figure without todaysValue has no such line.
    expect(descriptions('Plain:')).toEqual(['$5,000.00']);
    expect(screen.getAllByText('Halved, for the test.')).toHaveLength(1);
  });
});
