import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { SESSION_KEYS } from '@ws/api-sdk';
import { paths, toPositiveId } from '@ws/routes';
import { CategoryMenu, Empty, getSessionItem, PageContainer, QueryState, RichText, setSessionItem, SideMenuLayout, useAppNavigate, useIdParam } from '@ws/ui';
import { useHelpInfo } from '../api/use-help-info';
import { useHelpMenu } from '../api/use-help-menu';
import classes from './help.module.css';

/** Items that also open in a new tab when chosen from the menu (spec 02 §2: the agreement and the privacy policy). */
export const NEW_TAB_HELP_IDS: readonly number[] = [48, 37];

const storedHelpId = (): number | null => toPositiveId(getSessionItem(SESSION_KEYS.helpMeunId));

const rememberHelpId = (id: number) => setSessionItem(SESSION_KEYS.helpMeunId, id);

const LEADING_HEADING = /^\s*<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>\s*/i;
const plainText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#12288;/g, ' ').replace(/\s+/g, '').trim();

/** The rich text without a leading heading that repeats the item's name (the pane shows the name once). */
export const withoutRepeatedTitle = (html: string, name: string): string => {
  const m = LEADING_HEADING.exec(html);
  return m && plainText(m[2] ?? '') === plainText(name) ? html.slice(m[0].length) : html;
};

function HelpArticle({ id }: { id: number }) {
  const info = useHelpInfo(id);
  return (
    <QueryState query={info} skeletonRows={8}>
      {(d) => (
        <article className={classes.article} aria-labelledby="help-title">
          <h1 id="help-title" className={classes.title}>
            {d.name}
          </h1>
          <RichText html={withoutRepeatedTitle(d.intro, d.name)} />
        </article>
      )}
    </QueryState>
  );
}

/**
 * /help/orders (spec 02 §2 Help centre): the help categories with their items on the left, the chosen
 * item's name and rich text on the right. The chosen id comes from `?id=` (the header dropdown and the
 * footer links), else session storage helpMeunId, else the first item; it is kept in helpMeunId.
 */
export function HelpOrdersPage() {
  const [, setSp] = useSearchParams();
  const asked = useIdParam('id');
  const menu = useHelpMenu();
  const go = useAppNavigate();
  const first = menu.data?.items.flatMap((c) => c.items)[0]?.id ?? null;
  const selected = asked ?? storedHelpId() ?? first;

  useEffect(() => {
    if (selected !== null) rememberHelpId(selected);
  }, [selected]);

  const choose = (id: number) => {
    rememberHelpId(id);
    setSp({ id: String(id) });
    if (NEW_TAB_HELP_IDS.includes(id)) go(paths.helpOrders(id), { newTab: true });
  };

  return (
    <PageContainer className={classes.page}>
      <SideMenuLayout
        menu={
          <QueryState query={menu} isEmpty={(d) => d.items.length === 0} skeletonRows={6}>
            {(d) => (
              <div className={classes.menus}>
                {d.items.map((c) => (
                  <CategoryMenu
                    key={c.cate_id}
                    title={c.cate_name}
                    allLabel={null}
                    items={c.items}
                    value={selected !== null ? String(selected) : ''}
                    onChange={(id) => choose(Number(id))}
                  />
                ))}
              </div>
            )}
          </QueryState>
        }
      >
        {selected !== null ? <HelpArticle key={selected} id={selected} /> : menu.data ? <Empty /> : null}
      </SideMenuLayout>
    </PageContainer>
  );
}
