// The category a visitor chose on /funeng (or the portal's menu): kept in session storage under the spec's
// keys (enableItem top level, enableSub sub-category, s_subs third level) and read by /enable when its URL
// names none.
import { SESSION_KEYS, type Category } from '@ws/api-sdk';
import { getSessionItem, setSessionItem } from '@ws/ui';

export interface CategoryChoice {
  cate?: number;
  sub_cate?: number;
  s_sub_cate?: number;
}

const num = (v: string | null | undefined): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function storeChoice(c: CategoryChoice): void {
  setSessionItem(SESSION_KEYS.enableItem, c.cate ? String(c.cate) : '');
  setSessionItem(SESSION_KEYS.enableSub, c.sub_cate ? String(c.sub_cate) : '');
  setSessionItem(SESSION_KEYS.s_subs, c.s_sub_cate ? String(c.s_sub_cate) : '');
}

export function readStoredChoice(): CategoryChoice {
  const out: CategoryChoice = {};
  const cate = num(getSessionItem(SESSION_KEYS.enableItem));
  const sub = num(getSessionItem(SESSION_KEYS.enableSub));
  const sSub = num(getSessionItem(SESSION_KEYS.s_subs));
  if (cate) out.cate = cate;
  if (sub) out.sub_cate = sub;
  if (sSub) out.s_sub_cate = sSub;
  return out;
}

/** The URL's choice when it names one, else the stored one. */
export function choiceFrom(values: { cate: string; sub_cate: string; s_sub_cate: string }): CategoryChoice {
  const fromUrl: CategoryChoice = {};
  const cate = num(values.cate);
  const sub = num(values.sub_cate);
  const sSub = num(values.s_sub_cate);
  if (cate) fromUrl.cate = cate;
  if (sub) fromUrl.sub_cate = sub;
  if (sSub) fromUrl.s_sub_cate = sSub;
  return cate || sub || sSub ? fromUrl : readStoredChoice();
}

/** The path from the top level down to category `id` (up to three levels), or [] when the tree lacks it. */
export function pathTo(tree: readonly Category[], id: number | undefined): Category[] {
  if (!id) return [];
  for (const top of tree) {
    if (top.cate_id === id) return [top];
    for (const sub of top.children ?? []) {
      if (sub.cate_id === id) return [top, sub];
      const leaf = sub.children?.find((l) => l.cate_id === id);
      if (leaf) return [top, sub, leaf];
    }
  }
  return [];
}

const choiceOfPath = ([top, sub, leaf]: readonly Category[]): CategoryChoice => ({
  ...(top ? { cate: top.cate_id } : {}),
  ...(sub ? { sub_cate: sub.cate_id } : {}),
  ...(leaf ? { s_sub_cate: leaf.cate_id } : {}),
});

/** Where a menu id sits in the tree: its top-level, sub and third-level ids ({} when unknown). */
export const choiceOf = (tree: readonly Category[], id: number): CategoryChoice => choiceOfPath(pathTo(tree, id));

/**
 * The known path of a choice: from its deepest level the tree knows (a URL may name only s_sub_cate, or a
 * sub-category that no longer exists under a known top level).
 */
export const choicePath = (tree: readonly Category[], c: CategoryChoice): Category[] =>
  [c.s_sub_cate, c.sub_cate, c.cate].map((id) => pathTo(tree, id)).find((p) => p.length > 0) ?? [];
