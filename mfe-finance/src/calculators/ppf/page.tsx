import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { ppfDefinition } from './ppf-definition';

const PpfExplanation = lazyExplanation(() => import(/* webpackChunkName: "ppf-explanation" */ './ppf-explanation'));

export default function PpfCalculatorPage() {
  return (
    <CalculatorPage definition={ppfDefinition}>
      <PpfExplanation />
    </CalculatorPage>
  );
}
