import { LAW_CATEGORIES } from '@ws/api-sdk';
import { useHomeArticles } from '../api/use-articles';
import { articleListHref, rememberChannel } from './article-links';
import { ArticleList } from './article-list';
import { HomeSection } from './section';
import classes from './law-block.module.css';

const LAW = 'law';
const LAW_NAME = '法律法规';

function LawList({ id, name }: { id: number; name: string }) {
  const query = useHomeArticles({ channel: LAW, cate_id: id });
  return (
    <HomeSection variant="sub" title={name} more={articleListHref(LAW, id)} onMore={() => rememberChannel(LAW)}>
      <ArticleList query={query} currentName={LAW_NAME} label={name} />
    </HomeSection>
  );
}

/** Block 5: 法律法规 — six lists (law categories 122–127) of the 5 newest items. */
export function LawBlock() {
  return (
    <HomeSection title={LAW_NAME} more={articleListHref(LAW)} onMore={() => rememberChannel(LAW)}>
      <div className={classes.grid}>
        {LAW_CATEGORIES.map((c) => (
          <LawList key={c.id} id={c.id} name={c.name} />
        ))}
      </div>
    </HomeSection>
  );
}
