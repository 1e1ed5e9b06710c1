import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { simpleInterestDefinition } from './simple-interest-definition';

const SimpleInterestExplanation = lazyExplanation(
  () => import(/* webpackChunkName: "simple-interest-explanation" */ './simple-interest-explanation'),
);

export default function SimpleInterestCalculatorPage() {
  return (
    <CalculatorPage definition={simpleInterestDefinition}>
      <SimpleInterestExplanation />
    </CalculatorPage>
  );
}
