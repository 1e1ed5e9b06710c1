import { ContentExplanation } from '@calc/shared';
import content from './sade-sati-explanation.md';
import { sadeSatiExample, SADE_SATI_EXAMPLE_INPUTS } from './sade-sati-example';

/** "How it is calculated": the conventions, and the worked example computed by the page's own function. */
export default function SadeSatiExplanation() {
  return <ContentExplanation content={content} example={sadeSatiExample(SADE_SATI_EXAMPLE_INPUTS)} />;
}
