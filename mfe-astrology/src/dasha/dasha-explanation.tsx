import { ContentExplanation } from '@calc/shared';
import content from './dasha-explanation.md';
import { dashaExample, DASHA_EXAMPLE_INPUTS } from './dasha-example';

/** "How it is calculated": the conventions, and the worked example computed by the page's own function. */
export default function DashaExplanation() {
  return <ContentExplanation content={content} example={dashaExample(DASHA_EXAMPLE_INPUTS)} />;
}
