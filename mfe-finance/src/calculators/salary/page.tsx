import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { salaryDefinition } from './salary-definition';

const SalaryExplanation = lazyExplanation(() => import(/* webpackChunkName: "salary-explanation" */ './salary-explanation'));

export default function SalaryCalculatorPage() {
  return (
    <CalculatorPage definition={salaryDefinition}>
      <SalaryExplanation />
    </CalculatorPage>
  );
}
