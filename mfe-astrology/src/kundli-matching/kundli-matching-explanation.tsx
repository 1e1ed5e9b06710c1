/*
 * The Kundli Matching (Guna Milan) Calculator's "How it is calculated" section: kundli-matching-explanation.md with its
 * worked example computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import { ContentExplanation } from '@calc/shared';
import content from './kundli-matching-explanation.md';
import { kundliMatchingExample, KUNDLI_MATCHING_EXAMPLE_INPUTS } from './kundli-matching-example';

/** "How it is calculated": the conventions, and the worked example computed by the page's own function. */
export default function KundliMatchingExplanation() {
  return <ContentExplanation content={content} example={kundliMatchingExample(KUNDLI_MATCHING_EXAMPLE_INPUTS)} />;
}
