import '@mantine/core/styles/Loader.css';
import { Loader } from '@mantine/core';
import classes from './page.module.css';

/** The screen-loading indicator (Suspense fallback of lazy screens). */
export function PageLoader() {
  return (
    <div className={classes.loader} role="status" aria-live="polite" aria-label="加载中">
      <Loader type="dots" />
    </div>
  );
}
