/*
 * The SIP Calculator's worked "Solve for" example for its explanation, every figure from the very modes (sip-modes.ts)
 * the page runs.
 */
import type { ExplanationExample } from '@calc/shared';
import type { ExampleFormat } from '../../explanations/example-format';
import { figure, figureNumber, solution } from '../../explanations/solved';
import { sipAmountMode, sipDurationMode, sipRateMode } from './sip-modes';

/** The "Solve for" worked example: each figure from the very modes the page runs, and fed back through calculateSip. */
export function sipSolvingExample(f: ExampleFormat): ExplanationExample {
  const target = 10000000;
  const amount = solution(sipAmountMode.solve({ targetAmount: target, annualRate: 12, duration: 15, stepUp: 10 }));
  const years = solution(sipDurationMode.solve({ targetAmount: target, sipAmount: 20000, annualRate: 12, stepUp: 0 }));
  const rate = solution(sipRateMode.solve({ targetAmount: target, sipAmount: 20000, duration: 15, stepUp: 0 }));
  return {
    description: `A target of ${f.money(target)}. First: in 15 years at 12% a year, with a 10% step-up every year. Then: at ${f.money(20000)} a month without step-up.`,
    rows: [
      {
        label: 'Monthly SIP needed (first year)',
        value: f.money(figureNumber(amount, 'sipAmount')),
        emphasis: true,
      },
      { label: 'That plan, fed back: maturity', value: f.money(amount.result.maturityAmount) },
      { label: `${f.money(20000)} a month at 12%: years needed`, value: `${figure(years, 'duration')} years` },
      { label: '… the target is first reached after', value: String(figure(years, 'exactTime')) },
      {
        label: `${f.money(20000)} a month for 15 years: rate needed`,
        value: f.percent(figureNumber(rate, 'annualRate')),
      },
    ],
  };
}
