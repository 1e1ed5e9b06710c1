import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

/**
 * The explanation is secondary content: if its chunk cannot be loaded, or it cannot render (for example a shell
 * deployed before the shared package gained ExplanationSection), the calculator above it must keep working.
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

/**
 * A component that loads an explanation module in its own chunk (React.lazy) and renders it below the calculator
 * once it arrives: nothing is shown while it loads, so the calculator never waits for it.
 */
export function lazyExplanation(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Explanation = lazy(load);
  function LazyExplanation() {
    return (
      <ExplanationBoundary>
        <Suspense fallback={null}>
          <Explanation />
        </Suspense>
      </ExplanationBoundary>
    );
  }
  return LazyExplanation;
}
