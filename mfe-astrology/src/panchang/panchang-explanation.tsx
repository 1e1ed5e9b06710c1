import { ContentExplanation } from '@calc/shared';
import content from './panchang-explanation.md';
import { panchangExample, PANCHANG_EXAMPLE_INPUTS } from './panchang-example';

/** "How it is calculated": the conventions, and the worked example computed by the page's own function. */
export default function PanchangExplanation() {
  return <ContentExplanation content={content} example={panchangExample(PANCHANG_EXAMPLE_INPUTS)} />;
}
