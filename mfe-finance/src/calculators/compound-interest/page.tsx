import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { compoundInterestDefinition } from './compound-interest-definition';

const CompoundInterestExplanation = lazyExplanation(
  () => import(/* webpackChunkName: "compound-interest-explanation" */ './compound-interest-explanation'),
);

export default function CompoundInterestCalculatorPage() {
  return (
    <CalculatorPage definition={compoundInterestDefinition}>
      <CompoundInterestExplanation />
    </CalculatorPage>
  );
}
