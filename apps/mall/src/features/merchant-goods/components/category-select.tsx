// The catalogue's own product categories (listCateNew product, the query of /enable's menu) as three
// cascading selects. A stored path the tree no longer holds still shows by its names (category_path).
import type { Category } from '@ws/api-sdk';
import { Field, SelectField } from '@ws/ui';
import { useGoodsCategories } from '../api/goods';
import classes from './goods-edit.module.css';

export interface CategoryValue {
  cate_id: string;
  sub_cate_id: string;
  s_sub_cate_id: string;
}

interface Props {
  value: CategoryValue;
  onChange: (v: CategoryValue) => void;
  error?: React.ReactNode;
  /** the loaded product's path names (for a path the tree does not hold) */
  fallback?: { cate_id: number; cate_name: string }[];
  disabled?: boolean;
}

const options = (list: Category[] | undefined, chosen: string, fallback?: { cate_id: number; cate_name: string }) => {
  const out = (list ?? []).map((c) => ({ value: String(c.cate_id), label: c.cate_name }));
  if (chosen && !out.some((o) => o.value === chosen)) out.push({ value: chosen, label: fallback && String(fallback.cate_id) === chosen ? fallback.cate_name : `分类 ${chosen}` });
  return [{ value: '', label: '请选择' }, ...out];
};

export function CategorySelect({ value, onChange, error, fallback, disabled }: Props) {
  const tree = useGoodsCategories();
  const top = tree.data?.items;
  const second = top?.find((c) => String(c.cate_id) === value.cate_id)?.children;
  const third = second?.find((c) => String(c.cate_id) === value.sub_cate_id)?.children;
  return (
    <Field label="商品分类" required error={error} className={classes.full}>
      <div className={classes.cascade}>
        <SelectField
          aria-label="一级分类"
          data={options(top, value.cate_id, fallback?.[0])}
          value={value.cate_id}
          disabled={disabled || tree.isPending}
          error={!!error}
          onChange={(e) => onChange({ cate_id: e.currentTarget.value, sub_cate_id: '', s_sub_cate_id: '' })}
        />
        <SelectField
          aria-label="二级分类"
          data={options(second, value.sub_cate_id, fallback?.[1])}
          value={value.sub_cate_id}
          disabled={disabled || !value.cate_id}
          error={!!error}
          onChange={(e) => onChange({ ...value, sub_cate_id: e.currentTarget.value, s_sub_cate_id: '' })}
        />
        <SelectField
          aria-label="三级分类"
          data={options(third, value.s_sub_cate_id, fallback?.[2])}
          value={value.s_sub_cate_id}
          disabled={disabled || !value.sub_cate_id}
          error={!!error}
          onChange={(e) => onChange({ ...value, s_sub_cate_id: e.currentTarget.value })}
        />
      </div>
      {tree.isError && (
        <button type="button" className={classes.linkButton} onClick={() => void tree.refetch()}>
          分类加载失败，重试
        </button>
      )}
    </Field>
  );
}
