import { render, renderHook, screen } from '@testing-library/react';
import { createStrictContext } from '../strict-context';

describe('createStrictContext', () => {
  const [WidgetContext, useWidget] = createStrictContext<{ size: number }>('Widget');

  function Probe() {
    const { size } = useWidget();
    return <output>size {size}</output>;
  }

  it('names the context', () => {
    expect(WidgetContext.displayName).toBe('Widget');
  });

  it('returns the provided value inside its provider', () => {
    render(
      <WidgetContext.Provider value={{ size: 3 }}>
        <Probe />
      </WidgetContext.Provider>,
    );
    expect(screen.getByText('size 3')).toBeInTheDocument();
  });

  it('throws a clear error outside its provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => renderHook(() => useWidget())).toThrow(
        'useWidget() must be used inside <WidgetProvider>. Wrap the app in <AppProviders>.',
      );
    } finally {
      spy.mockRestore();
    }
  });
});
