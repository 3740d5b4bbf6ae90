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
  /** 'status' when the block alone stands for a loading region */
  role?: 'status';
  'aria-label'?: string;
}

const css = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);

/**
 * A pulsing placeholder block (the look of Mantine's Skeleton as a plain element): the shared loading
 * states live in the entry chunk, where Mantine's Box machinery would cost about 9 KB of gzipped JS.
 */
export function SkeletonBlock({ width, height, radius, className, role, 'aria-label': label }: SkeletonBlockProps) {
  const style = { '--skeleton-width': css(width), '--skeleton-height': css(height), '--skeleton-radius': css(radius) } as CSSProperties;
  return <div className={className ? `${classes.skeleton} ${className}` : classes.skeleton} style={style} role={role} aria-label={label} />;
}

export interface SkeletonLinesProps {
  /** how many lines */
  rows: number;
  /** each line's height in px (default 18) */
  height?: number;
  /** replaces the frame's class (a column of lines with gaps) */
  className?: string;
}

/** A loading region (加载中) of skeleton lines, every third one shorter, as text would be. */
export function SkeletonLines({ rows, height = 18, className = classes.lines }: SkeletonLinesProps) {
  return (
    <div className={className} role="status" aria-label="加载中">
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonBlock key={i} height={height} width={i % 3 === 2 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
