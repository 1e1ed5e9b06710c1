/*
 * Starts the page's scripts once the first paint is reported (prerendered-page.ts took their tags out of the head):
 * a 'paint' performance entry comes when the frame is on screen; at once in a hidden tab, which paints no frames;
 * after `waitMs` at the latest. The tags go in one per task (adding one costs layout work), in document order,
 * scripts with async = false so they run in that order. Why not the next frame: its task can run before the frame
 * is presented, and Lighthouse then counts every request started before the largest paint as one it waited for.
 */
import type { TagAttributes } from '../prerendered-page-marks';

export interface ScriptTags {
  preloads: TagAttributes[];
  scripts: TagAttributes[];
}

export function startScriptsAfterPaint(
  tags: ScriptTags,
  waitMs: number,
  onScriptError: () => void = () => {},
  doc: Document = document,
): void {
  let started = false;
  const queue: ['link' | 'script', TagAttributes][] = [
    ...tags.preloads.map((attributes): ['link', TagAttributes] => ['link', attributes]),
    ...tags.scripts.map((attributes): ['script', TagAttributes] => ['script', attributes]),
  ];
  const next = () => {
    const tag = queue.shift();
    if (!tag) return;
    const element = doc.createElement(tag[0]);
    for (const [name, value] of Object.entries(tag[1])) element.setAttribute(name, value);
    if (element instanceof HTMLScriptElement) {
      element.async = false;
      element.addEventListener('error', onScriptError);
    }
    doc.head.appendChild(element);
    setTimeout(next, 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    next();
  };
  const painted = () => setTimeout(start, 0);
  doc.addEventListener('visibilitychange', start);
  if (doc.visibilityState === 'hidden') return start();
  try {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      painted();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => requestAnimationFrame(painted));
  }
  setTimeout(start, waitMs);
}
