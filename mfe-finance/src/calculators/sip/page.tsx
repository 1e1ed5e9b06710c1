import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { sipDefinition } from './sip-definition';

const SipExplanation = lazyExplanation(() => import(/* webpackChunkName: "sip-explanation" */ './sip-explanation'));

export default function SipCalculatorPage() {
  return (
    <CalculatorPage definition={sipDefinition}>
      <SipExplanation />
    </CalculatorPage>
  );
}
