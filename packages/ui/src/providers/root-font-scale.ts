import { useLayoutEffect } from 'react';

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

/** Sets the root font size (Mantine sizes are rem, so the whole UI scales) and follows resizes. */
export function useRootFontScale(): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const apply = () => {
      frame = 0;
      root.style.fontSize = `${rootFontSize(window.innerWidth)}px`;
    };
    apply();
    const onResize = () => {
      if (!frame) frame = window.requestAnimationFrame(apply);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (frame) window.cancelAnimationFrame(frame);
      root.style.fontSize = '';
    };
  }, []);
}
