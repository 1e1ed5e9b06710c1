import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { lumpSumDefinition } from './lump-sum-definition';

const LumpSumExplanation = lazyExplanation(() => import(/* webpackChunkName: "lump-sum-explanation" */ './lump-sum-explanation'));

export default function LumpSumCalculatorPage() {
  return (
    <CalculatorPage definition={lumpSumDefinition}>
      <LumpSumExplanation />
    </CalculatorPage>
  );
}
