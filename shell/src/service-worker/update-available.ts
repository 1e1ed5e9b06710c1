/*
 * Whether a new version of the site is waiting (a new service worker installed beside the one controlling this tab),
 * for the update notice (shell/src/layout/update-notice.tsx), and its Reload: the inputs kept (keep-inputs.ts), the
 * waiting worker asked to take over, and the page reloaded under it.
 */
import { keepInputs } from './keep-inputs';
import { SKIP_WAITING_MESSAGE } from './worker-protocol';

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateAvailable(): boolean {
  return waiting !== null;
}

/** Called by the registration when a new worker has installed and waits. */
export function setWaitingWorker(worker: ServiceWorker | null): void {
  if (worker === waiting) return;
  waiting = worker;
  for (const listener of listeners) listener();
}

/** The longest the reload waits for the new worker to take over before it reloads anyway. */
const TAKE_OVER_WAIT_MS = 3_000;

export function reloadToUpdate(): void {
  keepInputs();
  let reloaded = false;
  const reload = () => {
    if (reloaded) return;
    reloaded = true;
    location.reload();
  };
  navigator.serviceWorker?.addEventListener('controllerchange', reload);
  setTimeout(reload, TAKE_OVER_WAIT_MS);
  waiting?.postMessage({ type: SKIP_WAITING_MESSAGE });
}
