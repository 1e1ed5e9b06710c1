/* Compare keeps the shown results as scenario A; Clear comparison ends it. */
import { Button } from '../ui/button';
import type { CalculatorState } from './calculator-state';

export function CompareButton({ state }: { state: CalculatorState<unknown> }) {
  if (state.scenarios)
    return (
      <Button size="sm" variant="secondary" onClick={state.clearComparison}>
        Clear comparison
      </Button>
    );
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={!state.calculated || state.stale}
      title="Keep these results as Scenario A, then change the inputs and calculate Scenario B"
      onClick={state.compare}
    >
      Compare
    </Button>
  );
}
