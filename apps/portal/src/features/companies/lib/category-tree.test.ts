import type { Category } from '@ws/api-sdk';
import { toCategoryTree } from './category-tree';

const c = (cate_id: number, cate_name: string, parent_id = 0, children?: Category[]): Category => ({
  cate_id,
  cate_name,
  cate_value: `company_${cate_id}`,
  p_cate_value: 'company',
  parent_id,
  channel: '',
  remark: '',
  is_recommend: 0,
  ...(children ? { children } : {}),
});

describe('toCategoryTree', () => {
  it('nests flat rows (menuList) under their parents, in the given order', () => {
    expect(toCategoryTree([c(1, '咨询'), c(2, '消防'), c(11, '评价', 1), c(21, '维保', 2), c(12, '预案', 1)])).toEqual([
      { id: 1, name: '咨询', children: [{ id: 11, name: '评价' }, { id: 12, name: '预案' }] },
      { id: 2, name: '消防', children: [{ id: 21, name: '维保' }] },
    ]);
  });

  it('keeps rows that already carry children, and lifts orphans to the top level', () => {
    expect(toCategoryTree([c(1, '咨询', 0, [c(11, '评价', 1)]), c(31, '孤儿', 3)])).toEqual([
      { id: 1, name: '咨询', children: [{ id: 11, name: '评价' }] },
      { id: 31, name: '孤儿' },
    ]);
    expect(toCategoryTree([])).toEqual([]);
  });
});
