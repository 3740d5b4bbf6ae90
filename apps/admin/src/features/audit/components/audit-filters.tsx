// 操作日志's filter form: 操作人 (the account, exactly), 操作类型 (a select of the Chinese labels, grouped;
// a group's first option takes every action of it), 关键词 (in the summary), 开始日期 / 结束日期 (China days,
// both included). 查询 puts the form into the URL (the list reads it from there); the select applies at
// once. A period backwards is refused here with the contract's message, and no call is made.
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ADMIN_AUDIT_ACTION_GROUPS, ADMIN_AUDIT_ACTION_LABELS, auditActionLabel, MSG_AUDIT_PERIOD_BAD } from '@ws/api-sdk';
import { periodProblem, type AuditFilters } from '../lib/params';
import classes from './audit.module.css';

const GROUPS = Object.entries(ADMIN_AUDIT_ACTION_GROUPS).map(([prefix, label]) => ({
  prefix,
  label,
  actions: Object.keys(ADMIN_AUDIT_ACTION_LABELS).filter((a) => a.startsWith(prefix)),
}));
const GROUPED = new Set(GROUPS.flatMap((g) => [g.prefix, ...g.actions]));
const UNGROUPED = Object.keys(ADMIN_AUDIT_ACTION_LABELS).filter((a) => !GROUPED.has(a));

export interface AuditFilterFormProps {
  filters: AuditFilters;
  onApply: (patch: Partial<AuditFilters>) => void;
}

export function AuditFilterForm({ filters, onApply }: AuditFilterFormProps) {
  const [draft, setDraft] = useState(filters);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof AuditFilters) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [key]: value }));
    if (error) setError(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { staff: draft.staff.trim(), action: draft.action, keyword: draft.keyword.trim(), from: draft.from, to: draft.to };
    const problem = periodProblem(next.from, next.to, MSG_AUDIT_PERIOD_BAD);
    setError(problem);
    if (problem === null) onApply(next);
  };
  const reset = () => {
    setError(null);
    onApply({ staff: '', action: '', keyword: '', from: '', to: '' });
  };
  // an action in the address that the labels do not know yet (a new module's) stays selectable
  const unknown = draft.action && !GROUPED.has(draft.action) && !UNGROUPED.includes(draft.action) ? draft.action : null;

  return (
    <form className={classes.form} role="search" aria-label="筛选操作日志" onSubmit={submit} noValidate>
      <label className={classes.field}>
        操作人
        <input value={draft.staff} maxLength={50} placeholder="员工账号" onChange={set('staff')} />
      </label>
      <label className={classes.field}>
        操作类型
        <select
          value={draft.action}
          onChange={(e) => {
            const action = e.currentTarget.value;
            setDraft((d) => ({ ...d, action }));
            onApply({ action });
          }}
        >
          <option value="">全部</option>
          {GROUPS.map((g) => (
            <optgroup key={g.prefix} label={g.label}>
              <option value={g.prefix}>{`${g.label}（全部）`}</option>
              {g.actions.map((a) => (
                <option key={a} value={a}>
                  {ADMIN_AUDIT_ACTION_LABELS[a]}
                </option>
              ))}
            </optgroup>
          ))}
          {UNGROUPED.map((a) => (
            <option key={a} value={a}>
              {ADMIN_AUDIT_ACTION_LABELS[a]}
            </option>
          ))}
          {unknown && <option value={unknown}>{auditActionLabel(unknown)}</option>}
        </select>
      </label>
      <label className={classes.field}>
        关键词
        <input value={draft.keyword} maxLength={50} placeholder="摘要中的文字" onChange={set('keyword')} />
      </label>
      <label className={classes.field}>
        开始日期
        <input type="date" value={draft.from} onChange={set('from')} />
      </label>
      <label className={classes.field}>
        结束日期
        <input type="date" value={draft.to} onChange={set('to')} />
      </label>
      <div className={classes.buttons}>
        <Button type="submit" size="sm">
          查询
        </Button>
        <Button type="button" size="sm" variant="default" onClick={reset}>
          重置
        </Button>
      </div>
      {error && (
        <p className={classes.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
