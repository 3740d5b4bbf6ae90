// A button with Mantine's look on a plain <button> (no Box / polymorphic / style-props runtime), and the
// same look on a link (ButtonLink) instead of a `component` prop.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { AppLink, type AppLinkProps } from '../navigation/app-link';
import classes from './controls.module.css';

export type ButtonVariant = 'filled' | 'light' | 'default' | 'subtle' | 'outline';
export type ButtonColor = 'brand' | 'red';
export type ControlSize = 'xs' | 'sm' | 'md';

interface ButtonLook {
  /** default 'filled' */
  variant?: ButtonVariant;
  /** default 'brand' (the theme's primary colour) */
  color?: ButtonColor;
  /** default 'sm' (36 px high, as Mantine's) */
  size?: ControlSize;
  /** the whole width of its container */
  fullWidth?: boolean;
  /** an icon before the text */
  leftSection?: ReactNode;
}

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonLook & {
    /** disabled, aria-busy and a spinner over the faded text (the text stays its accessible name) */
    loading?: boolean;
  };

const lookAttrs = ({ variant = 'filled', color = 'brand', size = 'sm', fullWidth, leftSection }: ButtonLook) => ({
  'data-variant': variant,
  'data-color': color === 'brand' ? undefined : color,
  'data-size': size,
  'data-full-width': fullWidth ? '' : undefined,
  'data-with-left-section': leftSection ? '' : undefined,
});

const inner = (leftSection: ReactNode, children: ReactNode) => (
  <span className={classes.buttonInner}>
    {leftSection ? <span className={classes.buttonSection}>{leftSection}</span> : null}
    <span>{children}</span>
  </span>
);

const join = (a: string | undefined, b?: string) => (b ? `${a ?? ''} ${b}` : a);

export function Button({ variant, color, size, fullWidth, leftSection, loading = false, disabled, type = 'button', className, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={join(classes.button, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      {...lookAttrs({ variant, color, size, fullWidth, leftSection })}
    >
      {inner(leftSection, children)}
      {loading ? <span className={classes.spinner} aria-hidden="true" /> : null}
    </button>
  );
}

export type ButtonLinkProps = AppLinkProps & ButtonLook;

/** A link (AppLink: router link, other-app link or inert text) that looks like a Button. */
export function ButtonLink({ variant, color, size, fullWidth, leftSection, className, children, ...rest }: ButtonLinkProps) {
  return (
    <AppLink {...rest} className={join(classes.button, className)} {...lookAttrs({ variant, color, size, fullWidth, leftSection })}>
      {inner(leftSection, children)}
    </AppLink>
  );
}
