// /funeng (赋能, spec 02 §2): the category menu, then one section per top-level category with up to 4 product
// cards. A category title or a recommended sub-category stores the choice (enableItem, enableSub, s_subs) and
// goes to /enable.
import type { Category } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { CategoryMenu, QueryState, SideMenuLayout, SkeletonBlock, useAppNavigate, type MenuEntry } from '@ws/ui';
import { useProductCategories } from '../api/use-categories';
import { FUNENG_SECTION_SIZE, useProducts } from '../api/use-products';
import { storeChoice, type CategoryChoice } from '../lib/category-choice';
import classes from './catalogue.module.css';
import { ProductCard } from './product-card';

function useGoToEnable() {
  const navigate = useAppNavigate();
  return (c: CategoryChoice) => {
    storeChoice(c);
    navigate(paths.enable(c));
  };
}

function Section({ top }: { top: Category }) {
  const goTo = useGoToEnable();
  const products = useProducts({ page: 1, pageSize: FUNENG_SECTION_SIZE, cate: top.cate_id });
  const subs = (top.children ?? []).filter((s) => s.is_recommend === 1);
  const shown = subs.length > 0 ? subs : (top.children ?? []);
  return (
    <section className={classes.section} aria-labelledby={`funeng-${top.cate_id}`}>
      <div className={classes.sectionHead}>
        <h2 className={classes.sectionTitle} id={`funeng-${top.cate_id}`}>
          <button type="button" className={classes.sectionTitleButton} onClick={() => goTo({ cate: top.cate_id })}>
            {top.cate_name}
          </button>
        </h2>
        {shown.map((s) => (
          <button key={s.cate_id} type="button" className={classes.subButton} onClick={() => goTo({ cate: top.cate_id, sub_cate: s.cate_id })}>
            {s.cate_name}
          </button>
        ))}
        <button type="button" className={`${classes.subButton} ${classes.more}`} onClick={() => goTo({ cate: top.cate_id })}>
          更多 &gt;
        </button>
      </div>
      <QueryState query={products} isEmpty={(d) => d.items.length === 0}>
        {(d) => (
          <ul className={classes.grid}>
            {d.items.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} compact />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

const toMenu = (c: Category): MenuEntry => ({ id: c.cate_id, name: c.cate_name, ...(c.children?.length ? { children: c.children.map(toMenu) } : {}) });

export function FunengPage() {
  const categories = useProductCategories();
  const goTo = useGoToEnable();
  const tree = categories.data?.items ?? [];
  const choose = (id: string) => {
    if (id === '') return goTo({});
    const n = Number(id);
    const top = tree.find((t) => t.cate_id === n);
    if (top) return goTo({ cate: n });
    const parent = tree.find((t) => t.children?.some((s) => s.cate_id === n));
    goTo(parent ? { cate: parent.cate_id, sub_cate: n } : {});
  };
  return (
    <SideMenuLayout menu={<CategoryMenu title="商品分类" items={tree.map(toMenu)} value="" onChange={choose} allLabel="全部商品" />}>
      <h1 className={classes.sectionTitle} style={{ marginBottom: '1rem' }}>
        赋能
      </h1>
      <QueryState query={categories} isEmpty={(d) => d.items.length === 0} placeholder={<SkeletonBlock height={320} />}>
        {(d) => d.items.map((top) => <Section key={top.cate_id} top={top} />)}
      </QueryState>
    </SideMenuLayout>
  );
}
