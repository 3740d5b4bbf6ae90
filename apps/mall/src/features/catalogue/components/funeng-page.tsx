// /funeng (赋能, spec 02 §2): the category menu, then one section per top-level category with up to 4 product
// cards. A category title, a sub-category or a recommended third-level category stores the choice (enableItem,
// enableSub, s_subs) and goes to /enable.
import type { Category } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { CategoryMenu, QueryState, SideMenuLayout, SkeletonBlock, useAppNavigate, type MenuEntry } from '@ws/ui';
import { useProductCategories } from '../api/use-categories';
import { FUNENG_SECTION_SIZE, useProducts } from '../api/use-products';
import { choiceOf, storeChoice, type CategoryChoice } from '../lib/category-choice';
import classes from './catalogue.module.css';
import { CardGridSkeleton, ProductCard } from './product-card';

function useGoToEnable() {
  const navigate = useAppNavigate();
  return (c: CategoryChoice) => {
    storeChoice(c);
    navigate(paths.enable(c));
  };
}

/** `first`: the first section, whose pictures are the page's largest paint. */
function Section({ top, first = false }: { top: Category; first?: boolean }) {
  const goTo = useGoToEnable();
  const products = useProducts({ page: 1, pageSize: FUNENG_SECTION_SIZE, cate: top.cate_id });
  const children = top.children ?? [];
  const subs = children.filter((s) => s.is_recommend === 1);
  const shown = (subs.length > 0 ? subs : children).map((s) => ({ c: s, choice: { cate: top.cate_id, sub_cate: s.cate_id } as CategoryChoice }));
  // recommended third-level categories follow the sub-categories
  for (const sub of children)
    for (const leaf of sub.children ?? []) if (leaf.is_recommend === 1) shown.push({ c: leaf, choice: { cate: top.cate_id, sub_cate: sub.cate_id, s_sub_cate: leaf.cate_id } });
  return (
    <section className={classes.section} aria-labelledby={`funeng-${top.cate_id}`}>
      <div className={classes.sectionHead}>
        <h2 className={classes.sectionTitle} id={`funeng-${top.cate_id}`}>
          <button type="button" className={classes.sectionTitleButton} onClick={() => goTo({ cate: top.cate_id })}>
            {top.cate_name}
          </button>
        </h2>
        {shown.map(({ c, choice }) => (
          <button key={c.cate_id} type="button" className={classes.subButton} onClick={() => goTo(choice)}>
            {c.cate_name}
          </button>
        ))}
        <button type="button" className={`${classes.subButton} ${classes.more}`} onClick={() => goTo({ cate: top.cate_id })}>
          更多 &gt;
        </button>
      </div>
      <QueryState query={products} isEmpty={(d) => d.items.length === 0} placeholder={<CardGridSkeleton count={FUNENG_SECTION_SIZE} />}>
        {(d) => (
          <ul className={classes.grid}>
            {d.items.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} compact priority={first} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** Top levels and sub-categories (the third level is picked on /enable or from the sections). */
const toMenu = (c: Category, depth = 1): MenuEntry => ({
  id: c.cate_id,
  name: c.cate_name,
  ...(depth === 1 && c.children?.length ? { children: c.children.map((s) => toMenu(s, 2)) } : {}),
});

export function FunengPage() {
  const categories = useProductCategories();
  const goTo = useGoToEnable();
  const tree = categories.data?.items ?? [];
  const choose = (id: string) => goTo(id === '' ? {} : choiceOf(tree, Number(id)));
  return (
    <SideMenuLayout menu={<CategoryMenu title="商品分类" items={tree.map((t) => toMenu(t))} value="" onChange={choose} allLabel="全部商品" />}>
      <h1 className={classes.sectionTitle} style={{ marginBottom: '1rem' }}>
        赋能
      </h1>
      <QueryState query={categories} isEmpty={(d) => d.items.length === 0} placeholder={<SkeletonBlock height={320} />}>
        {(d) => d.items.map((top, i) => <Section key={top.cate_id} top={top} first={i === 0} />)}
      </QueryState>
    </SideMenuLayout>
  );
}
