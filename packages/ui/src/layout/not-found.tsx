import { ROOT_REDIRECT } from '@ws/routes';
import { AppLink } from '../navigation/app-link';
import classes from './page.module.css';

/** The not-found page (404) with a link home. */
export function NotFound() {
  return (
    <section className={classes.status} aria-labelledby="ws-not-found-title">
      <div className={classes.statusCode} aria-hidden="true">
        404
      </div>
      <h1 id="ws-not-found-title" className={classes.statusTitle}>
        抱歉，您访问的页面不存在
      </h1>
      <p className={classes.statusText}>页面可能已被移除、更名，或链接地址有误。</p>
      <AppLink to={ROOT_REDIRECT} className={classes.statusAction}>
        返回首页
      </AppLink>
    </section>
  );
}
