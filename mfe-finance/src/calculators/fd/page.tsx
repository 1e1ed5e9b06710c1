import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { fdDefinition } from './fd-definition';

const FdExplanation = lazyExplanation(() => import(/* webpackChunkName: "fd-explanation" */ './fd-explanation'));

export default function FdCalculatorPage() {
  return (
    <CalculatorPage definition={fdDefinition}>
      <FdExplanation />
    </CalculatorPage>
  );
}
