import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { swpDefinition } from './swp-definition';

const SwpExplanation = lazyExplanation(() => import(/* webpackChunkName: "swp-explanation" */ './swp-explanation'));

export default function SwpCalculatorPage() {
  return (
    <CalculatorPage definition={swpDefinition}>
      <SwpExplanation />
    </CalculatorPage>
  );
}
