import { ContentExplanation } from '@calc/shared';
import content from './ascendant-explanation.md';
import { ascendantExample, ASCENDANT_EXAMPLE_INPUTS } from './ascendant-example';

/** "How it is calculated": the conventions, and the worked example computed by the page's own function. */
export default function AscendantExplanation() {
  return <ContentExplanation content={content} example={ascendantExample(ASCENDANT_EXAMPLE_INPUTS)} />;
}
