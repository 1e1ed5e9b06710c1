import { act, screen } from '@testing-library/react';
import { renderApp } from '../../../../test-support/render-app';
import { CHART_FAILED_MESSAGE, ChartBoundary } from '../chart-boundary';

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
