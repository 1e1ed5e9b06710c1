import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { xirrDefinition } from './xirr-definition';

const XirrExplanation = lazyExplanation(() => import(/* webpackChunkName: "xirr-explanation" */ './xirr-explanation'));

export default function XirrCalculatorPage() {
  return (
    <CalculatorPage definition={xirrDefinition}>
      <XirrExplanation />
    </CalculatorPage>
  );
}
