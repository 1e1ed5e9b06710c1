/* The sentences around the figures: the hint before any result, good news or a warning, the live announcement. */
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const EmptyHint = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 16px;
  padding: 12px 14px;
  border-radius: var(--radius);
  background: var(--surface-2);
  border: 1px dashed var(--border-strong);
  color: var(--text-muted);
  font-size: 14px;
  svg {
    flex: none;
    color: var(--primary-text);
  }
`;

export const ResultMessage = styled.p<{ $tone: 'good' | 'bad' }>`
  margin: 16px 0 0;
  padding: 12px 14px;
  border-radius: var(--radius);
  font-weight: 600;
  background: ${({ $tone }) => ($tone === 'good' ? 'var(--success-soft)' : 'var(--warning-soft)')};
  color: ${({ $tone }) => ($tone === 'good' ? 'var(--success)' : 'var(--warning)')};
`;

export function LiveRegion({ children }: { children: ReactNode }) {
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {children}
    </div>
  );
}
