import { startScriptsAfterPaint } from '../start-scripts-after-paint';

const TAGS = { preloads: [{ rel: 'preload', as: 'script', href: '/305.abcd1234.js' }], scripts: [{ src: '/main.1234abcd.js' }] };
const WAIT = 1500;

describe('startScriptsAfterPaint: the scripts start once the first paint is reported, not before', () => {
  const original = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  let reportPaint: (() => void) | null = null;
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    reportPaint = null;
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = class {
      constructor(private callback: (list: unknown, observer: { disconnect(): void }) => void) {}
      observe() {
        reportPaint = () => this.callback({}, { disconnect() {} });
      }
    };
  });
  afterEach(() => {
    jest.useRealTimers();
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = original;
  });
  const added = () => Array.from(document.head.querySelectorAll('script[src], link[rel=preload]'));

  it('waits for the paint entry, then adds every tag, one per task, preloads first, scripts in order', () => {
    startScriptsAfterPaint(TAGS, WAIT);
    jest.advanceTimersByTime(WAIT - 1);
    expect(added()).toHaveLength(0);
    reportPaint!();
    // In a task after the report, not during it.
    expect(added()).toHaveLength(0);
    jest.advanceTimersByTime(0);
    expect(added()[0].tagName).toBe('LINK');
    jest.advanceTimersByTime(10);
    const [preload, script] = added() as [HTMLLinkElement, HTMLScriptElement];
    expect(preload.getAttribute('href')).toBe('/305.abcd1234.js');
    expect(script.getAttribute('src')).toBe('/main.1234abcd.js');
    expect(script.async).toBe(false);
  });

  it('starts anyway after the wait limit when no paint is reported', () => {
    startScriptsAfterPaint(TAGS, WAIT);
    jest.advanceTimersByTime(WAIT + 50);
    expect(added()).toHaveLength(2);
  });

  it("reports a script that fails to load (so a calculation can go as a plain form submission)", () => {
    const failed = jest.fn();
    startScriptsAfterPaint(TAGS, WAIT, failed);
    jest.advanceTimersByTime(WAIT + 50);
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
