import { useEffect } from 'react';
import { Pager, PageContainer, QueryState, RequireLogin, SearchBar, SideMenuLayout, CategoryMenu, useListParams, useSession } from '@ws/ui';
import { PAGE_SIZES } from '@ws/api-sdk';
import { useArticleCategories } from '../api/use-article-categories';
import { useArticleList } from '../api/use-article-list';
import { ARTICLE_CHANNELS, channelName, LAW_CHANNEL, rememberChannel, resolveChannel } from '../lib/channels';
import { ArticleItems } from './article-items';
import classes from './articles.module.css';

const LIST_KEYS = ['channel', 'cate', 'keywords'] as const;

function ArticleListView({ channel }: { channel: string }) {
  const { page, values, setPage, setFilters } = useListParams(LIST_KEYS);
  const cate = Number.parseInt(values.cate, 10);
  const cateId = Number.isFinite(cate) && cate > 0 ? cate : undefined;
  const name = channelName(channel);
  const categories = useArticleCategories(channel);
  const list = useArticleList({ channel, cate_id: cateId, keywords: values.keywords, pageNum: page });

  return (
    <PageContainer className={classes.page}>
      <SideMenuLayout
        menu={
          <div className={classes.menus}>
            <CategoryMenu
              title={name}
              items={categories.data ?? []}
              value={cateId !== undefined ? String(cateId) : ''}
              onChange={(id) => setFilters({ cate: id })}
            />
            <CategoryMenu
              title="资讯频道"
              allLabel={null}
              items={ARTICLE_CHANNELS.map((c) => ({ id: c.id, name: c.name }))}
              value={channel}
              onChange={(id) => {
                rememberChannel(id);
                setFilters({ channel: id, cate: null });
              }}
            />
          </div>
        }
      >
        <div className={classes.head}>
          <h1 className={classes.heading}>{name}</h1>
          <SearchBar value={values.keywords} onSearch={(keywords) => setFilters({ keywords })} placeholder="请输入文章标题关键词" />
        </div>
        <QueryState query={list} isEmpty={(d) => d.items.length === 0} skeletonRows={10}>
          {(d) => (
            <>
              <ArticleItems items={d.items} currentName={d.channel_name || name} label={`${name}文章列表`} />
              <Pager total={d.total} pageSize={PAGE_SIZES.article} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
      </SideMenuLayout>
    </PageContainer>
  );
}

/**
 * /article and /acticleList: a channel's articles (spec 01 §2 Article list) with its category menu,
 * keyword search and 20 per page; channel, category, keywords and page live in the URL. The law
 * channel needs login (RequireLogin: notice 未登录或超时，请重新登陆 and /login?redirect=…).
 */
export function ArticleListPage() {
  const { values } = useListParams(LIST_KEYS);
  const channel = resolveChannel(values.channel);
  const token = useSession((s) => s.token);
  useEffect(() => rememberChannel(channel), [channel]);

  const view = <ArticleListView key={channel} channel={channel} />;
  if (channel === LAW_CHANNEL && !token) return <RequireLogin>{view}</RequireLogin>;
  return view;
}
