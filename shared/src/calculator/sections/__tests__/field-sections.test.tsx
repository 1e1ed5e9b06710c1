/* A calculator laid out as field sections: titled cards that fold, rows of fields, figures derived as typed, one results card. */
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../../test-support/render-app';
import { CalculatorPage } from '../../calculator-page';
import type { CalculatorDefinition, FieldDefinition, SolveMode, Values } from '../../definition';
import { fieldSections } from '../field-sections';
import { STALE_MESSAGE } from '../../stale';

// A tiny planner: an amount grows for a year at each card's share-weighted rate, one card after the other.
interface Result {
  end: number;
  rows: { card: string; value: number }[];
}

const percent = (name: string, label: string, defaultValue: number): FieldDefinition => ({
  name,
  label,
  kind: 'percent',
  min: 0,
  max: 100,
  defaultValue,
});
const FIELDS: FieldDefinition[] = [
  { name: 'amount', label: 'Amount', kind: 'currency', min: 0, max: 1e9, defaultValue: 1000 },
  { name: 'years', label: 'Years', kind: 'years', min: 1, max: 50, integer: true, defaultValue: 1 },
  percent('lBondsRate', 'Rate (%)', 10),
  percent('lBondsShare', 'Share (%)', 50),
  percent('lStocksRate', 'Rate (%)', 20),
  percent('lStocksShare', 'Share (%)', 50),
  percent('rBondsRate', 'Rate (%)', 4),
  percent('rBondsShare', 'Share (%)', 100),
];

/** sum(rate x share) / sum(shares), 0 without shares. */
function weighted(pairs: [number, number][]): number {
  const shares = pairs.reduce((sum, [, share]) => sum + share, 0);
  return shares === 0 ? 0 : pairs.reduce((sum, [rate, share]) => sum + rate * share, 0) / shares;
}
const leftRate = (v: Values<string>) =>
  weighted([
    [v.lBondsRate, v.lBondsShare],
    [v.lStocksRate, v.lStocksShare],
  ]);
const rightRate = (v: Values<string>) => weighted([[v.rBondsRate, v.rBondsShare]]);

function compute(v: Values<string>): Result {
  const afterLeft = v.amount * (1 + leftRate(v) / 100);
  const end = afterLeft * (1 + rightRate(v) / 100);
  return {
    end,
    rows: [
      { card: 'Left', value: afterLeft },
      { card: 'Right', value: end },
    ],
  };
}

const doubleMode: SolveMode<string, Result, Values<string>> = {
  id: 'startNeeded',
  label: 'Amount Needed',
  replaces: 'amount',
  targets: [{ name: 'goal', label: 'Goal', kind: 'currency', min: 0, max: 1e9 }],
  solve: (v) => {
    const amount = v.goal / ((1 + leftRate(v) / 100) * (1 + rightRate(v) / 100));
    return {
      ok: true,
      value: {
        figures: [{ id: 'amount', label: 'Amount Needed', value: amount, format: 'currency' }],
        result: compute({ ...v, amount }),
      },
    };
  },
};

const sums = (prefix: 'l' | 'r') => ({
  label: `${prefix === 'l' ? 'Left' : 'Right'} sums`,
  figures: (v: Record<string, number>) => {
    const pairs: [number, number][] =
      prefix === 'l'
        ? [
            [v.lBondsRate, v.lBondsShare],
            [v.lStocksRate, v.lStocksShare],
          ]
        : [[v.rBondsRate, v.rBondsShare]];
    return [
      { label: 'Weighted Rate', value: weighted(pairs), format: 'percent' as const },
      { label: 'Total Share', value: pairs.reduce((sum, [, share]) => sum + share, 0), format: 'percent' as const },
    ];
  },
  warning: (figures: { value: number }[]) => (figures[1].value === 100 ? null : 'The shares should add up to 100.'),
});

const PLANNER: CalculatorDefinition<string, Result, Result['rows'][number]> = {
  id: 'mix',
  fields: FIELDS,
  compute,
  emptyResult: { end: 0, rows: [] },
  whenIncomplete: 'reset',
  resultsTabLabel: 'unused',
  results: [{ label: 'End Amount', value: (r) => r.end, format: 'currency', headline: true }],
  report: {
    tabLabel: 'Growth by card',
    rows: (r) => r.rows,
    columns: [
      { header: 'Card', value: (row) => row.card, format: 'text' },
      { header: 'Value', value: (row) => row.value, format: 'currency' },
    ],
  },
  modes: [doubleMode],
  sections: fieldSections({
    sections: [
      { key: 'you', title: 'About you', solveFor: true, fields: ['amount', 'years'], columns: 2 },
      [
        {
          key: 'left',
          title: 'Left',
          description: 'The first year.',
          rows: [
            { legend: 'Bonds', fields: ['lBondsRate', 'lBondsShare'] },
            { legend: 'Stocks', fields: ['lStocksRate', 'lStocksShare'] },
          ],
          note: 'Rates are yearly.',
          derived: sums('l'),
        },
        { key: 'right', title: 'Right', rows: [{ legend: 'Bonds', fields: ['rBondsRate', 'rBondsShare'] }], derived: sums('r') },
      ],
    ],
    resultsCard: { key: 'plan', title: 'Your plan', emptyHint: 'Press Calculate to see your plan.' },
    announce: (result, money) => `Plan ready: ${money(result.end)}.`,
  }),
};

