import type { Training } from '@ws/api-sdk';
import { AppLink } from '@ws/ui';
import { applicationPath, periodOf, priceText, trainInfoPath } from '../lib/format';
import classes from './training.module.css';

/** A training card: cover, name, start–end dates → /trainInfo; price and 立即报名 → /application. */
export function TrainingCard({ item }: { item: Training }) {
  const src = item.firstFile?.FileUrl;
  const { start, end } = periodOf(item);
  return (
    <article className={classes.card}>
      <AppLink to={trainInfoPath(item.id)} className={classes.link}>
        <div className={classes.cover}>{src ? <img className={classes.coverImg} src={src} alt="" loading="lazy" decoding="async" /> : null}</div>
        <div className={classes.body}>
          <span className={classes.name}>{item.name}</span>
          <span className={classes.period}>
            <span>
              开班：<time dateTime={item.update_time}>{start}</time>
            </span>
            <span>
              结束：<time dateTime={item.end_time}>{end}</time>
            </span>
          </span>
        </div>
      </AppLink>
      <div className={classes.actions}>
        <span className={classes.price}>{priceText(item.price)}</span>
        <AppLink to={applicationPath(item.id)} className={classes.apply} aria-label={`立即报名：${item.name}`}>
          立即报名
        </AppLink>
      </div>
    </article>
  );
}
