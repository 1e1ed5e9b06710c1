/*
 * "A new version is available", with Reload, once a release has installed a new service worker beside the one this
 * tab runs (shell/src/service-worker/update-available.ts). Fixed at the bottom of the screen, so it moves nothing
 * (CLS 0); a status, so screen readers announce it without taking the focus. Reload keeps what was typed.
 */
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button } from '@calc/shared';
import { reloadToUpdate, subscribeToUpdate, updateAvailable } from '../service-worker/update-available';

const Notice = styled.div`
  position: fixed;
  z-index: 60;
  left: 50%;
  bottom: 16px;
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - 32px);
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 10px 10px 16px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  color: var(--text);
  box-shadow: var(--shadow);
  font-size: 15px;
  @media (max-width: 479px) {
    left: 16px;
    right: 16px;
    width: auto;
    transform: none;
    justify-content: space-between;
  }
  @media print {
    display: none;
  }
`;

const noUpdate = () => false;

export function UpdateNotice() {
  const available = useSyncExternalStore(subscribeToUpdate, updateAvailable, noUpdate);
  // The status region is always there (empty), so screen readers announce the notice when it appears in it.
  return (
    <div role="status">
      {available ? (
        <Notice data-print="hide">
          <span>A new version is available.</span>
          <Button onClick={reloadToUpdate}>Reload</Button>
        </Notice>
      ) : null}
    </div>
  );
}
