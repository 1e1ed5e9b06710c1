import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { sipDefinition } from '../calculators/sip/sip-definition';

const SipExplanation = lazyExplanation(() => import(/* webpackChunkName: "sip-explanation" */ '../explanations/sip-explanation'));

export default function SipCalculatorPage() {
  return (
    <CalculatorPage definition={sipDefinition}>
      <SipExplanation />
    </CalculatorPage>
  );
}
