// Rich text in a server render: the eager RichText, sanitized by DOMPurify with the same rules on a DOM the
// renderer brings (jsdom): a first paint then holds an article's text, never its unsanitized HTML.
import { setServerRichText } from './lazy-rich-text';
import { RichText } from './rich-text';
import { setSanitizerDom } from './sanitize';

export function enableServerRichText(w: Window & typeof globalThis): void {
  setSanitizerDom(w);
  setServerRichText(RichText);
}
