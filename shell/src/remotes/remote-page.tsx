import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button, CardShell, Icon, type RemoteModuleId, type RemotePageModule } from '@calc/shared';
import { loadRemotePage } from './remote-registry';

// One lazy component per module, kept across navigations; a failed one is dropped so the next render retries.
const pages = new Map<RemoteModuleId, LazyExoticComponent<ComponentType>>();
// Loads started before the first render (the page the visitor arrived on), taken over by its lazy component.
const earlyLoads = new Map<RemoteModuleId, Promise<RemotePageModule>>();

/** Starts loading a page's remote now, in parallel with the shell's own start-up. */
export function preloadRemotePage(id: RemoteModuleId): void {
  if (pages.has(id) || earlyLoads.has(id)) return;
  const load = loadRemotePage(id);
  load.catch(() => {}); // a failure is reported when the page renders, by its boundary
  earlyLoads.set(id, load);
}

function pageComponent(id: RemoteModuleId): LazyExoticComponent<ComponentType> {
  let page = pages.get(id);
  if (!page) {
    page = lazy(() => {
      const load = earlyLoads.get(id) ?? loadRemotePage(id);
      earlyLoads.delete(id);
      return load.catch((error) => {
        pages.delete(id);
        throw error;
      });
    });
    pages.set(id, page);
  }
  return page;
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
  @media (min-width: 768px) { grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); }
`;

/** Reserves the page's space while its remote loads, so nothing jumps when it arrives. */
export function PageSkeleton() {
  return (
    <SkeletonGrid role="status" aria-label="Loading">
      <Bone $height={420} />
      <Bone $height={420} />
    </SkeletonGrid>
  );
}

const FailureCard = styled(CardShell)`
  text-align: center;
  padding: 48px 24px;
  > svg { color: var(--warning); }
  h2 { margin: 12px 0 8px; font-size: 20px; }
  p { margin: 0 auto 20px; max-width: 460px; color: var(--text-muted); }
`;

interface BoundaryProps {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.warn(`[shell] ${this.props.title} is unavailable:`, error.message);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <FailureCard role="alert">
        <Icon name="alert" size={40} />
        <h2>{this.props.title} is unavailable right now</h2>
        <p>This part of the site could not be loaded. The rest of the site still works. Check your connection and try again.</p>
        <Button onClick={this.props.onRetry} startIcon={<Icon name="refresh" size={16} />}>Retry</Button>
      </FailureCard>
    );
  }
}

/** A page that lives in a remote: loaded on first visit, with a skeleton, and a Retry when it fails. */
export function RemotePage({ id, title }: { id: RemoteModuleId; title: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = pageComponent(id);
  return (
    <RemoteErrorBoundary key={`${id}:${attempt}`} title={title} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
