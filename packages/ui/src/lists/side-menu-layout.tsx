import { useEffect, useRef, type ReactNode } from 'react';
import classes from './lists.module.css';

export interface MenuEntry {
  id: string | number;
  name: string;
  children?: MenuEntry[];
}

export interface CategoryMenuProps {
  title: string;
  items: MenuEntry[];
  /** the selected id as a string; '' is the All entry */
  value: string;
  onChange: (id: string) => void;
  /** label of the All entry; null hides it */
  allLabel?: string | null;
}

/** The left category menu of the list screens, with an All entry (全部). Children are indented. */
export function CategoryMenu({ title, items, value, onChange, allLabel = '全部' }: CategoryMenuProps) {
  const entry = (e: MenuEntry, sub = false): ReactNode => (
    <li key={`${sub ? 's' : 't'}-${e.id}`}>
      <button
        type="button"
        className={sub ? `${classes.menuItem} ${classes.sub}` : classes.menuItem}
        aria-current={String(e.id) === value ? 'true' : undefined}
        onClick={() => onChange(String(e.id))}
      >
        {e.name}
      </button>
      {e.children && e.children.length > 0 && <ul className={classes.menuList}>{e.children.map((c) => entry(c, true))}</ul>}
    </li>
  );
  // On a phone the menu is one strip that scrolls sideways: bring the current entry into view (centred),
  // without scrolling the page itself.
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [value, items]);
  return (
    <nav className={classes.menu} aria-label={title}>
      <h2 className={classes.menuTitle}>{title}</h2>
      <ul ref={listRef} className={classes.menuList}>
        {allLabel !== null && (
          <li>
            <button type="button" className={classes.menuItem} aria-current={value === '' ? 'true' : undefined} onClick={() => onChange('')}>
              {allLabel}
            </button>
          </li>
        )}
        {items.map((e) => entry(e))}
      </ul>
    </nav>
  );
}

/** Left menu + content grid; one column on narrow screens. */
export function SideMenuLayout({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.layout}>
      <aside>{menu}</aside>
      <section>{children}</section>
    </div>
  );
}
