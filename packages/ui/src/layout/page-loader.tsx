import classes from './page.module.css';

/**
 * The screen-loading indicator (Suspense fallback of lazy screens): three pulsing dots like Mantine's
 * Loader type="dots", as plain elements (it is in every entry chunk).
 */
export function PageLoader() {
  return (
    <div className={classes.loader} role="status" aria-live="polite" aria-label="加载中">
      <span className={classes.dots} aria-hidden="true">
        <span className={classes.dot} />
        <span className={classes.dot} />
        <span className={classes.dot} />
      </span>
    </div>
  );
}
