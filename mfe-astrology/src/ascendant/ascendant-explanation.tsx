/*
 * The Ascendant (Lagna) Calculator's "How it is calculated" section: ascendant-explanation.md with its worked example
 * computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import { useMemo } from 'react';
import { ContentExplanation } from '@calc/shared';
import content from './ascendant-explanation.md';
import { ascendantExample, ASCENDANT_EXAMPLE_INPUTS } from './ascendant-example';

/** "How it is calculated": the conventions, and the worked example computed by the page's own function. */
export default function AscendantExplanation() {
  // Computed once: the page re-renders the explanation with every calculation, and the example is the same each time.
  const example = useMemo(() => ascendantExample(ASCENDANT_EXAMPLE_INPUTS), []);
  return <ContentExplanation content={content} example={example} />;
}
