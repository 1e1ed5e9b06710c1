import type { ReactNode } from 'react';
import { PartBoundary } from '@calc/shared';
import { ChartFrame } from './chart-frames';

export const CHART_FAILED_MESSAGE = 'The chart could not load. The figures above and the report are complete.';

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
