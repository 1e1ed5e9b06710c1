import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { npsDefinition } from './nps-definition';

const NpsExplanation = lazyExplanation(() => import(/* webpackChunkName: "nps-explanation" */ './nps-explanation'));

export default function NpsCalculatorPage() {
  return (
    <CalculatorPage definition={npsDefinition}>
      <NpsExplanation />
    </CalculatorPage>
  );
}
