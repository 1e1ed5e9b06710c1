import { render, screen, waitFor } from '@testing-library/react';
import { lazyExplanation } from '../lazy-explanation';

function Page({ Explanation }: { Explanation: React.ComponentType }) {
  return (
    <>
      <p>The calculator</p>
      <Explanation />
    </>
  );
}

describe('lazyExplanation', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  it('shows nothing until the module arrives, then renders it, without holding back the page', async () => {
    let resolve!: (module: { default: React.ComponentType }) => void;
    const Explanation = lazyExplanation(
      () =>
        new Promise((done) => {
          resolve = done;
        }),
    );
    render(<Page Explanation={Explanation} />);
    expect(screen.getByText('The calculator')).toBeInTheDocument();
    expect(screen.queryByText('How it works')).toBeNull();
    resolve({ default: () => <p>How it works</p> });
    expect(await screen.findByText('How it works')).toBeInTheDocument();
  });

  it('asks for a chunk that failed again, and renders nothing, keeping the page, when it keeps failing', async () => {
    const load = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
    const Explanation = lazyExplanation(load);
    render(<Page Explanation={Explanation} />);
    await waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 3000 });
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByText('The calculator')).toBeInTheDocument();
  });

  it('shows the explanation when the chunk arrives on a second attempt', async () => {
    const load = jest
      .fn<Promise<{ default: React.ComponentType }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ default: () => <p>How it is calculated</p> });
    render(<Page Explanation={lazyExplanation(load)} />);
    expect(await screen.findByText('How it is calculated', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it('renders nothing, and keeps the page, when the explanation throws ', async () => {
    const Broken = () => {
      throw new TypeError('Element type is invalid');
    };
    const Explanation = lazyExplanation(() => Promise.resolve({ default: Broken }));
    render(<Page Explanation={Explanation} />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('The calculator')).toBeInTheDocument();
  });
});
