import { useSyncExternalStore } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Article } from '@ws/api-sdk';
import { Empty, formatDateTime, PageContainer, QueryState, RichText, useIdParam } from '@ws/ui';
import { useArticle } from '../api/use-article';
import { channelName, LAW_CHANNEL } from '../lib/channels';
import { ConsultButton } from './consult-button';
import { FavouriteButton } from './favourite-button';
import { LawDocument } from './law-document';
import { ShareBar } from './share-bar';
import classes from './articles.module.css';

function ArticleView({ article, pageUrl }: { article: Article; pageUrl: string }) {
  const law = article.channel === LAW_CHANNEL;
  return (
    <article className={classes.article} aria-labelledby="article-title">
      <h1 id="article-title" className={classes.articleTitle}>
        {article.title}
      </h1>
      <p className={classes.articleMeta}>
        <span>
          发布时间：<time dateTime={article.create_time}>{formatDateTime(article.create_time)}</time>
        </span>
        {article.add_from ? <span>来源：{article.add_from}</span> : null}
        {!law && article.author ? <span>作者：{article.author}</span> : null}
      </p>
      <div className={classes.actions}>
        <FavouriteButton xid={article.id} />
        <ConsultButton article={article} />
        <ShareBar pageUrl={pageUrl} title={article.title} />
      </div>
      <div className={classes.body}>{law ? <LawDocument article={article} /> : <RichText html={article.intro} />}</div>
    </article>
  );
}

/**
 * /detailPages?key={id}&currentName={list name} (spec 01 §2 Article detail): breadcrumb, title, time,
 * favourite, consult, share; law articles their document, others sanitized rich text with source and
 * author. A law article needs login: the server answers code -1 and the call layer sends the user to
 * /login with 未登录或超时，请重新登陆.
 */
const noSubscription = () => () => {};
const clientOrigin = () => window.location.origin;
const serverOrigin = () => '';

export function ArticleDetailPage() {
  const [sp] = useSearchParams();
  const location = useLocation();
  const id = useIdParam('key');
  const article = useArticle(id);
  const current = sp.get('currentName')?.trim() || (article.data ? channelName(article.data.channel) : '');
  // a server render (the first paint) has no window: its share links carry the path alone, and a client
  // hydrating that paint draws the same first, then the full address (the server snapshot, then the client's)
  const origin = useSyncExternalStore(noSubscription, clientOrigin, serverOrigin);
  const pageUrl = `${origin}${location.pathname}${location.search}`;

  return (
    <PageContainer className={classes.page}>
      <nav className={classes.crumbs} aria-label="当前位置">
        <span>当前位置</span>
        <span aria-hidden="true">›</span>
        <span>{current}</span>
      </nav>
      {id === null ? (
        <Empty text="文章不存在" />
      ) : (
        <QueryState query={article} skeletonRows={8}>
          {(a) => <ArticleView article={a} pageUrl={pageUrl} />}
        </QueryState>
      )}
    </PageContainer>
  );
}
