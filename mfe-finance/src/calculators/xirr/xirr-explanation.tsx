/*
 * The XIRR Calculator's "How it is calculated" section: xirr-explanation.md with its worked example computed by the
 * calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import content from './xirr-explanation.md';
import { explanation } from '../../explanations/explanation';
import { calculateXirr } from './xirr';
import { xirrExample, XIRR_EXAMPLE_INPUTS } from './xirr-example';

/** Half a year's 5% gain, for the question on short periods. */
const SHORT = [
  { date: '2024-01-01', amount: -100000 },
  { date: '2024-07-01', amount: 105000 },
];

export default explanation(content, {
  example: (f) => xirrExample(XIRR_EXAMPLE_INPUTS, f),
  values: (f) => {
    const short = calculateXirr(SHORT);
    return {
      shortInvested: f.money(-SHORT[0].amount),
      shortFrom: SHORT[0].date,
      shortWorth: f.money(SHORT[1].amount),
      shortTo: SHORT[1].date,
      shortRate: short.ok ? f.percent(short.rate) : short.reason,
    };
  },
});
