/**
 * A load that may start before anything renders (the page the visitor arrived on, asked for during start-up beside
 * the shell's own chunks) and is taken over by its first render: one request, never two. A later render, or one
 * after a failure, loads afresh.
 */
export interface EarlyLoad<T> {
  /** Starts the load now, unless one is already waiting to be taken. */
  start(): void;
  /** The load started early, if one is waiting (it is handed over once), else a new one. */
  take(): Promise<T>;
}

export function earlyLoad<T>(load: () => Promise<T>): EarlyLoad<T> {
  let early: Promise<T> | null = null;
  return {
    start() {
      if (early) return;
      early = load();
      early.catch(() => {}); // a failure is shown when the page renders, by its boundary
    },
    take() {
      const pending = early ?? load();
      early = null;
      return pending;
    },
  };
}
