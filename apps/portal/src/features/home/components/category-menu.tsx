import { forwardRef, type ReactNode } from 'react';
import { SESSION_KEYS, type Category } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, setSessionItem } from '@ws/ui';
import classes from './category-menu.module.css';

/** Where a category of the menu leads in the mall, and what it stores for the mall's category menu. */
export const enableTarget = (path: Category[]): { to: string; remember: () => void } => {
  const [top, sub, leaf] = path;
  return {
    to: paths.enable({ cate: top?.cate_id, sub_cate: sub?.cate_id, s_sub_cate: leaf?.cate_id }),
    // without storage the query string still carries the choice
    remember: () => {
      if (top) setSessionItem(SESSION_KEYS.enableItem, top.cate_id);
      setSessionItem(SESSION_KEYS.enableSub, sub?.cate_id);
      setSessionItem(SESSION_KEYS.s_subs, leaf?.cate_id);
    },
  };
};

function CategoryLink({ path, className, children }: { path: Category[]; className?: string; children: ReactNode }) {
  const t = enableTarget(path);
  return (
    <AppLink to={t.to} className={className} onClick={t.remember}>
      {children}
    </AppLink>
  );
}

/** The flyout body: sub-categories as links; when they have children, one row per sub-category. */
function SubCategories({ top, subs }: { top: Category; subs: Category[] }) {
  if (!subs.some((sub) => sub.children?.length))
    return (
      <div className={classes.leaves}>
        {subs.map((sub) => (
          <CategoryLink key={sub.cate_id} path={[top, sub]} className={classes.leaf}>
            {sub.cate_name}
          </CategoryLink>
        ))}
      </div>
    );
  return (
    <>
      {subs.map((sub) => (
        <div key={sub.cate_id} className={classes.group}>
          <CategoryLink path={[top, sub]} className={classes.groupName}>
            {sub.cate_name}
          </CategoryLink>
          <div className={classes.leaves}>
            {(sub.children ?? []).map((leaf) => (
              <CategoryLink key={leaf.cate_id} path={[top, sub, leaf]} className={classes.leaf}>
                {leaf.cate_name}
              </CategoryLink>
            ))}
          </div>
        </div>
      ))}
    </>
  );
}

export interface CategoryMenuProps {
  categories: Category[];
}

/**
 * The empowerment category menu: top-level product categories; hovering (or focusing) one shows its
 * sub-categories. A click stores the choice (enableItem / enableSub) and goes to the mall's /enable.
 */
export const CategoryMenu = forwardRef<HTMLElement, CategoryMenuProps>(function CategoryMenu({ categories }, ref) {
  return (
    <nav ref={ref} className={classes.menu} aria-label="赋能分类">
      <p className={classes.heading}>赋能分类</p>
      <ul className={classes.list}>
        {categories.map((top) => (
          <li key={top.cate_id} className={classes.row}>
            <CategoryLink path={[top]} className={classes.top}>
              <span className={classes.name}>
                {top.cate_name}
                {top.children?.length ? (
                  <span className={classes.arrow} aria-hidden="true">
                    ›
                  </span>
                ) : null}
              </span>
            </CategoryLink>
            {top.children?.length ? (
              <div className={classes.flyout}>
                <p className={classes.flyoutTitle} aria-hidden="true">
                  {top.cate_name}
                </p>
                <SubCategories top={top} subs={top.children} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
});
