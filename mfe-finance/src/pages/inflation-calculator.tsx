import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { inflationDefinition } from '../calculators/inflation/inflation-definition';

const InflationExplanation = lazyExplanation(() => import(/* webpackChunkName: "inflation-explanation" */ '../explanations/inflation-explanation'));

export default function InflationCalculatorPage() {
  return (
    <CalculatorPage definition={inflationDefinition}>
      <InflationExplanation />
    </CalculatorPage>
  );
}
