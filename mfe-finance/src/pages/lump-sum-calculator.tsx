import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { lumpSumDefinition } from '../calculators/lump-sum/lump-sum-definition';

const LumpSumExplanation = lazyExplanation(() => import(/* webpackChunkName: "lump-sum-explanation" */ '../explanations/lump-sum-explanation'));

export default function LumpSumCalculatorPage() {
  return (
    <CalculatorPage definition={lumpSumDefinition}>
      <LumpSumExplanation />
    </CalculatorPage>
  );
}
