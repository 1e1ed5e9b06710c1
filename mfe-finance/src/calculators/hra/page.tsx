import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { hraDefinition } from './hra-definition';

const HraExplanation = lazyExplanation(() => import(/* webpackChunkName: "hra-explanation" */ './hra-explanation'));

export default function HraCalculatorPage() {
  return (
    <CalculatorPage definition={hraDefinition}>
      <HraExplanation />
    </CalculatorPage>
  );
}
