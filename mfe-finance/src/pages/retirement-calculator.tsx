import { lazyExplanation } from '@calc/shared';
import { RetirementPlanner } from '../calculators/retirement/retirement-planner';

const RetirementExplanation = lazyExplanation(() => import(/* webpackChunkName: "retirement-explanation" */ '../explanations/retirement-explanation'));

export default function RetirementCalculatorPage() {
  return (
    <>
      <RetirementPlanner />
      <RetirementExplanation />
    </>
  );
}
