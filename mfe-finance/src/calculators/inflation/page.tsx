import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { inflationDefinition } from './inflation-definition';

const InflationExplanation = lazyExplanation(
  () => import(/* webpackChunkName: "inflation-explanation" */ './inflation-explanation'),
);

export default function InflationCalculatorPage() {
  return (
    <CalculatorPage definition={inflationDefinition}>
      <InflationExplanation />
    </CalculatorPage>
  );
}
