import { Skeleton } from '@mantine/core';
import { AppLink, formatDateTime } from '@ws/ui';
import { useHomeArticles } from '../api/use-articles';
import dates from './article-date.module.css';
import { detailHref } from './article-links';
import { VerticalTicker } from './vertical-ticker';
import classes from './home-strip.module.css';
import '@mantine/core/styles/Skeleton.css';

export const NEWS_INTERVAL_MS = 3000;
const NEWS_NAME = '新闻资讯';

/** Block 3: the 5 newest news headlines, one at a time every 3 s (paused on hover); each opens in a new tab. */
export function NewsTicker() {
  const news = useHomeArticles({ channel: 'news' });
  return (
    <div className={classes.cell}>
      <span className={`${classes.badge} ${classes.badgeHot}`}>头条</span>
      {news.isPending ? (
        <Skeleton height={18} aria-label="加载中" />
      ) : news.isError ? (
        <span className={classes.muted}>新闻加载失败</span>
      ) : news.data.items.length === 0 ? (
        <span className={classes.muted}>亲，未找到记录~</span>
      ) : (
        <VerticalTicker
          className={classes.ticker}
          label="新闻头条"
          interval={NEWS_INTERVAL_MS}
          items={news.data.items.map((a) => ({
            key: a.id,
            node: (
              <AppLink to={detailHref(a.id, NEWS_NAME)} newTab className={classes.headline} title={a.title}>
                <span className={classes.headlineTitle}>{a.title}</span>
                <time className={dates.date} dateTime={a.create_time}>
                  {formatDateTime(a.create_time)}
                </time>
              </AppLink>
            ),
          }))}
        />
      )}
    </div>
  );
}
