import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { salaryDefinition } from '../calculators/salary/salary-definition';

const SalaryExplanation = lazyExplanation(() => import(/* webpackChunkName: "salary-explanation" */ '../explanations/salary-explanation'));

export default function SalaryCalculatorPage() {
  return (
    <CalculatorPage definition={salaryDefinition}>
      <SalaryExplanation />
    </CalculatorPage>
  );
}
