import type { Media } from '@ws/api-sdk';
import { formatDateTime } from '@ws/ui';
import classes from './detail.module.css';

/** Title and the meta line (publish time, author, views) of a media detail. */
export function DetailHeader({ item, author = true, clicks = false, badge }: { item: Media; author?: boolean; clicks?: boolean; badge?: string }) {
  return (
    <header>
      <h1 className={classes.title}>
        {badge ? <span className={classes.live}>{badge}</span> : null}
        {item.name}
      </h1>
      <p className={classes.meta}>
        <span>
          发布时间：<time dateTime={item.create_time}>{formatDateTime(item.create_time)}</time>
        </span>
        {author && item.author ? <span>作者：{item.author}</span> : null}
        {item.cate_name ? <span>分类：{item.cate_name}</span> : null}
        {clicks ? <span>播放：{item.click_amount}</span> : null}
      </p>
    </header>
  );
}
