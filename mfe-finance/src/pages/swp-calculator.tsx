import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { swpDefinition } from '../calculators/swp/swp-definition';

const SwpExplanation = lazyExplanation(() => import(/* webpackChunkName: "swp-explanation" */ '../explanations/swp-explanation'));

export default function SwpCalculatorPage() {
  return (
    <CalculatorPage definition={swpDefinition}>
      <SwpExplanation />
    </CalculatorPage>
  );
}
