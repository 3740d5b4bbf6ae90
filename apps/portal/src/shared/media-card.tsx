import type { Media } from '@ws/api-sdk';
import { formatDateTime } from '@ws/ui';
import { CoverCard } from './cover-card';
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
  return (
    <CoverCard
      to={to}
      newTab={newTab}
      image={item.firstFile?.FileUrl}
      name={item.name}
      overlay={play ? <span className={classes.play} aria-hidden="true" /> : null}
      badge={badge}
      meta={
        <>
          {item.author ? <span>{item.author}</span> : null}
          <time dateTime={item.create_time}>{formatDateTime(item.create_time)}</time>
          {clicks ? <span>播放 {item.click_amount}</span> : null}
        </>
      }
    />
  );
}
