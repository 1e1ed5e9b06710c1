/*
 * Work a visitor need not wait for: a page runs it once the frame its action changed is on screen. React runs a
 * click's effects before the browser paints, so an effect's heavy part (drawing a chart, writing a long URL through
 * the router) would otherwise hold back the results the click asked for.
 */

/**
 * Runs `task` in a task of its own after the next frame is painted (a frame callback, then a task after it), or at
 * once where there are no frames. Returns a function that cancels it if it has not run yet.
 */
export function afterNextPaint(task: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    task();
    return () => {};
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
