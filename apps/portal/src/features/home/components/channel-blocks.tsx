import { HOME_CHANNELS, SESSION_KEYS } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { setSessionItem } from '@ws/ui';
import { useHomeArticles } from '../api/use-articles';
import { ArticleList } from './article-list';
import { HomeSection } from './section';
import classes from './channel-blocks.module.css';

function ChannelBlock({ channel, name }: { channel: string; name: string }) {
  const query = useHomeArticles({ channel });
  return (
    <HomeSection title={name} more={paths.article({ channel })} onMore={() => setSessionItem(SESSION_KEYS.channel, channel)}>
      <ArticleList query={query} currentName={name} label={name} />
    </HomeSection>
  );
}

/** Block 4: 政策解读, 新闻资讯, 企业防灾, 风险案例 — 5 newest articles each. */
export function ChannelBlocks() {
  return (
    <div className={classes.grid}>
      {HOME_CHANNELS.map((c) => (
        <ChannelBlock key={c.channel} channel={c.channel} name={c.name} />
      ))}
    </div>
  );
}
