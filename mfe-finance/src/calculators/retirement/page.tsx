import { lazyExplanation } from '@calc/shared';
import { RetirementPlanner } from './retirement-planner';

const RetirementExplanation = lazyExplanation(
  () => import(/* webpackChunkName: "retirement-explanation" */ './retirement-explanation'),
);

export default function RetirementCalculatorPage() {
  return (
    <>
      <RetirementPlanner />
      <RetirementExplanation />
    </>
  );
}
