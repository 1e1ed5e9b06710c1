/*
 * The Flat vs Reducing Rate Calculator's worked "Solve for" example for its explanation, every figure from the very
 * modes (flat-vs-reducing-modes.ts) the page runs.
 */
import type { ExplanationExample } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { figureNumber, solution } from '../../explanations/solved';
import { flatRateMode } from './flat-vs-reducing-modes';

/** The "Solve for" worked example: the flat rate with a reducing rate's EMI, fed back through the calculation. */
export function flatVsReducingSolvingExample(f: ExampleFormat): ExplanationExample {
  const found = solution(flatRateMode.solve({ loanAmount: 100000, reducingRate: 12, tenure: 3 }));
  return {
    description: `A loan of ${f.money(100000)} for 3 years, against a reducing rate of 12%.`,
    rows: [
      { label: 'EMI at 12% reducing', value: f.money(found.result.flatEmi) },
      { label: 'The same EMI as a flat rate', value: f.percent(figureNumber(found, 'flatRate')), emphasis: true },
      { label: 'That flat rate, fed back: equivalent reducing rate', value: f.percent(found.result.equivalentRate) },
    ],
  };
}
