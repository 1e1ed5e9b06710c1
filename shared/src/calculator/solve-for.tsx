/* "Solve for": the control that picks a mode, the figures a solved plan shows first, and why a target failed. */
import styled from 'styled-components';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import { moneyText, type MoneyText, type ResultItem, type SolvedFigure } from './definition';
import { useCurrencyFormat } from '../format/use-currency-format';
import { ResultMessage } from './result-notes';

const SolveFor = styled.div`
  padding-bottom: 16px;
  border-bottom: 1px solid var(--border);
`;

/** The "Solve for" control: the calculator's normal result first, then each input it can find from a target. */
export function SolveForControl({
  calculatorId,
  normalLabel,
  modes,
  value,
  onChange,
}: {
  calculatorId: string;
  normalLabel: string;
  modes: readonly { id: string; label: string }[];
  value: string;
  onChange: (modeId: string) => void;
}) {
  const id = `${calculatorId}-solve-for`;
  return (
    <SolveFor>
      <Label htmlFor={id}>Solve for</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{normalLabel}</option>
        {modes.map((mode) => (
          <option key={mode.id} value={mode.id}>
            {mode.label}
          </option>
        ))}
      </Select>
    </SolveFor>
  );
}

/**
 * The figures to show: a solved plan's figures first (the first is the headline), shown like the calculator's own,
 * then the calculator's usual figures for that plan; or the usual figures alone.
 */
/** What the "Solve for" choice calls the calculator's usual result: its own label, else its headline figure's. */
export function normalModeLabelOf(definition: {
  normalModeLabel?: string;
  results: { label: string; headline?: boolean }[];
}): string {
  const { normalModeLabel, results } = definition;
  return normalModeLabel ?? (results.find((item) => item.headline) ?? results[0]).label.replace(/:$/, '');
}

export function resultItemsWith<R>(solution: { figures: SolvedFigure[] } | null, results: ResultItem<R>[]): ResultItem<R>[] {
  if (!solution) return results;
  return [
    ...solution.figures.map((figure, index) => ({
      label: figure.label,
      value: () => figure.value,
      format: figure.format,
      headline: index === 0,
    })),
    ...results.map((item) => ({ ...item, headline: false })),
  ];
}

/** Why a "Solve for" target cannot be reached, and what would work: in the results, announced. */
export function UnsolvedMessage({ reason }: { reason: MoneyText | null }) {
  const { format } = useCurrencyFormat();
  return reason ? (
    <ResultMessage $tone="bad" role="alert">
      {moneyText(reason, format)}
    </ResultMessage>
  ) : null;
}
