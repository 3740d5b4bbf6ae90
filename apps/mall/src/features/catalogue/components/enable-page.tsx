// /enable (赋能商城, spec 02 §2 Mall list): 当前位置 breadcrumb over three category levels, side categories
// (the third level opens under the chosen sub-category),
// keyword search, sort tabs 综合 / 价格 / 销量 (price toggles ascending and descending), the cart icon, '+入驻'
// to /join, product cards (20 per page) opening /enableInfo in a new tab, Pager, Empty. Filters and page live
// in the URL; without a category in the URL the one chosen on /funeng (session storage) applies.
import type { Category } from '@ws/api-sdk';
import { AppLink, CategoryMenu, IconShoppingCart, Pager, QueryState, SearchBar, SideMenuLayout, useListParams, type MenuEntry } from '@ws/ui';
import { useMemo } from 'react';
import { useProductCategories } from '../api/use-categories';
import { ENABLE_PAGE_SIZE, useProducts } from '../api/use-products';
import { choiceFrom, choiceOf, choicePath, storeChoice, type CategoryChoice } from '../lib/category-choice';
import classes from './catalogue.module.css';
import { ProductCard } from './product-card';

const KEYS = ['cate', 'sub_cate', 's_sub_cate', 'keywords', 'sort_type', 'sort_value'] as const;
const SORTS = [
  { value: 'uni', label: '综合' },
  { value: 'price', label: '价格' },
  { value: 'sales', label: '销量' },
] as const;

/** Every top level and sub-category; the third level only under the open sub-category (a short menu). */
const toMenu = (c: Category, openSub: number | undefined, depth = 1): MenuEntry => {
  const kids = depth === 1 || c.cate_id === openSub ? (c.children ?? []) : [];
  return { id: c.cate_id, name: c.cate_name, ...(kids.length ? { children: kids.map((k) => toMenu(k, openSub, depth + 1)) } : {}) };
};

export function EnablePage({ title = '赋能商城' }: { title?: string }) {
  const { page, values, setPage, setFilters } = useListParams(KEYS);
  const choice = choiceFrom(values);
  const sortType = values.sort_type === 'price' || values.sort_type === 'sales' ? values.sort_type : 'uni';
  const sortValue = values.sort_value === '1' ? 1 : 0;
  const categories = useProductCategories();
  const tree = useMemo(() => categories.data?.items ?? [], [categories.data]);
  const products = useProducts({ page, pageSize: ENABLE_PAGE_SIZE, ...choice, keywords: values.keywords, sort_type: sortType, sort_value: sortValue });

  const choose = (c: CategoryChoice) => {
    storeChoice(c);
    setFilters({ cate: c.cate ?? null, sub_cate: c.sub_cate ?? null, s_sub_cate: c.s_sub_cate ?? null });
  };
  const path = choicePath(tree, choice);
  const selectedId = String(path.at(-1)?.cate_id ?? choice.s_sub_cate ?? choice.sub_cate ?? choice.cate ?? '');
  const sortBy = (value: 'uni' | 'price' | 'sales') => {
    // 价格 again flips the direction; the others sort one way
    const nextValue = value === 'price' && sortType === 'price' ? (sortValue === 1 ? 0 : 1) : value === 'sales' ? 1 : 0;
    setFilters({ sort_type: value === 'uni' ? null : value, sort_value: nextValue === 0 ? null : nextValue });
  };

  return (
    <>
      <nav className={classes.crumb} aria-label="当前位置">
        <span>当前位置：</span>
        <button type="button" className={classes.crumbButton} onClick={() => choose({})}>
          {title}
        </button>
        {path.map((c) => (
          <span key={c.cate_id}>
            {' > '}
            <button type="button" className={classes.crumbButton} onClick={() => choose(choiceOf(tree, c.cate_id))}>
              {c.cate_name}
            </button>
          </span>
        ))}
      </nav>
      <SideMenuLayout
        menu={
          <div className={classes.sideMenu}>
            <CategoryMenu
              title="商品分类"
              items={tree.map((t) => toMenu(t, path[1]?.cate_id))}
              value={selectedId}
              onChange={(id) => choose(id === '' ? {} : choiceOf(tree, Number(id)))}
            />
          </div>
        }
      >
        <div className={classes.toolbar}>
          <div className={classes.tabs} role="group" aria-label="排序">
            {SORTS.map((s) => (
              <button key={s.value} type="button" className={classes.tab} aria-pressed={sortType === s.value} onClick={() => sortBy(s.value)}>
                {s.label}
                {s.value === 'price' && sortType === 'price' ? (sortValue === 1 ? ' ↓' : ' ↑') : ''}
              </button>
            ))}
          </div>
          <SearchBar value={values.keywords} onSearch={(keywords) => setFilters({ keywords })} placeholder="请输入商品名称" label="商品关键词" />
          <div className={classes.tools}>
            <AppLink to="/cart" className={classes.toolLink} aria-label="购物车">
              <IconShoppingCart size={18} /> 购物车
            </AppLink>
            <AppLink to="/join" className={classes.toolLink}>
              +入驻
            </AppLink>
          </div>
        </div>
        <QueryState query={products} isEmpty={(d) => d.items.length === 0}>
          {(d) => (
            <>
              <ul className={classes.grid} data-stale={products.isPlaceholderData || undefined} aria-label="商品列表">
                {d.items.map((p) => (
                  <li key={p.id}>
                    <ProductCard product={p} />
                  </li>
                ))}
              </ul>
              <Pager total={d.total} pageSize={ENABLE_PAGE_SIZE} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
      </SideMenuLayout>
    </>
  );
}
