/*
 * A finance calculator's explanation: its Markdown content (`<name>-explanation.md`, compiled at build time) with
 * what its code computes, in the visitor's currency or the calculator's fixed one. The module's default export:
 *
 *   export default explanation(content, { example: (f) => sipExample(SIP_EXAMPLE_INPUTS, f), solving: sipSolvingExample });
 */
import type { ComponentType } from 'react';
import {
  ContentExplanation,
  type CurrencyCode,
  type ExplanationContent,
  type ExplanationExample,
  type ExplanationValues,
} from '@calc/shared';
import type { ExampleFormat } from './example-format';
import { useExampleFormat } from './use-example-format';

export interface ExplanationCode {
  /** The worked example, computed by the page's own function. */
  example: (format: ExampleFormat) => ExplanationExample;
  /** The "Solve for" example, for a page whose Markdown has ## Solving backwards. */
  solving?: (format: ExampleFormat) => ExplanationExample;
  /** The values the Markdown names as {name}: figures from rules data, computed ones, tables. */
  values?: (format: ExampleFormat) => ExplanationValues;
  /** The currency of a calculator of fixed rules (Indian rules are in rupees whatever the visitor picked). */
  currency?: CurrencyCode;
}

/** The explanation component of a page: its content, with the examples and values its code computes. */
export function explanation(content: ExplanationContent, code: ExplanationCode): ComponentType {
  function Explanation() {
    const format = useExampleFormat(code.currency);
    return (
      <ContentExplanation
        content={content}
        example={code.example(format)}
        solvingExample={code.solving?.(format)}
        values={code.values?.(format)}
      />
    );
  }
  return Explanation;
}
