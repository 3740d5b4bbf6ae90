import type { ReactNode } from 'react';
import type { Media } from '@ws/api-sdk';
import { AppLink, formatDateTime } from '@ws/ui';
import classes from './media-card.module.css';

export interface MediaCardProps {
  item: Media;
  /** the detail route, e.g. `/videoDetail?key=7` */
  to: string;
  /** open the detail in a new tab */
  newTab?: boolean;
  /** a tag on the cover (直播) */
  badge?: string;
  /** a play symbol on the cover (videos, lives) */
  play?: boolean;
  /** show 播放 n (click_amount) */
  clicks?: boolean;
}

/** A cover card of a video, live, courseware or management system (video hub and lecture hall). */
export function MediaCard({ item, to, newTab = false, badge, play = false, clicks = false }: MediaCardProps) {
  const src = item.firstFile?.FileUrl;
  return (
    <article className={classes.card}>
      <AppLink to={to} newTab={newTab} className={classes.link}>
        <div className={classes.cover}>
          {src ? <img className={classes.coverImg} src={src} alt="" loading="lazy" decoding="async" /> : null}
          {play ? <span className={classes.play} aria-hidden="true" /> : null}
          {badge ? <span className={classes.badge}>{badge}</span> : null}
        </div>
        <div className={classes.body}>
          <span className={classes.name}>{item.name}</span>
          <span className={classes.meta}>
            {item.author ? <span>{item.author}</span> : null}
            <time dateTime={item.create_time}>{formatDateTime(item.create_time)}</time>
            {clicks ? <span>播放 {item.click_amount}</span> : null}
          </span>
        </div>
      </AppLink>
    </article>
  );
}

/** The 3-column card grid (2 on tablets, 1 on phones); `stale` dims it while the next page loads. */
export function CardGrid({ label, stale = false, children }: { label: string; stale?: boolean; children: ReactNode }) {
  return (
    <div className={classes.grid} role="list" aria-label={label} data-stale={stale || undefined}>
      {children}
    </div>
  );
}

export function CardGridItem({ children }: { children: ReactNode }) {
  return <div role="listitem">{children}</div>;
}
