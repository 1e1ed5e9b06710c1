import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { homeLoanEligibilityDefinition } from './home-loan-eligibility-definition';

const HomeLoanEligibilityExplanation = lazyExplanation(
  () => import(/* webpackChunkName: "home-loan-eligibility-explanation" */ './home-loan-eligibility-explanation'),
);

export default function HomeLoanEligibilityCalculatorPage() {
  return (
    <CalculatorPage definition={homeLoanEligibilityDefinition}>
      <HomeLoanEligibilityExplanation />
    </CalculatorPage>
  );
}
