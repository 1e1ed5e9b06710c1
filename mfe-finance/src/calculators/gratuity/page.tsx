import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { gratuityDefinition } from './gratuity-definition';

const GratuityExplanation = lazyExplanation(
  () => import(/* webpackChunkName: "gratuity-explanation" */ './gratuity-explanation'),
);

export default function GratuityCalculatorPage() {
  return (
    <CalculatorPage definition={gratuityDefinition}>
      <GratuityExplanation />
    </CalculatorPage>
  );
}
