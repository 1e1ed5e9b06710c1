import { ContentExplanation } from '@calc/shared';
import content from './moon-sign-explanation.md';
import { moonSignExample, MOON_SIGN_EXAMPLE_INPUTS } from './moon-sign-example';

/** "How it is calculated": the conventions, and the worked example computed by the page's own function. */
export default function MoonSignExplanation() {
  return <ContentExplanation content={content} example={moonSignExample(MOON_SIGN_EXAMPLE_INPUTS)} />;
}
