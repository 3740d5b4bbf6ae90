import { EXPERT_FILTER_GROUPS, type Category } from '@ws/api-sdk';
import type { ExpertFilterKey } from '../api/use-expert-filters';
import classes from './experts.module.css';

function FilterRow({ label, categories, value, onChange }: { label: string; categories: Category[]; value: number | undefined; onChange: (v: number | undefined) => void }) {
  return (
    <div className={classes.row} role="group" aria-label={label}>
      <span className={classes.rowLabel} aria-hidden="true">
        {label}
      </span>
      <div className={classes.chips}>
        <button type="button" className={classes.chip} aria-pressed={value === undefined} onClick={() => onChange(undefined)}>
          全部
        </button>
        {categories.map((c) => (
          <button key={c.cate_id} type="button" className={classes.chip} aria-pressed={value === c.cate_id} onClick={() => onChange(c.cate_id)}>
            {c.cate_name}
          </button>
        ))}
      </div>
    </div>
  );
}

export interface ExpertFiltersProps {
  groups: Record<ExpertFilterKey, Category[]>;
  values: Partial<Record<ExpertFilterKey, number>>;
  onChange: (key: ExpertFilterKey, value: number | undefined) => void;
}

/** 行业 / 领域 / 专项 / 供需 / 推荐: one chip row each, with 全部. */
export function ExpertFilters({ groups, values, onChange }: ExpertFiltersProps) {
  return (
    <div className={classes.filters}>
      {EXPERT_FILTER_GROUPS.map((g) => (
        <FilterRow key={g.key} label={g.name} categories={groups[g.key]} value={values[g.key]} onChange={(v) => onChange(g.key, v)} />
      ))}
    </div>
  );
}
