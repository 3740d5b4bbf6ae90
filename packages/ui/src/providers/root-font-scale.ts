// The root font scaling: 14 px up to a 1200 px wide window, 16 px from 1920 px, linear between. Mantine
// sizes are rem, so the whole UI scales with it. It is plain CSS (root-font-scale.css, imported by
// AppProviders): no script reads the window width or rewrites the html element's style at start-up or
// on resize, and the first paint already has the final size.

export const ROOT_FONT_MIN_PX = 14;
export const ROOT_FONT_MAX_PX = 16;
export const ROOT_FONT_MIN_WIDTH = 1200;
export const ROOT_FONT_MAX_WIDTH = 1920;

/** The html font size for a viewport width: 14 px at <= 1200 px, 16 px at >= 1920 px, linear between. */
export function rootFontSize(width: number): number {
  const t = (width - ROOT_FONT_MIN_WIDTH) / (ROOT_FONT_MAX_WIDTH - ROOT_FONT_MIN_WIDTH);
  const clamped = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0));
  return Math.round((ROOT_FONT_MIN_PX + clamped * (ROOT_FONT_MAX_PX - ROOT_FONT_MIN_PX)) * 100) / 100;
}

/** rootFontSize as a CSS value: the html font-size in root-font-scale.css. */
export const ROOT_FONT_SIZE_CSS = `clamp(${ROOT_FONT_MIN_PX}px, calc(${ROOT_FONT_MIN_PX}px + (100vw - ${ROOT_FONT_MIN_WIDTH}px) / ${
  (ROOT_FONT_MAX_WIDTH - ROOT_FONT_MIN_WIDTH) / (ROOT_FONT_MAX_PX - ROOT_FONT_MIN_PX)
}), ${ROOT_FONT_MAX_PX}px)`;
