// Work that reads the layout (a size, a scroll width) or starts something heavy waits for the next frame to
// be drawn: right after a frame the layout is clean, so reading it costs nothing, and the work runs in a
// task of its own instead of lengthening the render or commit that asked for it (on a phone such a forced
// layout inside React's commit is a long task that keeps the page from answering a tap).

/** Runs `fn` once the next frame has been painted (or at once where frames are not drawn); returns a cancel. */
export function afterNextPaint(fn: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.requestAnimationFrame !== 'function') {
    fn();
    return () => {};
  }
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(fn, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
