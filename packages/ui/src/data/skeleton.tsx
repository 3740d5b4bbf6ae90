import type { CSSProperties } from 'react';
import classes from './skeleton.module.css';

export interface SkeletonBlockProps {
  /** CSS width (number = px); default 100% */
  width?: number | string;
  /** CSS height (number = px) */
  height: number | string;
  /** CSS border radius (number = px); default the theme's radius */
  radius?: number | string;
  className?: string;
  'aria-label'?: string;
}

const css = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);

/**
 * A pulsing placeholder block (the look of Mantine's Skeleton as a plain element): the shared loading
 * states live in the entry chunk, where Mantine's Box machinery would cost about 9 KB of gzipped JS.
 */
export function SkeletonBlock({ width, height, radius, className, 'aria-label': label }: SkeletonBlockProps) {
  const style = { '--skeleton-width': css(width), '--skeleton-height': css(height), '--skeleton-radius': css(radius) } as CSSProperties;
  return <div className={className ? `${classes.skeleton} ${className}` : classes.skeleton} style={style} aria-label={label} />;
}
