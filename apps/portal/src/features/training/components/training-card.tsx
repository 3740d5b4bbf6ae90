import type { Training } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { ApplyLink } from '@/shared/apply-link';
import { CoverCard } from '@/shared/cover-card';
import { periodOf, priceText } from '../lib/format';
import classes from './training.module.css';

/** A training card: cover, name, start–end dates → /trainInfo; price and 立即报名 → /application. */
export function TrainingCard({ item }: { item: Training }) {
  const { start, end } = periodOf(item);
  return (
    <CoverCard
      to={paths.trainInfo(item.id)}
      image={item.firstFile?.FileUrl}
      name={item.name}
      bodyClassName={classes.body}
      metaClassName={classes.period}
      meta={
        <>
          <span>
            开班：<time dateTime={item.update_time}>{start}</time>
          </span>
          <span>
            结束：<time dateTime={item.end_time}>{end}</time>
          </span>
        </>
      }
      price={priceText(item.price)}
      priceClassName={classes.price}
      action={<ApplyLink id={item.id} name={item.name} endTime={item.end_time} className={classes.apply} />}
    />
  );
}
