/*
 * The Sade Sati Calculator's "How it is calculated" section: sade-sati-explanation.md with its worked example computed
 * by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import { useMemo } from 'react';
import { ContentExplanation } from '@calc/shared';
import content from './sade-sati-explanation.md';
import { sadeSatiExample, SADE_SATI_EXAMPLE_INPUTS } from './sade-sati-example';

/** "How it is calculated": the conventions, and the worked example computed by the page's own function. */
export default function SadeSatiExplanation() {
  // Computed once: the page re-renders the explanation with every calculation, and the example is the same each time.
  const example = useMemo(() => sadeSatiExample(SADE_SATI_EXAMPLE_INPUTS), []);
  return <ContentExplanation content={content} example={example} />;
}
