import type { Category } from '@ws/api-sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { choiceFrom, choiceOf, choicePath, readStoredChoice, storeChoice } from './category-choice';

describe('category choice', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores the choice under enableItem / enableSub / s_subs and /enable falls back to it', () => {
    storeChoice({ cate: 2401, sub_cate: 2411 });
    expect(sessionStorage.getItem('enableItem')).toBe('2401');
    expect(sessionStorage.getItem('enableSub')).toBe('2411');
    expect(sessionStorage.getItem('s_subs')).toBeNull();
    expect(readStoredChoice()).toEqual({ cate: 2401, sub_cate: 2411 });
    expect(choiceFrom({ cate: '', sub_cate: '', s_sub_cate: '' })).toEqual({ cate: 2401, sub_cate: 2411 });
    // the URL wins
    expect(choiceFrom({ cate: '2402', sub_cate: '', s_sub_cate: '' })).toEqual({ cate: 2402 });
    expect(choiceFrom({ cate: 'abc', sub_cate: '-1', s_sub_cate: '' })).toEqual({ cate: 2401, sub_cate: 2411 });
  });

  it('finds the path of a choice from its deepest known level', () => {
    const top: Category = { cate_id: 2401, cate_name: '个体防护装备', cate_value: 'product_2401', p_cate_value: 'product', parent_id: 0, channel: '', remark: '', is_recommend: 0 };
    const tree = [{ ...top, children: [{ ...top, cate_id: 99001, cate_name: '子类', parent_id: top.cate_id, children: [{ ...top, cate_id: 99002, cate_name: '三级', parent_id: 99001 }] }] }];
    const names = (c: Parameters<typeof choicePath>[1]) => choicePath(tree, c).map((n) => n.cate_name);
    expect(names({ cate: top.cate_id, sub_cate: 99001, s_sub_cate: 99002 })).toEqual([top.cate_name, '子类', '三级']);
    // a link may name only the third level
    expect(names({ s_sub_cate: 99002 })).toEqual([top.cate_name, '子类', '三级']);
    // an unknown lower level falls back to the known top level
    expect(names({ cate: top.cate_id, sub_cate: 55555 })).toEqual([top.cate_name]);
    expect(names({ cate: 12345 })).toEqual([]);
    expect(choiceOf(tree, 99002)).toEqual({ cate: top.cate_id, sub_cate: 99001, s_sub_cate: 99002 });
    expect(choiceOf(tree, 99001)).toEqual({ cate: top.cate_id, sub_cate: 99001 });
    expect(choiceOf(tree, 7)).toEqual({});
  });
});
