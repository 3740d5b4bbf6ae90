// /expert (在线专家, spec 01 §2 Expert list): the five filter groups (行业, 领域, 专项, 供需, 推荐) as chip
// rows with 全部, 20 expert cards per page with 咨询, filters and page in the URL.
// ?channel=company (from a law article's 咨询专家): a heading about consulting on the law article, and the
// experts of the article's recommend ids (session storage lawId); ids that map to nothing keep them all.
import { useState } from 'react';
import { PAGE_SIZES } from '@ws/api-sdk';
import { Pager, PageContainer, QueryState, useListParams } from '@ws/ui';
import { ExpertFilters, ExpertFiltersSkeleton } from '@/shared/expert-filters';
import { expertFiltersOf, useExpertFilters } from '@/shared/use-expert-filters';
import { useExpertList } from '../api/use-expert-list';
import { COMPANY_CHANNEL, storedLawRecommendIds } from '../lib/law-experts';
import { ExpertCard } from './expert-card';
import classes from './experts.module.css';

const LIST_KEYS = ['industry', 'field', 'special', 'supply', 'recommend', 'channel'] as const;

export function ExpertListPage() {
  const { page, values, setPage, setFilters } = useListParams(LIST_KEYS);
  const lawMode = values.channel === COMPANY_CHANNEL;
  // read once: the law article's ids do not change while the list is open
  const [lawIds] = useState(() => (lawMode ? storedLawRecommendIds() : []));
  const chosen = expertFiltersOf(values);
  const groups = useExpertFilters();
  const list = useExpertList({ page, filters: chosen, recommendIds: lawMode ? lawIds : [] });

  return (
    <PageContainer className={classes.page}>
      <div className={classes.head}>
        <h1 className={classes.heading}>{lawMode ? '法规咨询专家' : '在线专家'}</h1>
        {lawMode ? (
          <p className={classes.lawNote} role="note">
            您正在就法律法规条文咨询专家{lawIds.length > 0 ? '，以下为该领域的推荐专家' : ''}。选择专家后点击“咨询”即可发起咨询。
          </p>
        ) : null}
      </div>
      <QueryState query={groups} placeholder={<ExpertFiltersSkeleton className={classes.filters} />}>
        {(g) => <ExpertFilters groups={g} values={chosen} onChange={(key, v) => setFilters({ [key]: v ?? null })} className={classes.filters} labelClassName={classes.filterLabel} />}
      </QueryState>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} skeletonRows={8}>
        {(d) => (
          <>
            <ul className={classes.cards} aria-label="专家列表" data-stale={list.isPlaceholderData || undefined}>
              {d.items.map((e) => (
                <li key={e.id}>
                  <ExpertCard expert={e} />
                </li>
              ))}
            </ul>
            <Pager total={d.total} pageSize={PAGE_SIZES.expert} page={page} onChange={setPage} />
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
