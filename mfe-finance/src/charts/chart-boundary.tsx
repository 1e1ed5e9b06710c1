import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Icon } from '@calc/shared';

/** How long a chart's chunk may take before the page says it could not load (a request that never answers). */
export const CHART_TIME_LIMIT_MS = 10_000;

export const CHART_FAILED_MESSAGE = 'The chart could not load. The figures above and the report are complete.';

/** The chart's import, refused once `ms` have passed without it: a chunk that never arrives is a failure to say. */
export function withTimeLimit<T>(load: () => Promise<T>, ms = CHART_TIME_LIMIT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the chart's code did not arrive within ${ms} ms`)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: 12px;
  height: 100%;
  padding: 16px;
  border: 1px dashed var(--border-strong);
  border-radius: var(--radius);
  color: var(--text-muted);
  font-size: 14px;
`;

interface ChartBoundaryProps {
  children: ReactNode;
  /** Called by Retry: the chart asks for its code again. */
  onRetry: () => void;
}

/**
 * A chart whose code failed or never arrived says so in its place, with Retry, and nothing else on the page is
 * touched: the figures and the report tables do not depend on it.
 */
export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[chart] could not load:', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Failed role="status">
        <span>{CHART_FAILED_MESSAGE}</span>
        <Button
          size="sm"
          variant="secondary"
          startIcon={<Icon name="refresh" size={16} />}
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          Retry chart
        </Button>
      </Failed>
    );
  }
}
