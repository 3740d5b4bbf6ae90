// UnstyledButton first: its reset (padding 0) must come before the Tabs styles
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { CHANNEL_NAMES, CONTENT_CENTRE } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, formatDateTime, PageContainer, Pager, QueryState, useIdParam, useListParams } from '@ws/ui';
import { CONTENT_PAGE_SIZE, useContentArticles } from '../api/use-content-articles';
import classes from './help.module.css';

export const CONTENT_CENTRE_NAME = CHANNEL_NAMES.content;
const IDS = CONTENT_CENTRE.map((c) => c.id) as number[];

function ContentList({ cateId, page, onPage }: { cateId: number; page: number; onPage: (p: number) => void }) {
  const list = useContentArticles(cateId, page);
  return (
    <QueryState query={list} isEmpty={(d) => d.items.length === 0} skeletonRows={8}>
      {(d) => (
        <>
          <ul className={classes.cards} aria-label="文章列表">
            {d.items.map((a) => (
              <li key={a.id}>
                <AppLink to={paths.detailPages({ key: a.id, currentName: CONTENT_CENTRE_NAME })} className={classes.card}>
                  {a.firstFile?.FileUrl ? (
                    <img className={classes.cover} src={a.firstFile.FileUrl} alt="" loading="lazy" width={160} height={100} />
                  ) : (
                    <span className={`${classes.cover} ${classes.noCover}`} aria-hidden="true">
                      {CONTENT_CENTRE_NAME}
                    </span>
                  )}
                  <span className={classes.cardBody}>
                    <span className={classes.cardTitle}>{a.title}</span>
                    <span className={classes.cardMeta}>
                      {a.author ? <span>作者：{a.author}</span> : null}
                      <time dateTime={a.create_time}>{formatDateTime(a.create_time)}</time>
                    </span>
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
          <Pager total={d.total} pageSize={CONTENT_PAGE_SIZE} page={page} onChange={onPage} />
        </>
      )}
    </QueryState>
  );
}

/**
 * /help/content?id= (spec 02 §2 content centre): tabs 1829 大事件, 1830 客户案例, 1831 产品知识; 10 articles
 * per page with cover, title, author and time, each to /detailPages?key=&currentName=内容中心. Tab and page
 * live in the URL.
 */
export function ContentCentrePage() {
  const { page, setPage, setFilters } = useListParams(['id'] as const);
  const asked = useIdParam('id');
  const cateId = asked !== null && IDS.includes(asked) ? asked : IDS[0]!;
  return (
    <PageContainer className={classes.page}>
      <h1 className={classes.heading}>{CONTENT_CENTRE_NAME}</h1>
      <Tabs value={String(cateId)} onChange={(v) => v && setFilters({ id: v })} orientation="vertical" classNames={{ root: classes.tabs, list: classes.tabList, tab: classes.tab }}>
        <Tabs.List aria-label={CONTENT_CENTRE_NAME}>
          {CONTENT_CENTRE.map((c) => (
            <Tabs.Tab key={c.id} value={String(c.id)}>
              {c.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={String(cateId)} className={classes.panel}>
          <ContentList key={cateId} cateId={cateId} page={page} onPage={setPage} />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
