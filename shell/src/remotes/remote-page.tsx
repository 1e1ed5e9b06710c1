/*
 * How the shell shows a remote's page: it loads the remote's module, shows a skeleton while it comes, and contains its
 * failures with Retry so that one remote never breaks the site.
 */
import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { useSiteCatalog, type SiteCatalog, type SitePage } from '@calc/singleton';
import { Button, CardShell, Icon } from '@calc/shared';
import { PAGE_NOTICE_ATTRIBUTE, pageStateProps } from '../site/page-state';
import { earlyLoad, type EarlyLoad } from './early-load';
import { loadRemotePage, refreshRemote, type RemotePageModule } from './remote-registry';

const keyOf = (page: SitePage) => `${page.remote}/${page.module}`;

// One lazy component per module, kept across navigations; a failed one is dropped so the next render retries.
const pages = new Map<string, LazyExoticComponent<ComponentType>>();
// Loads started before the first render (the page the visitor arrived on), taken over by its lazy component.
const earlyLoads = new Map<string, EarlyLoad<RemotePageModule>>();

/** Starts loading a page's remote now, in parallel with the shell's own start-up. */
export function preloadRemotePage(page: SitePage, catalog: SiteCatalog): void {
  const key = keyOf(page);
  if (pages.has(key) || earlyLoads.has(key)) return;
  const load = earlyLoad(() => loadRemotePage(page, catalog));
  load.start();
  earlyLoads.set(key, load);
}

function pageComponent(page: SitePage, catalog: SiteCatalog): LazyExoticComponent<ComponentType> {
  const key = keyOf(page);
  let component = pages.get(key);
  if (!component) {
    component = lazy(() => {
      const load = earlyLoads.get(key)?.take() ?? loadRemotePage(page, catalog);
      earlyLoads.delete(key);
      return load.catch((error) => {
        pages.delete(key);
        throw error;
      });
    });
    pages.set(key, component);
  }
  return component;
}

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Bone = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  border-radius: var(--radius-lg);
  background: linear-gradient(90deg, var(--surface-3) 25%, var(--surface-2) 50%, var(--surface-3) 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const SkeletonGrid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

/** How long a page may take before the visitor is told it is still coming (and may try again). */
export const SLOW_AFTER_MS = 5_000;
let firstSkeleton = true;

const SlowNotice = styled.div`
  position: absolute;
  top: 24px;
  left: 50%;
  transform: translateX(-50%);
  width: min(460px, calc(100% - 32px));
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 20px;
  text-align: center;
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow);
  p {
    margin: 0;
    color: var(--text-muted);
  }
`;

/**
 * Reserves the page's space while its remote loads, so nothing jumps when it arrives. A page still loading after
 * a few seconds says so and offers Retry (its entry and chunks give up after 20 s by themselves). It publishes the
 * page state `loading`; its notice is marked, so the takeover can show it beside a prerendered page that still works.
 */
export function PageSkeleton({ title, onRetry }: { title?: string; onRetry?: () => void }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    // The page the visitor arrived on counts from their arrival: a prerendered page has shown it since then.
    const waited = firstSkeleton ? performance.now() : 0;
    firstSkeleton = false;
    const timer = window.setTimeout(() => setSlow(true), Math.max(0, SLOW_AFTER_MS - waited));
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div style={{ position: 'relative' }} {...pageStateProps('loading')}>
      <SkeletonGrid role="status" aria-label="Loading">
        <Bone $height={420} />
        <Bone $height={420} />
      </SkeletonGrid>
      {slow && title && onRetry ? (
        <SlowNotice role="status" aria-live="polite" {...{ [PAGE_NOTICE_ATTRIBUTE]: '' }}>
          <p>
            {title} is still loading. This is taking longer than usual: your connection may be slow, or the page may be
            unavailable for a moment.
          </p>
          <Button onClick={onRetry} startIcon={<Icon name="refresh" size={16} />}>
            Retry
          </Button>
        </SlowNotice>
      ) : null}
    </div>
  );
}

const FailureCard = styled(CardShell)`
  text-align: center;
  padding: 48px 24px;
  > svg {
    color: var(--warning);
  }
  h2 {
    margin: 12px 0 8px;
    font-size: 20px;
  }
  p {
    margin: 0 auto 20px;
    max-width: 460px;
    color: var(--text-muted);
  }
`;

interface BoundaryProps {
  title: string;
  /** Called on the first failure of this page's remote: it reloads the remote, so the boundary waits quietly. */
  recoverOnce: (() => void) | null;
  onRetry: () => void;
  children: ReactNode;
}

export class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    if (this.props.recoverOnce) {
      this.props.recoverOnce();
      return;
    }
    // The precise cause (version needed vs provided, a missing module, the network) is for the developer's console.
    console.error(`[shell] ${this.props.title} is unavailable. ${error.message}`);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.recoverOnce) return <PageSkeleton />;
    return (
      <FailureCard role="alert" {...pageStateProps('failed')}>
        <Icon name="alert" size={40} />
        <h2>{this.props.title} is unavailable right now</h2>
        <p>This part of the site could not be loaded. The rest of the site still works. Check your connection and try again.</p>
        <Button onClick={this.props.onRetry} startIcon={<Icon name="refresh" size={16} />}>
          Retry
        </Button>
      </FailureCard>
    );
  }
}

/**
 * Published after a page's content, committed with it: the route's page has rendered (page-state.ts). Hidden, and
 * after the content, so it takes no space and no place in the page's layout.
 */
export function PageReady() {
  return <span hidden {...pageStateProps('ready')} />;
}

/**
 * A page that lives in a remote: loaded on first visit, with a skeleton. When the page or one of its chunks
 * fails (after the chunk's own retries), the remote is reloaded once by itself, from its live entry (a release
 * may have replaced the version this tab started with); the page comes back with what the visitor typed (the
 * calculator keeps its draft and its URL). If it fails again, its card offers Retry, which does the same.
 */
export function RemotePage({ page }: { page: SitePage }) {
  const catalog = useSiteCatalog();
  const [attempt, setAttempt] = useState(0);
  const [recovering, setRecovering] = useState(false);
  const [recoveredOnce, setRecoveredOnce] = useState(false);
  const key = keyOf(page);
  const reload = useCallback(async () => {
    setRecovering(true);
    pages.delete(key);
    await refreshRemote(page.remote);
    setRecovering(false);
    setAttempt((count) => count + 1);
  }, [key, page.remote]);
  const recoverOnce = useCallback(() => {
    setRecoveredOnce(true);
    void reload();
  }, [reload]);

  if (recovering) return <PageSkeleton />;
  const retry = () => void reload();
  const Page = pageComponent(page, catalog);
  return (
    <RemoteErrorBoundary
      key={`${key}:${attempt}`}
      title={page.title}
      recoverOnce={recoveredOnce ? null : recoverOnce}
      onRetry={retry}
    >
      <Suspense fallback={<PageSkeleton title={page.title} onRetry={retry} />}>
        <Page />
        <PageReady />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
