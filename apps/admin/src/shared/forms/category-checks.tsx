// A multi-select of categories as a group of checkboxes (wraps at 375 px): the label names the group, each
// box a category; the value is the ids picked, as strings.
import { CheckboxField, Field } from '@ws/ui';
import classes from './category-checks.module.css';

export interface CategoryOption {
  value: string;
  label: string;
}

export interface CategoryChecksProps {
  label: string;
  options: readonly CategoryOption[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: React.ReactNode;
}

export function CategoryChecks({ label, options, value, onChange, error }: CategoryChecksProps) {
  const picked = new Set(value);
  // a stored id no longer offered still shows (and can be unticked)
  const shown = [...options, ...value.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: `分类 ${v}` }))];
  return (
    <Field label={label} error={error}>
      <div className={classes.checks}>
        {shown.length === 0 ? (
          <span className={classes.none}>暂无分类</span>
        ) : (
          shown.map((o) => (
            <CheckboxField
              key={o.value}
              label={o.label}
              checked={picked.has(o.value)}
              onChange={(e) => onChange(e.currentTarget.checked ? [...value, o.value] : value.filter((v) => v !== o.value))}
            />
          ))
        )}
      </div>
    </Field>
  );
}
