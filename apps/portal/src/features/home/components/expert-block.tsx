import { useState } from 'react';
import { EXPERT_FILTER_GROUPS, type Category, type Expert } from '@ws/api-sdk';
import { AppLink, QueryState } from '@ws/ui';
import { useExpertFilters, type ExpertFilterKey } from '../api/use-expert-filters';
import { useHomeExperts, type ExpertFilter } from '../api/use-experts';
import { HomeSection } from './section';
import classes from './expert-block.module.css';

function FilterRow({
  label,
  categories,
  value,
  onChange,
}: {
  label: string;
  categories: Category[];
  value: number | undefined;
  onChange: (v: number | undefined) => void;
}) {
  return (
    <div className={classes.row} role="group" aria-label={label}>
      <span className={classes.label} aria-hidden="true">
        {label}
      </span>
      <div className={classes.chips}>
        <button type="button" className={classes.chip} aria-pressed={value === undefined} onClick={() => onChange(undefined)}>
          全部
        </button>
        {categories.map((c) => (
          <button
            key={c.cate_id}
            type="button"
            className={classes.chip}
            aria-pressed={value === c.cate_id}
            onClick={() => onChange(c.cate_id)}
          >
            {c.cate_name}
          </button>
        ))}
      </div>
    </div>
  );
}

function ExpertCard({ expert }: { expert: Expert }) {
  const src = expert.firstFile?.FileUrl;
  return (
    <AppLink to={`/detailInfo?id=${expert.id}`} className={classes.card}>
      {src ? (
        <img className={classes.avatar} src={src} alt={expert.name} loading="lazy" decoding="async" />
      ) : (
        <span className={`${classes.avatar} ${classes.initial}`} aria-hidden="true">
          {expert.name.slice(0, 1)}
        </span>
      )}
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
  const [filter, setFilter] = useState<ExpertFilter>({});
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
      {groups.data ? (
        <div className={classes.filters}>
          {EXPERT_FILTER_GROUPS.map((g) => (
            <FilterRow
              key={g.key}
              label={g.name}
              categories={groups.data[g.key]}
              value={filter[g.key]}
              onChange={(v) => set(g.key, v)}
            />
          ))}
        </div>
      ) : null}
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
