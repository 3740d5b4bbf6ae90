import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useAfterLoad } from '../lib/use-after-load';
import classes from './vertical-ticker.module.css';

export interface VerticalTickerProps {
  /** one line each */
  items: { key: string | number; node: ReactNode }[];
  /** ms between lines (spec: 3 s for the stat line and the headlines) */
  interval?: number;
  lineHeight?: number;
  label: string;
  className?: string;
}

/**
 * Shows one line at a time and scrolls to the next every `interval` ms; pauses while hovered or focused
 * (focusing a hidden line brings it into view). Every line stays in the document for screen readers.
 * It starts once the page has loaded, and a step moves the list and marks the line in the DOM itself:
 * a tick is no React render.
 */
export function VerticalTicker({ items, interval = 3000, lineHeight = 32, label, className }: VerticalTickerProps) {
  const [paused, setPaused] = useState(false);
  const started = useAfterLoad();
  const listRef = useRef<HTMLUListElement>(null);
  const index = useRef(0);
  const count = items.length;

  const show = useCallback(
    (i: number) => {
      const list = listRef.current;
      index.current = count === 0 ? 0 : i % count;
      if (!list) return;
      list.style.transform = `translateY(-${index.current * lineHeight}px)`;
      Array.from(list.children).forEach((li, n) => {
        if (n === index.current) li.setAttribute('data-active', '');
        else li.removeAttribute('data-active');
      });
    },
    [count, lineHeight],
  );

  // new items or a new line height: keep the current line where it belongs
  useLayoutEffect(() => show(index.current), [show, items]);

  useEffect(() => {
    if (!started || paused || count < 2) return;
    const id = window.setInterval(() => show(index.current + 1), interval);
    return () => window.clearInterval(id);
  }, [started, paused, count, interval, show]);

  const style = { '--ticker-line-h': `${lineHeight}px` } as CSSProperties;
  return (
    <div
      className={[classes.viewport, className].filter(Boolean).join(' ')}
      style={style}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-paused={paused || undefined}
    >
      <ul ref={listRef} className={classes.list} aria-label={label}>
        {items.map((it, i) => (
          <li key={it.key} className={classes.item} onFocus={() => show(i)}>
            {it.node}
          </li>
        ))}
      </ul>
    </div>
  );
}
