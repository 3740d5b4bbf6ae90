// The portal's first paint, rendered by the gateway (built into dist/.vite/server by `vite build --ssr`).
import { JSDOM } from 'jsdom';
import { enableServerRichText, renderFirstPaint, type FirstPaintOptions } from '@ws/ui/server';
import { screens } from './app/screens';

// articles' rich text (/detailPages' largest paint) is sanitized on a DOM of jsdom's, as DOMPurify is in a browser
enableServerRichText(new JSDOM('<!doctype html><html><body></body></html>').window as unknown as Window & typeof globalThis);

export const render = (url: string, options: FirstPaintOptions) => renderFirstPaint('portal', screens, url, options);
