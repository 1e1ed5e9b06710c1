import { ContentExplanation } from '@calc/shared';
import content from './sun-sign-explanation.md';
import { sunSignExample, SUN_SIGN_EXAMPLE_INPUTS } from './sun-sign-example';

/** "How it is calculated": the conventions, and the worked example computed by the page's own function. */
export default function SunSignExplanation() {
  return <ContentExplanation content={content} example={sunSignExample(SUN_SIGN_EXAMPLE_INPUTS)} />;
}
