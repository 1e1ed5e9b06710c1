import { earlyLoad } from '../early-load';

describe('earlyLoad', () => {
  it('hands a load started early to the first taker, once; later takers load afresh', async () => {
    let count = 0;
    const load = jest.fn(() => Promise.resolve(++count));
    const page = earlyLoad(load);
    page.start();
    page.start(); // already waiting: not asked twice
    expect(load).toHaveBeenCalledTimes(1);
    await expect(page.take()).resolves.toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(page.take()).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('without an early start, each take loads', async () => {
    const load = jest.fn(() => Promise.resolve('page'));
    const page = earlyLoad(load);
    await expect(page.take()).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an early failure is reported by the taker only, and the next take asks again', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce('page');
    const page = earlyLoad(load);
    page.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).not.toHaveBeenCalled();
    await expect(page.take()).rejects.toThrow('ChunkLoadError');
    await expect(page.take()).resolves.toBe('page');
    process.off('unhandledRejection', unhandled);
  });
});
