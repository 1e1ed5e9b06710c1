import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { cagrDefinition } from './cagr-definition';

const CagrExplanation = lazyExplanation(() => import(/* webpackChunkName: "cagr-explanation" */ './cagr-explanation'));

export default function CagrCalculatorPage() {
  return (
    <CalculatorPage definition={cagrDefinition}>
      <CagrExplanation />
    </CalculatorPage>
  );
}
