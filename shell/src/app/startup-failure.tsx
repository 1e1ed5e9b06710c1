/*
 * What the shell shows when the site cannot be composed at start-up, so that a visitor sees words and Retry rather than
 * a blank page.
 */
import { pageStateProps } from '../site/page-state';

/** What a page that could not compose the site shows (development, remotes.json unreachable): words and a way out. */
export function StartupFailure() {
  return (
    <main
      {...pageStateProps('failed')}
      style={{ maxWidth: 560, margin: '15vh auto', padding: '0 24px', fontFamily: 'system-ui, sans-serif' }}
    >
      <h1 style={{ fontSize: 24 }}>The site could not be loaded</h1>
      <p>The list of calculators did not arrive. Check your connection and try again.</p>
      <button type="button" onClick={() => window.location.reload()} style={{ padding: '10px 16px', fontSize: 16 }}>
        Retry
      </button>
    </main>
  );
}
