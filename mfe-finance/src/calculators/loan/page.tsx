import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { loanDefinition } from './loan-definition';

const LoanExplanation = lazyExplanation(() => import(/* webpackChunkName: "loan-explanation" */ './loan-explanation'));

export default function LoanCalculatorPage() {
  return (
    <CalculatorPage definition={loanDefinition}>
      <LoanExplanation />
    </CalculatorPage>
  );
}