const renderPlanner = (route = '/mix') => renderApp(<CalculatorPage definition={PLANNER} />, { route });
const card = (title: string) => screen.getByRole('region', { name: title });
// The figure lists are named: find them by their label, as the browser tests do.
const figuresOf = (title: string) => document.querySelector(`[aria-label="${title} sums"]`) as HTMLElement;
const sum = (title: string, label: string) =>
  within(figuresOf(title)).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('field sections', () => {
  it('draws each section as a titled card with its own id, its rows as fieldsets, labels read with card and row', () => {
    renderPlanner();
    expect(card('About you')).toHaveAttribute('id', 'mix-you');
    expect(card('Left')).toHaveAttribute('id', 'mix-left');
    expect(within(card('Left')).getByText('The first year.')).toBeInTheDocument();
    const bonds = within(card('Left')).getByRole('group', { name: 'Bonds' });
    expect(within(bonds).getByLabelText('Left Bonds Share (%)')).toHaveValue('50');
    expect(screen.getByLabelText('Right Bonds Rate (%)')).toHaveAttribute('id', 'mix-rBondsRate');
    expect(within(card('About you')).getByLabelText('Amount')).toHaveValue('1,000');
    expect(within(card('Left')).getByText('Rates are yearly.')).toBeInTheDocument();
    expect(within(card('Right')).queryByText('Rates are yearly.')).toBeNull();
    // Solve for sits in the card that asks for it.
    expect(within(card('About you')).getByLabelText('Solve for')).toHaveDisplayValue('Your plan');
  });

  it('shows figures derived from the fields, refreshed when a field is left, not at each keystroke', async () => {
    const { user } = renderPlanner();
    // (10 x 50 + 20 x 50) / 100 = 15; shares 50 + 50 = 100.
    expect(sum('Left', 'Weighted Rate')).toBe('15.00%');
    expect(sum('Left', 'Total Share')).toBe('100.00%');
    expect(sum('Right', 'Weighted Rate')).toBe('4.00%');
    const share = screen.getByLabelText('Left Bonds Share (%)');
    await user.clear(share);
    await user.type(share, '150');
    expect(sum('Left', 'Total Share')).toBe('100.00%');
    await user.tab();
    // (10 x 150 + 20 x 50) / 200 = 12.5; shares 200, so the card warns.
    expect(sum('Left', 'Weighted Rate')).toBe('12.50%');
    expect(sum('Left', 'Total Share')).toBe('200.00%');
    expect(within(card('Left')).getByRole('note')).toHaveTextContent('The shares should add up to 100.');
    expect(within(card('Right')).queryByRole('note')).toBeNull();
  });

  it('refreshes the figures on Calculate too (Enter in a field leaves nothing)', async () => {
    const { user } = renderPlanner();
    const rate = screen.getByLabelText('Right Bonds Rate (%)');
    await user.clear(rate);
    await user.type(rate, '8{Enter}');
    expect(sum('Right', 'Weighted Rate')).toBe('8.00%');
    // 1,000 x 1.15 x 1.08 = 1,242.
    expect(within(card('Your plan')).getByText('End Amount').nextElementSibling).toHaveTextContent('$1,242.00');
  });

  it('folds a card behind its title, its figures still in view, and unfolds it', async () => {
    const { user } = renderPlanner();
    const fold = screen.getByRole('button', { name: 'Left' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(fold).toHaveAttribute('aria-controls', 'mix-left-fields');
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Left Bonds Rate (%)')).not.toBeVisible();
    expect(within(card('Left')).getByText('Total Share')).toBeVisible();
    // The other cards stay open.
    expect(screen.getByLabelText('Right Bonds Rate (%)')).toBeVisible();
    await user.click(fold);
    expect(screen.getByLabelText('Left Bonds Rate (%)')).toBeVisible();
  });

  it('opens a folded card to show a refused value, and focuses it', async () => {
    const { user } = renderPlanner();
    const share = screen.getByLabelText('Right Bonds Share (%)');
    await user.clear(share);
    await user.type(share, '500');
    await user.click(screen.getByRole('button', { name: 'Right' }));
    expect(share).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(share).toHaveFocus());
    expect(share).toBeVisible();
    expect(share).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows one results card: its hint, then the figures, the report named by its tab label, the announcement, the stale notice', async () => {
    const { user } = renderPlanner();
    const results = card('Your plan');
    expect(results).toHaveAttribute('id', 'mix-plan');
    expect(within(results).getByText('Press Calculate to see your plan.')).toBeInTheDocument();
    expect(within(results).queryByRole('tablist')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(within(results).queryByText('Press Calculate to see your plan.')).toBeNull();
    // 1,000 x 1.15 = 1,150, then x 1.04 = 1,196.
    expect(within(results).getByText('End Amount').nextElementSibling).toHaveTextContent('$1,196.00');
    const report = within(results).getByRole('region', { name: 'Growth by card' });
    expect(within(report).getAllByRole('row')).toHaveLength(3);
    expect(within(report).getByText('$1,150.00')).toBeInTheDocument();
    expect(screen.getByText('Plan ready: $1,196.00.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Amount'), '0');
    expect(within(results).getByText(STALE_MESSAGE)).toBeInTheDocument();
  });

  it("puts a mode's target in the card with Solve for and shows what it found first", async () => {
    const { user } = renderPlanner();
    await user.selectOptions(screen.getByLabelText('Solve for'), 'Amount Needed');
    const you = card('About you');
    expect(within(you).queryByLabelText('Amount')).toBeNull();
    await user.type(within(you).getByLabelText('Goal'), '1196');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const terms = within(card('Your plan')).getAllByRole('term');
    expect(terms[0]).toHaveTextContent('Amount Needed');
    // 1,196 / (1.15 x 1.04) = 1,000.
    expect(terms[0].nextElementSibling).toHaveTextContent('$1,000.00');
  });
});
