// '@ws/ui/rich-text': the eager RichText (DOMPurify imported statically). Import it only from screens
// that are loaded lazily; '@ws/ui' exports a RichText that loads this module on first use.
export { RichText, type RichTextProps } from './rich-text';
export { sanitizeHtml } from './sanitize';
