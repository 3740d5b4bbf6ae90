import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import classes from './rich-text.module.css';

export interface RichTextProps {
  /** HTML from the server; it is sanitized (DOMPurify) before rendering */
  html: string | null | undefined;
  className?: string;
}

/** Server rich text, sanitized, in Mantine's Typography styles. */
export function RichText({ html, className }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography
      className={className ? `${classes.root} ${className}` : classes.root}
      // eslint-disable-next-line no-restricted-syntax -- the one place rich text is rendered; sanitized above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
