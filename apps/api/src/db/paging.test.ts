import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { articles } from './schema';
import { MAX_MENU, MAX_PAGE, MAX_PAGE_NUM, newestFirst, paging } from './paging';

describe('paging', () => {
  it('reads pageNum and pageSize with their defaults and limits, and the offset', () => {
    // the request schemas have made numbers of the query strings already (contract/schema.ts)
    expect(paging({ pageNum: 2, pageSize: 20 }, 10)).toEqual({ pageNum: 2, pageSize: 20, offset: 20 });
    expect(paging({ pageNum: 3, pageSize: 9 }, 10)).toEqual({ pageNum: 3, pageSize: 9, offset: 18 });
    expect(paging({ pageSize: 99999 }, 10)).toEqual({ pageNum: 1, pageSize: MAX_PAGE, offset: 0 });
    expect(paging({ pageNum: 0, pageSize: 0 }, 10)).toEqual({ pageNum: 1, pageSize: 1, offset: 0 });
    expect(paging({ pageNum: -4, pageSize: -1 }, 10)).toEqual({ pageNum: 1, pageSize: 1, offset: 0 });
    expect(paging({}, 9)).toEqual({ pageNum: 1, pageSize: 9, offset: 0 });
    expect(paging({ pageNum: undefined, pageSize: undefined }, 9)).toEqual({ pageNum: 1, pageSize: 9, offset: 0 });
    expect(paging({ pageNum: 999999999 }, 20)).toEqual({ pageNum: MAX_PAGE_NUM, pageSize: 20, offset: (MAX_PAGE_NUM - 1) * 20 });
    // menus: every row up to MAX_MENU
    expect(paging({ pageSize: 99999 }, MAX_MENU, MAX_MENU)).toEqual({ pageNum: 1, pageSize: 99_999, offset: 0 });
    expect(paging({}, MAX_MENU, MAX_MENU).pageSize).toBe(MAX_MENU);
  });

  it('orders newest first exactly as the btree indexes store it (DESC NULLS LAST)', () => {
    const q = new PgDialect().sqlToQuery(newestFirst(articles.createTime, articles.id)[0]!);
    expect(q.sql).toBe('"articles"."create_time" desc nulls last');
    expect(new PgDialect().sqlToQuery(newestFirst(articles.createTime, articles.id)[1]!).sql).toBe('"articles"."id" desc nulls last');
  });
});
