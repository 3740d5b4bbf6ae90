import type { ReactNode } from 'react';
import classes from './demo-banner.module.css';

export const DEMO_TAG = '演示环境';

/**
 * A hint that only the demo site gives (its stand-ins for outside services), marked 演示环境. The caller
 * renders it only when the server says it runs in demo mode: never in production.
 */
export function DemoBanner({ children }: { children: ReactNode }) {
  return (
    <div className={classes.banner} role="note" aria-label={`${DEMO_TAG}提示`}>
      <span className={classes.tag}>{DEMO_TAG}</span>
      <span>{children}</span>
    </div>
  );
}

