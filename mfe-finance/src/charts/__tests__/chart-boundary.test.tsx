import { act, screen } from '@testing-library/react';
import { renderApp } from '../../../../test-support/render-app';
import { CHART_FAILED_MESSAGE, ChartBoundary, withTimeLimit } from '../chart-boundary';

describe('withTimeLimit', () => {
  afterEach(() => jest.useRealTimers());

  it('gives what arrives in time, and refuses what has not arrived by the limit', async () => {
    await expect(withTimeLimit(() => Promise.resolve('chart'), 50)()).resolves.toBe('chart');
    jest.useFakeTimers();
    const never = withTimeLimit(() => new Promise<never>(() => undefined), 10_000)();
    jest.advanceTimersByTime(10_000);
    await expect(never).rejects.toThrow('did not arrive within 10000 ms');
  });

  it('passes a failure on as it is', async () => {
    await expect(withTimeLimit(() => Promise.reject(new Error('chunk 404')), 50)()).rejects.toThrow('chunk 404');
  });
});

describe('ChartBoundary', () => {
  it('says the chart could not load, with Retry, and shows the chart again once retried', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Chart() {
      if (broken) throw new Error('chunk failed');
      return <p>the chart</p>;
    }
    const onRetry = jest.fn(() => {
      broken = false;
    });
    const { user } = renderApp(
      <ChartBoundary onRetry={onRetry}>
        <Chart />
      </ChartBoundary>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(CHART_FAILED_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Retry chart' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    expect(screen.getByText('the chart')).toBeInTheDocument();
  });
});
