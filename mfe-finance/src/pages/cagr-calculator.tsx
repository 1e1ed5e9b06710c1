import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { cagrDefinition } from '../calculators/cagr/cagr-definition';

const CagrExplanation = lazyExplanation(() => import(/* webpackChunkName: "cagr-explanation" */ '../explanations/cagr-explanation'));

export default function CagrCalculatorPage() {
  return (
    <CalculatorPage definition={cagrDefinition}>
      <CagrExplanation />
    </CalculatorPage>
  );
}
