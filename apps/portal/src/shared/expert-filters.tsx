import type { ComponentPropsWithoutRef } from 'react';
import { EXPERT_FILTER_GROUPS, type Category } from '@ws/api-sdk';
import { SkeletonLines } from '@ws/ui';
import type { ExpertFilterKey, ExpertFilterValues } from './use-expert-filters';
import classes from './expert-filters.module.css';

const frameClass = (className: string | undefined) => (className ? `${classes.filters} ${className}` : classes.filters);

/** The frame of the filter rows; `className` adds margin, border, background. */
function ExpertFiltersFrame({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div className={frameClass(className)} {...rest} />;
}

/** A loading placeholder in the filter rows' place, in the same frame. */
export function ExpertFiltersSkeleton({ className }: { className?: string }) {
  return <SkeletonLines rows={EXPERT_FILTER_GROUPS.length} height={20} className={frameClass(className)} />;
}

function FilterRow({ label, labelClassName, categories, value, onChange }: { label: string; labelClassName?: string; categories: Category[]; value: number | undefined; onChange: (v: number | undefined) => void }) {
  return (
    <div className={classes.row} role="group" aria-label={label}>
      <span className={labelClassName ? `${classes.label} ${labelClassName}` : classes.label} aria-hidden="true">
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
  values: ExpertFilterValues;
  onChange: (key: ExpertFilterKey, value: number | undefined) => void;
  /** added to the frame: margin, border, background */
  className?: string;
  /** added to each row's label: its font-size */
  labelClassName?: string;
}

/** 行业 / 领域 / 专项 / 供需 / 推荐: one row of chips each, 全部 first; the chosen chip is pressed. */
export function ExpertFilters({ groups, values, onChange, className, labelClassName }: ExpertFiltersProps) {
  return (
    <ExpertFiltersFrame className={className}>
      {EXPERT_FILTER_GROUPS.map((g) => (
        <FilterRow key={g.key} label={g.name} labelClassName={labelClassName} categories={groups[g.key]} value={values[g.key]} onChange={(v) => onChange(g.key, v)} />
      ))}
    </ExpertFiltersFrame>
  );
}
