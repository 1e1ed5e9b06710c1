import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { incomeTaxDefinition } from './income-tax-definition';

const IncomeTaxExplanation = lazyExplanation(
  () => import(/* webpackChunkName: "income-tax-explanation" */ './income-tax-explanation'),
);

export default function IncomeTaxCalculatorPage() {
  return (
    <CalculatorPage definition={incomeTaxDefinition}>
      <IncomeTaxExplanation />
    </CalculatorPage>
  );
}
