import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { rdDefinition } from './rd-definition';

const RdExplanation = lazyExplanation(() => import(/* webpackChunkName: "rd-explanation" */ './rd-explanation'));

export default function RdCalculatorPage() {
  return (
    <CalculatorPage definition={rdDefinition}>
      <RdExplanation />
    </CalculatorPage>
  );
}
