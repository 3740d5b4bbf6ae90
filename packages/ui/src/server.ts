// What runs on the server only (react-dom/server): kept out of the package's main entry, so that no
// client bundle can pull it in.
export { FIRST_PAINT_BUDGET_MS, renderFirstPaint, type FirstPaint, type FirstPaintOptions } from './app/render-first-paint';
export { enableServerRichText } from './rich-text/server-rich-text';
