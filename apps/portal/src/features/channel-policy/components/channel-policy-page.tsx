// /channelPolicy (spec 01 §2 Channel policy page): tabs 看政策 (ChannelPolicyList), 问专家 (listexpertMenu)
// and 找服务 (listcompany), 10 per page each, for the recommend id of the quicknav entry (39, 1902, 36,
// 37, 38; none: everything); a keyword search per tab; 企业入驻 (/join) and 专家入驻 (/expertJoin).
// Tab, keywords and page live in the URL.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { PAGE_SIZES, type ArticleSummary, type CompanySummary, type Expert } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, Pager, PageContainer, QueryState, SearchBar, useListParams } from '@ws/ui';
import { ArticleRow } from '@/shared/article-row';
import { EntryBody, EntryItem, EntryLink, EntryList } from '@/shared/entry-list';
import { useExpertConsult } from '@/shared/expert-consult';
import { Thumb } from '@/shared/thumb';
import { useExpertMenu } from '../api/use-expert-menu';
import { usePolicyArticles } from '../api/use-policy-articles';
import { useRecommendCategories } from '../api/use-recommend-categories';
import { useServiceCompanies } from '../api/use-service-companies';
import { CHANNEL_TABS, DEFAULT_CHANNEL, recommendIdsOf, toTab, type ChannelListFilter, type ChannelTab } from '../lib/channel-params';
import classes from './channel-policy.module.css';

const LIST_KEYS = ['channel', 'recommendId', 'tab', 'keywords'] as const;

function PolicyItems({ items, currentName }: { items: ArticleSummary[]; currentName: string }) {
  return (
    <ul className={classes.rows} aria-label="政策列表">
      {items.map((a) => (
        <ArticleRow key={a.id} to={paths.detailPages({ key: a.id, currentName })} title={a.title} time={a.create_time} linkClassName={classes.rowLink} />
      ))}
    </ul>
  );
}

function ExpertItems({ items }: { items: Expert[] }) {
  const { consult, pending, dialog } = useExpertConsult();
  return (
    <>
      {dialog}
      <EntryList label="专家列表">
        {items.map((e) => (
          <EntryItem key={e.id} className={classes.expert}>
            <Thumb src={e.firstFile?.FileUrl} name={e.name} shape="avatar" />
            <div className={classes.expertBody}>
              <AppLink to={paths.detailInfo(e.id)} className={classes.expertName}>
                {e.name}
              </AppLink>
              {e.title ? <span className={classes.expertTitle}>{e.title}</span> : null}
              <p className={classes.expertMeta}>
                {[e.fields_name, e.specials_name].filter(Boolean).join(' · ')}
                {e.position ? <span className={classes.expertPosition}>{e.position}</span> : null}
              </p>
            </div>
            <button type="button" className={classes.consult} onClick={() => consult(e)} disabled={pending} aria-label={`咨询${e.name}`}>
              咨询
            </button>
          </EntryItem>
        ))}
      </EntryList>
    </>
  );
}

function CompanyItems({ items }: { items: CompanySummary[] }) {
  return (
    <EntryList label="服务商列表" className={classes.companies}>
      {items.map((c) => (
        <EntryLink key={c.id} to={paths.companyDetail({ key: c.id, currentName: '找服务' })} className={classes.company}>
          <Thumb src={c.firstFile?.FileUrl} name={c.name} chars={2} shape="logo" />
          <EntryBody>
            <span className={classes.companyName}>{c.name}</span>
            {c.sub_cate_name ? <span className={classes.tag}>{c.sub_cate_name}</span> : null}
            {c.description ? <span className={classes.companyText}>{c.description}</span> : null}
          </EntryBody>
        </EntryLink>
      ))}
    </EntryList>
  );
}

interface TabProps {
  filter: ChannelListFilter;
  active: boolean;
  setPage: (p: number) => void;
}

function PolicyTab({ filter, active, setPage, channel, currentName }: TabProps & { channel: string; currentName: string }) {
  const query = usePolicyArticles({ ...filter, channel }, active);
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0} skeletonRows={10}>
      {(d) => (
        <>
          <PolicyItems items={d.items} currentName={currentName} />
          <Pager total={d.total} pageSize={PAGE_SIZES.policy} page={filter.page} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}

function ExpertTab({ filter, active, setPage }: TabProps) {
  const query = useExpertMenu(filter, active);
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0} skeletonRows={10}>
      {(d) => (
        <>
          <ExpertItems items={d.items} />
          <Pager total={d.total} pageSize={PAGE_SIZES.expertMenu} page={filter.page} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}

function ServiceTab({ filter, active, setPage }: TabProps) {
  const query = useServiceCompanies(filter, active);
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0} skeletonRows={10}>
      {(d) => (
        <>
          <CompanyItems items={d.items} />
          <Pager total={d.total} pageSize={PAGE_SIZES.policy} page={filter.page} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}

const PLACEHOLDERS: Record<ChannelTab, string> = {
  policy: '请输入政策标题关键词',
  expert: '请输入专家姓名或擅长方向',
  service: '请输入服务商名称',
};

export function ChannelPolicyPage() {
  const { page, values, setPage, setFilters } = useListParams(LIST_KEYS);
  const tab = toTab(values.tab);
  const channel = values.channel || DEFAULT_CHANNEL;
  const recommendIds = recommendIdsOf(values.recommendId);
  const recommend = useRecommendCategories();
  const recommendName = recommendIds.length > 0 ? recommend.data?.find((c) => c.cate_id === recommendIds[0])?.cate_name : undefined;
  const heading = recommendName ?? '政策频道';
  const filter: ChannelListFilter = { page, recommendIds, keywords: values.keywords.trim() };
  const label = CHANNEL_TABS.find((t) => t.value === tab)?.label ?? '';

  return (
    <PageContainer className={classes.page}>
      <div className={classes.head}>
        <h1 className={classes.heading}>{heading}</h1>
        <div className={classes.joins}>
          <AppLink to="/join" className={classes.join}>
            企业入驻
          </AppLink>
          <AppLink to="/expertJoin" className={`${classes.join} ${classes.joinAlt}`}>
            专家入驻
          </AppLink>
        </div>
      </div>
      <Tabs
        value={tab}
        onChange={(v) => v && v !== tab && setFilters({ tab: v === 'policy' ? null : v, keywords: null })}
        keepMounted={false}
        className={classes.tabs}
      >
        <Tabs.List>
          {CHANNEL_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CHANNEL_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} className={classes.panel}>
            <SearchBar value={values.keywords} onSearch={(keywords) => setFilters({ keywords })} placeholder={PLACEHOLDERS[t.value]} label={`${t.label}关键词`} />
            {t.value === 'policy' ? (
              <PolicyTab filter={filter} active={tab === 'policy'} setPage={setPage} channel={channel} currentName={recommendName ?? label} />
            ) : t.value === 'expert' ? (
              <ExpertTab filter={filter} active={tab === 'expert'} setPage={setPage} />
            ) : (
              <ServiceTab filter={filter} active={tab === 'service'} setPage={setPage} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </PageContainer>
  );
}
