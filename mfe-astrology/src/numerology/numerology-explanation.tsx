/*
 * The Numerology Calculator's "How it is calculated" section: numerology-explanation.md with its worked example
 * computed by the calculator's own code; the page loads it in its own chunk, after the calculator.
 */
import { Component, type ErrorInfo } from 'react';
import { ContentExplanation } from '@calc/shared';
import content from './numerology-explanation.md';
import { numerologyExample, NUMEROLOGY_EXAMPLE_INPUTS } from './numerology-example';

export { numerologyExample, NUMEROLOGY_EXAMPLE_INPUTS, type NumerologyExampleInputs } from './numerology-example';

const Explanation = () => <ContentExplanation content={content} example={numerologyExample(NUMEROLOGY_EXAMPLE_INPUTS)} />;

/**
 * The explanation is secondary content: if it cannot render, it shows nothing and the calculator above it keeps
 * working.
 */
export default class NumerologyExplanation extends Component<object, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('The numerology explanation could not be shown.', error, info.componentStack);
  }

  render() {
    return this.state.failed ? null : <Explanation />;
  }
}
