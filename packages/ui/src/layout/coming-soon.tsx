import { ROOT_REDIRECT } from '@ws/routes';
import { IconTools } from '../icons/icons';
import { AppLink } from '../navigation/app-link';
import classes from './page.module.css';

/** A route of this app whose screen is not built yet. */
export function ComingSoon() {
  return (
    <section className={classes.status} aria-labelledby="ws-coming-soon-title">
      <div className={classes.statusIcon}>
        <IconTools size={44} strokeWidth={1.5} />
      </div>
      <h1 id="ws-coming-soon-title" className={classes.statusTitle}>
        即将上线
      </h1>
      <p className={classes.statusText}>该功能正在建设中，敬请期待。</p>
      <AppLink to={ROOT_REDIRECT} className={classes.statusAction}>
        返回首页
      </AppLink>
    </section>
  );
}
