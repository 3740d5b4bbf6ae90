import { useQuery } from '@tanstack/react-query';
import { CHANNEL_NAMES, LAW_CATEGORIES, SESSION_KEYS } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { setSessionItem } from '@ws/ui';
import { CombinedReadGate } from '../api/combined-gate';
import { homeLawListsQuery, LAW_CHANNEL } from '../api/combined-reads';
import { useHomeArticles } from '../api/use-articles';
import { ArticleList } from './article-list';
import { HomeSection } from './section';
import classes from './law-block.module.css';

const LAW = LAW_CHANNEL;
const LAW_NAME = CHANNEL_NAMES.law;
// 更多 keeps the channel for the list's menu (/article reads it back when its URL has none)
const rememberLaw = () => setSessionItem(SESSION_KEYS.channel, LAW);

function LawList({ id, name }: { id: number; name: string }) {
  const query = useHomeArticles({ channel: LAW, cate_id: id });
  return (
    <HomeSection variant="sub" title={name} more={paths.article({ channel: LAW, cate: id })} onMore={rememberLaw}>
      <ArticleList query={query} currentName={LAW_NAME} label={name} />
    </HomeSection>
  );
}

/**
 * Block 5: 法律法规 — six lists (law categories 122–127) of the 5 newest items, read in one call
 * (homeLawLists); a list's own call runs only when that read fails.
 */
export function LawBlock() {
  const lists = useQuery(homeLawListsQuery());
  return (
    <HomeSection title={LAW_NAME} more={paths.article({ channel: LAW })} onMore={rememberLaw}>
      <CombinedReadGate.Provider value={!lists.isFetching}>
        <div className={classes.grid}>
          {LAW_CATEGORIES.map((c) => (
            <LawList key={c.id} id={c.id} name={c.name} />
          ))}
        </div>
      </CombinedReadGate.Provider>
    </HomeSection>
  );
}
