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

/** The breadcrumb names of a choice: top level, sub, sub-sub (as many as are chosen and known). */
export function crumbNames(tree: readonly Category[], c: CategoryChoice): { name: string; choice: CategoryChoice }[] {
  const top = tree.find((t) => t.cate_id === c.cate) ?? tree.find((t) => t.children?.some((s) => s.cate_id === c.sub_cate));
  if (!top) return [];
  const out: { name: string; choice: CategoryChoice }[] = [{ name: top.cate_name, choice: { cate: top.cate_id } }];
  const sub = top.children?.find((s) => s.cate_id === c.sub_cate);
  if (sub) {
    out.push({ name: sub.cate_name, choice: { cate: top.cate_id, sub_cate: sub.cate_id } });
    const sSub = sub.children?.find((s) => s.cate_id === c.s_sub_cate);
    if (sSub) out.push({ name: sSub.cate_name, choice: { cate: top.cate_id, sub_cate: sub.cate_id, s_sub_cate: sSub.cate_id } });
  }
  return out;
}
