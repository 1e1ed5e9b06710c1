/*
 * A part of a page whose code is fetched when it is first shown (a chart, a report table), never with the page.
 * Its chunk is asked for again on failure (retryImport); one that still fails, or has not arrived within the time
 * limit, leaves the part's place saying so with Retry (PartBoundary). The rest of the page is untouched.
 */
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import { retryImport } from './retry-import';

/** How long a part's chunk may take before the page says it could not load (a request that never answers). */
export const PART_TIME_LIMIT_MS = 10_000;

/** The import, refused once `ms` have passed without it: a chunk that never arrives is a failure to say. */
export function withTimeLimit<T>(load: () => Promise<T>, ms = PART_TIME_LIMIT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the code did not arrive within ${ms} ms`)), ms);
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

interface PartBoundaryProps {
  children: ReactNode;
  /** What the visitor reads in the part's place ("The chart could not load. …"). */
  message: string;
  /** The Retry button's name ("Retry chart"). */
  retryLabel: string;
  /** Called by Retry: the part asks for its code again. */
  onRetry: () => void;
  /** Holds the failure in the part's own place (a chart's fixed-height frame). */
  Frame?: ComponentType<{ children: ReactNode }>;
}

/** A part whose code failed or never arrived says so in its place, with Retry; nothing else on the page is touched. */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[part] could not load (${this.props.retryLabel}):`, error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const { Frame } = this.props;
    const failure = (
      <Failed role="status">
        <span>{this.props.message}</span>
        <Button
          size="sm"
          variant="secondary"
          startIcon={<Icon name="refresh" size={16} />}
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          {this.props.retryLabel}
        </Button>
      </Failed>
    );
    return Frame ? <Frame>{failure}</Frame> : failure;
  }
}

export interface LazyPartOptions {
  message: string;
  retryLabel: string;
  /** Shown while the chunk is on its way (nothing by default). */
  fallback?: ReactNode;
  /** Holds the failure in the part's own place (a chart's fixed-height frame). */
  Frame?: ComponentType<{ children: ReactNode }>;
  timeLimitMs?: number;
}

/**
 * `load` gives the part's component from its chunk (`() => import('./report-table').then((m) => m.ReportTable)`).
 * `preload()` asks for the chunk ahead of the part's first render (after Calculate, for a part shown with results).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyPartOptions) {
  const loadPart = withTimeLimit(
    retryImport(async () => ({ default: await load() })),
    options.timeLimitMs,
  );
  function LazyPart(props: P) {
    // React keeps a lazy component's failure for good: each attempt (Retry) is a new one, asking for the chunk again.
    const [{ attempt, Part }, setAttempt] = useState(() => ({ attempt: 0, Part: lazy(loadPart) }));
    const retry = () => setAttempt((last) => ({ attempt: last.attempt + 1, Part: lazy(loadPart) }));
    return (
      <PartBoundary key={attempt} message={options.message} retryLabel={options.retryLabel} onRetry={retry} Frame={options.Frame}>
        <Suspense fallback={options.fallback ?? null}>
          <Part {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  const preload = () => {
    load().catch(() => {}); // a failure is shown, with Retry, when the part renders
  };
  return { Part: LazyPart, preload };
}
