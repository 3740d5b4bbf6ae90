import type { ComponentPropsWithoutRef } from 'react';
import classes from './page.module.css';

export type PageContainerProps = ComponentPropsWithoutRef<'div'>;

/** Centred content column (max 75rem = 1200 px at 16 px root) with side padding. */
export function PageContainer({ className, children, ...rest }: PageContainerProps) {
  return (
    <div className={className ? `${classes.container} ${className}` : classes.container} {...rest}>
      {children}
    </div>
  );
}
