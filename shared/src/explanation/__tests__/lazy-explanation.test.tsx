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

  it('renders nothing, and keeps the page, when the chunk fails to load', async () => {
    const Explanation = lazyExplanation(() => Promise.reject(new Error('ChunkLoadError')));
    render(<Page Explanation={Explanation} />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('The calculator')).toBeInTheDocument();
  });

  it('renders nothing, and keeps the page, when the explanation throws (an older shell without the section)', async () => {
    const Broken = () => {
      throw new TypeError('Element type is invalid');
    };
    const Explanation = lazyExplanation(() => Promise.resolve({ default: Broken }));
    render(<Page Explanation={Explanation} />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('The calculator')).toBeInTheDocument();
  });
});
