import { CalculatorPage, lazyExplanation } from '@calc/shared';
import { gstDefinition } from './gst-definition';

const GstExplanation = lazyExplanation(() => import(/* webpackChunkName: "gst-explanation" */ './gst-explanation'));

export default function GstCalculatorPage() {
  return (
    <CalculatorPage definition={gstDefinition}>
      <GstExplanation />
    </CalculatorPage>
  );
}
