import { useState } from 'react';
import type { Expert } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, QueryState } from '@ws/ui';
import { ExpertFilters } from '@/shared/expert-filters';
import { Thumb } from '@/shared/thumb';
import { useExpertFilters, type ExpertFilterKey, type ExpertFilterValues } from '@/shared/use-expert-filters';
import { useHomeExperts } from '../api/use-experts';
import { HomeSection } from './section';
import classes from './expert-block.module.css';

function ExpertCard({ expert }: { expert: Expert }) {
  return (
    <AppLink to={paths.detailInfo(expert.id)} className={classes.card}>
      <Thumb src={expert.firstFile?.FileUrl} name={expert.name} alt={expert.name} shape="portrait" className={classes.avatar} initialClassName={classes.initial} />
      <span className={classes.name}>{expert.name}</span>
      {expert.title ? <span className={classes.meta}>{expert.title}</span> : null}
      {expert.position ? (
        <span className={classes.meta} title={expert.position}>
          {expert.position}
        </span>
      ) : null}
      {expert.fields_name ? (
        <span className={classes.fields} title={expert.fields_name}>
          {expert.fields_name}
        </span>
      ) : null}
    </AppLink>
  );
}

/** Block 6: 在线专家 — five filter groups (全部 + categories) and 4 matching experts. */
export function ExpertBlock() {
  const [filter, setFilter] = useState<ExpertFilterValues>({});
  const groups = useExpertFilters();
  const experts = useHomeExperts(filter);
  const set = (key: ExpertFilterKey, v: number | undefined) =>
    setFilter((f) => {
      const next = { ...f };
      if (v === undefined) delete next[key];
      else next[key] = v;
      return next;
    });

  return (
    <HomeSection title="在线专家" more="/expert">
      {groups.data ? <ExpertFilters groups={groups.data} values={filter} onChange={set} className={classes.filters} labelClassName={classes.filterLabel} /> : null}
      <QueryState query={experts} isEmpty={(d) => d.items.length === 0}>
        {(d) => (
          <div className={classes.cards} aria-label="专家列表" role="list" data-stale={experts.isPlaceholderData || undefined}>
            {d.items.map((e) => (
              <div key={e.id} role="listitem">
                <ExpertCard expert={e} />
              </div>
            ))}
          </div>
        )}
      </QueryState>
    </HomeSection>
  );
}
