import { screen } from '@testing-library/react';
import { renderApp } from '../../../../test-support/render-app';
import { lazyPart, withTimeLimit } from '../lazy-part';

describe('withTimeLimit', () => {
  afterEach(() => jest.useRealTimers());

  it('gives what arrives in time, and refuses what has not arrived by the limit', async () => {
    await expect(withTimeLimit(() => Promise.resolve('part'), 50)()).resolves.toBe('part');
    jest.useFakeTimers();
    const never = withTimeLimit(() => new Promise<never>(() => undefined), 10_000)();
    jest.advanceTimersByTime(10_000);
    await expect(never).rejects.toThrow('did not arrive within 10000 ms');
  });

  it('passes a failure on as it is', async () => {
    await expect(withTimeLimit(() => Promise.reject(new Error('chunk 404')), 50)()).rejects.toThrow('chunk 404');
  });
});

describe('lazyPart', () => {
  const options = { message: 'The table could not load.', retryLabel: 'Retry table', fallback: <p>Loading…</p> };
  const Table = ({ caption }: { caption: string }) => <p>{caption}</p>;

  it('shows the fallback, then the part with its props', async () => {
    const table = lazyPart(() => Promise.resolve(Table), options);
    renderApp(<table.Part caption="the rows" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('the rows')).toBeInTheDocument();
  });

  it('asks again for a chunk that failed; one that keeps failing says so, and Retry brings the part', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let arrives = false;
    const load = jest.fn(() => (arrives ? Promise.resolve(Table) : Promise.reject(new Error('ChunkLoadError'))));
    const table = lazyPart(load, options);
    const { user } = renderApp(
      <>
        <p>The figures</p>
        <table.Part caption="the rows" />
      </>,
    );
    expect(await screen.findByRole('status', {}, { timeout: 3000 })).toHaveTextContent('The table could not load.');
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByText('The figures')).toBeInTheDocument();
    arrives = true;
    await user.click(screen.getByRole('button', { name: 'Retry table' }));
    expect(await screen.findByText('the rows')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('preload asks for the chunk before the part renders', async () => {
    const load = jest.fn(() => Promise.resolve(Table));
    lazyPart(load, options).preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
