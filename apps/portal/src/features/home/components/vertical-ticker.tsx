import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
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
 */
export function VerticalTicker({ items, interval = 3000, lineHeight = 32, label, className }: VerticalTickerProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = items.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearInterval(id);
  }, [paused, count, interval]);

  const current = count === 0 ? 0 : index % count;
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
      <ul className={classes.list} aria-label={label} style={{ transform: `translateY(-${current * lineHeight}px)` }}>
        {items.map((it, i) => (
          <li key={it.key} className={classes.item} data-active={i === current || undefined} onFocus={() => setIndex(i)}>
            {it.node}
          </li>
        ))}
      </ul>
    </div>
  );
}
