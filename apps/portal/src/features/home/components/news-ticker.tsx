import { CHANNEL_NAMES } from '@ws/api-sdk';
import { QueryState } from '@ws/ui';
import { useHomeArticles } from '../api/use-articles';
import { ArticleLink } from './article-list';
import { VerticalTicker } from './vertical-ticker';
import classes from './home-strip.module.css';

export const NEWS_INTERVAL_MS = 3000;
const NEWS_NAME = CHANNEL_NAMES.news;

/** Block 3: the 5 newest news headlines, one at a time every 3 s (paused on hover); each opens in a new tab. */
export function NewsTicker() {
  const news = useHomeArticles({ channel: 'news' });
  return (
    <div className={classes.cell}>
      <span className={`${classes.badge} ${classes.badgeHot}`}>头条</span>
      <QueryState query={news} isEmpty={(d) => d.items.length === 0} inline>
        {(d) => (
          <VerticalTicker
            className={classes.ticker}
            label="新闻头条"
            interval={NEWS_INTERVAL_MS}
            items={d.items.map((a) => ({
              key: a.id,
              node: <ArticleLink article={a} currentName={NEWS_NAME} className={classes.headline} titleClassName={classes.headlineTitle} />,
            }))}
          />
        )}
      </QueryState>
    </div>
  );
}
