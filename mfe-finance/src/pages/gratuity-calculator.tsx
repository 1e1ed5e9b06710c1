import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { gratuityDefinition } from '../calculators/gratuity/gratuity-definition';

const GratuityExplanation = lazyExplanation(() => import(/* webpackChunkName: "gratuity-explanation" */ '../explanations/gratuity-explanation'));

export default function GratuityCalculatorPage() {
  return (
    <CalculatorPage definition={gratuityDefinition}>
      <GratuityExplanation />
    </CalculatorPage>
  );
}
