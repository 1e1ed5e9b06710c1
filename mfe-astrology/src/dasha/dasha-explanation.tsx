/*
 * The Vimshottari Dasha Calculator's "How it is calculated" section: dasha-explanation.md with its worked example
 * computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import { useMemo } from 'react';
import { ContentExplanation } from '@calc/shared';
import content from './dasha-explanation.md';
import { dashaExample, DASHA_EXAMPLE_INPUTS } from './dasha-example';

/** "How it is calculated": the conventions, and the worked example computed by the page's own function. */
export default function DashaExplanation() {
  // Computed once: the page re-renders the explanation with every calculation, and the example is the same each time.
  const example = useMemo(() => dashaExample(DASHA_EXAMPLE_INPUTS), []);
  return <ContentExplanation content={content} example={example} />;
}
