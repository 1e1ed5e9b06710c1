/*
 * How a page shows its "How it is calculated" section: loaded in its own chunk after the calculator, and kept apart so
 * that a failure there never breaks the calculator.
 */
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { retryImport } from '../lazy/retry-import';

/**
 * The explanation is secondary content: if its chunk cannot be loaded (after retries), or it cannot render, the
 * calculator above it must keep working.
 */
class ExplanationBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('The calculator explanation could not be shown.', error, info.componentStack);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

// How far below the screen the explanation starts loading once the visitor scrolls: it arrives before it shows.
const LOAD_MARGIN = '200px 0px';

// Holds the explanation's place while it is far away or loading: the page does not end abruptly at the calculator.
const Placeholder = styled.div`
  min-height: 320px;
`;

/**
 * True once the element is on screen, or within LOAD_MARGIN below it and the visitor scrolls (at once where
 * IntersectionObserver is missing). A visitor who uses the calculator without scrolling does not download an
 * explanation that starts below the screen; one who scrolls has it loading 200 px ahead of where it shows.
 */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const load = () => setNear(true);
    let waitingForScroll = false;
    const waitForScroll = () => {
      if (waitingForScroll) return;
      waitingForScroll = true;
      window.addEventListener('scroll', load, { once: true, passive: true });
      window.addEventListener('resize', load, { once: true, passive: true });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const { top, bottom } = entry.boundingClientRect;
          if (top < window.innerHeight && bottom > 0) load();
          else waitForScroll();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', load);
      window.removeEventListener('resize', load);
    };
  }, [near]);
  return [ref, near] as const;
}

/**
 * A component that loads an explanation module in its own chunk (React.lazy) and renders it below the calculator.
 * It asks for the chunk only when the visitor nears it (useNearViewport): on a phone the explanation starts below the
 * screen, and fetching and rendering it during start-up would compete with the calculator itself. Nothing is shown while it
 * loads but the space it will take, so the calculator never waits for it.
 */
export function lazyExplanation(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Explanation = lazy(retryImport(load));
  function LazyExplanation() {
    const [placeholder, near] = useNearViewport();
    if (!near) return <Placeholder ref={placeholder} />;
    return (
      <ExplanationBoundary>
        <Suspense fallback={<Placeholder />}>
          <Explanation />
        </Suspense>
      </ExplanationBoundary>
    );
  }
  return LazyExplanation;
}
