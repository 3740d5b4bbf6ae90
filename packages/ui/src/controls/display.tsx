// Badge, Progress and CloseButton with Mantine's look on plain elements.
import type { ComponentPropsWithRef } from 'react';
import classes from './controls.module.css';

export type BadgeColor = 'brand' | 'red' | 'green' | 'yellow' | 'gray';

export type BadgeProps = ComponentPropsWithRef<'span'> & {
  /** default 'brand' */
  color?: BadgeColor;
  /** default 'light' */
  variant?: 'light' | 'filled' | 'outline';
  /** default 'md' */
  size?: 'xs' | 'sm' | 'md' | 'lg';
};

export function Badge({ color = 'brand', variant = 'light', size = 'md', className, ...rest }: BadgeProps) {
  return (
    <span
      {...rest}
      className={className ? `${classes.badge} ${className}` : classes.badge}
      data-color={color === 'brand' ? undefined : color}
      data-variant={variant}
      data-size={size === 'md' ? undefined : size}
    />
  );
}

export type ProgressProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** 0-100 (clamped) */
  value: number;
  /** default 'md' */
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** what is progressing (role="progressbar" needs a name) */
  'aria-label': string;
};

/** A bar with role="progressbar" and aria-valuenow (0-100). */
export function Progress({ value, size = 'md', className, ...rest }: ProgressProps) {
  const v = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  return (
    <div
      {...rest}
      className={className ? `${classes.progress} ${className}` : classes.progress}
      data-size={size === 'md' ? undefined : size}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={v}
    >
      <div className={classes.progressBar} style={{ width: `${v}%` }} />
    </div>
  );
}

export type CloseButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  /** what it closes or removes (the button shows only a ×) */
  'aria-label': string;
  /** default 'md' */
  size?: 'xs' | 'sm' | 'md';
};

/** An × button (type="button"); the aria-label is its name. */
export function CloseButton({ size = 'md', className, type = 'button', ...rest }: CloseButtonProps) {
  return (
    <button {...rest} type={type} className={className ? `${classes.close} ${className}` : classes.close} data-size={size === 'md' ? undefined : size}>
      <svg viewBox="0 0 15 15" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          fillRule="evenodd"
          clipRule="evenodd"
          d="M11.78 4.28a.75.75 0 0 0-1.06-1.06L7.5 6.44 4.28 3.22a.75.75 0 0 0-1.06 1.06L6.44 7.5 3.22 10.72a.75.75 0 1 0 1.06 1.06L7.5 8.56l3.22 3.22a.75.75 0 1 0 1.06-1.06L8.56 7.5l3.22-3.22Z"
        />
      </svg>
    </button>
  );
}
