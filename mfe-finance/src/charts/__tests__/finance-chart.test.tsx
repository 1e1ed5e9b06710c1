import { screen } from '@testing-library/react';
import { renderApp } from '../../../../test-support/render-app';
import { CHART_FAILED_MESSAGE, chartSpecs, financeChart } from '../finance-chart';
import type { ChartContentProps } from '../chart-content';
import { ChartFrame } from '../chart-frames';

// jsdom draws no canvas: the drawing chunk is replaced by one that writes what it was given. What is under test is
// how the chart arrives: both chunks side by side, the frames meanwhile, the failure in the chart's place, Retry.
jest.mock('../chart-content', () => ({
  __esModule: true,
  default: ({ id, specs, result, format }: ChartContentProps<number>) => (
    <p>
      {id}: {specs.build(result, format)?.labels.join(' ')}
    </p>
  ),
}));

const specs = chartSpecs<number>((years) => ({
  labels: Array.from({ length: years }, (_, index) => `Year ${index + 1}`),
  xTitle: 'Year',
  series: [],
  summary: `${years} years`,
}));

describe('financeChart', () => {
  it('holds the frames while its code loads, then draws the result with its own builders', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Chart = financeChart('growth', () => arrived.then(() => specs), { donut: true });
    const { container } = renderApp(<Chart result={2} />);
    // The chart's frame and the donut's, each of a fixed height, hold the place.
    const frames = () => container.getElementsByClassName(ChartFrame.styledComponentId);
    expect(frames()).toHaveLength(2);
    arrive();
    expect(await screen.findByText('growth: Year 1 Year 2')).toBeInTheDocument();
    expect(frames()).toHaveLength(0);
  });

  it('a chart whose builders never arrive says so in its place, the figures untouched; Retry chart brings it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let arrives = false;
    const loadSpecs = jest.fn(() => (arrives ? Promise.resolve(specs) : Promise.reject(new Error('ChunkLoadError'))));
    const Chart = financeChart('growth', loadSpecs);
    const { user } = renderApp(
      <>
        <p>The figures</p>
        <Chart result={3} />
      </>,
    );
    const failure = await screen.findByRole('status', {}, { timeout: 3000 });
    expect(failure).toHaveTextContent(CHART_FAILED_MESSAGE);
    // In the chart's own frame, asked for three times (the import and its two retries).
    expect(failure.parentElement).toHaveClass(ChartFrame.styledComponentId);
    expect(loadSpecs).toHaveBeenCalledTimes(3);
    expect(screen.getByText('The figures')).toBeInTheDocument();
    arrives = true;
    await user.click(screen.getByRole('button', { name: 'Retry chart' }));
    expect(await screen.findByText('growth: Year 1 Year 2 Year 3')).toBeInTheDocument();
  });
});
