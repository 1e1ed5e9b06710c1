/* Results that no longer match the fields: said in a banner, and dimmed until the next Calculate. */
import styled from 'styled-components';
import { Icon } from '../ui/icons';

export const STALE_MESSAGE = 'Inputs changed. Press Calculate to update.';

const StaleBanner = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: var(--radius);
  background: var(--warning-soft);
  color: var(--warning);
  font-weight: 600;
  font-size: 14px;
  svg {
    flex: none;
  }
`;

/**
 * Says, once the fields differ from what the shown results were computed from, that the results are out of
 * date. The status region is always there, so a screen reader hears the sentence when it appears.
 */
export function StaleNotice({ stale }: { stale: boolean }) {
  return (
    <div role="status">
      {stale ? (
        <StaleBanner>
          <Icon name="info" size={18} />
          {STALE_MESSAGE}
        </StaleBanner>
      ) : null}
    </div>
  );
}

/** Results that no longer match the fields are dimmed until Calculate (compute only on Calculate, as specified). */
export const StaleArea = styled.div<{ $stale: boolean }>`
  transition: opacity 0.15s;
  opacity: ${({ $stale }) => ($stale ? 0.45 : 1)};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
