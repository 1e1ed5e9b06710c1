import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { loanDefinition } from '../calculators/loan/loan-definition';

const LoanExplanation = lazyExplanation(() => import(/* webpackChunkName: "loan-explanation" */ '../explanations/loan-explanation'));

export default function LoanCalculatorPage() {
  return (
    <CalculatorPage definition={loanDefinition}>
      <LoanExplanation />
    </CalculatorPage>
  );
}
