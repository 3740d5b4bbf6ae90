// The mall's first paint, rendered by the gateway (built into dist/.vite/server by `vite build --ssr`).
import { renderFirstPaint, type FirstPaintOptions } from '@ws/ui/server';
import { screens } from './app/screens';

export const render = (url: string, options: FirstPaintOptions) => renderFirstPaint('mall', screens, url, options);
