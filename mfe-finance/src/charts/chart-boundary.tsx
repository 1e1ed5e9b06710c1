import type { ReactNode } from 'react';
import { PART_TIME_LIMIT_MS, PartBoundary, withTimeLimit } from '@calc/shared';
import { ChartFrame } from './chart-frames';

/** How long a chart's chunk may take before the page says it could not load (a request that never answers). */
export const CHART_TIME_LIMIT_MS = PART_TIME_LIMIT_MS;

export const CHART_FAILED_MESSAGE = 'The chart could not load. The figures above and the report are complete.';

export { withTimeLimit };

/**
 * A chart whose code failed or never arrived says so in its place, with Retry, and nothing else on the page is
 * touched: the figures and the report tables do not depend on it.
 */
export function ChartBoundary({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <PartBoundary message={CHART_FAILED_MESSAGE} retryLabel="Retry chart" onRetry={onRetry} Frame={ChartFrame}>
      {children}
    </PartBoundary>
  );
}
