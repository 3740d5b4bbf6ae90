// The help item form's values, rules and payload, and the moves of a category's order. The rules are the
// server's (contract admin-help.ts), so the editor hears them before saving; the server checks them again.
import { hasUnsafeLink } from '@ws/validators/checkers';
import {
  HELP_LIMITS,
  MSG_HELP_CATE_REQUIRED,
  MSG_HELP_INTRO_TOO_LONG,
  MSG_HELP_NAME_REQUIRED,
  MSG_HELP_NAME_TOO_LONG,
  MSG_HELP_UNSAFE_LINK,
  type AdminHelpDetail,
  type AdminHelpSaveReq,
} from '@ws/api-sdk';

export interface HelpFormValues {
  cate_id: string;
  name: string;
  intro: string;
}

export const emptyHelp = (cateId: number | null): HelpFormValues => ({ cate_id: cateId === null ? '' : String(cateId), name: '', intro: '' });

export const fromDetail = (d: AdminHelpDetail): HelpFormValues => ({ cate_id: String(d.cate_id), name: d.name, intro: d.intro });

export const helpRules = {
  cate_id: (v: string) => (/^[1-9]\d*$/.test(v) ? null : MSG_HELP_CATE_REQUIRED),
  name: (v: string) => (v.trim() === '' ? MSG_HELP_NAME_REQUIRED : [...v.trim()].length > HELP_LIMITS.name ? MSG_HELP_NAME_TOO_LONG : null),
  intro: (v: string) => (v.length > HELP_LIMITS.intro ? MSG_HELP_INTRO_TOO_LONG : hasUnsafeLink(v) ? MSG_HELP_UNSAFE_LINK : null),
};

export const toPayload = (v: HelpFormValues, id: number | null): AdminHelpSaveReq => ({
  ...(id !== null ? { id } : {}),
  cate_id: Number(v.cate_id),
  name: v.name.trim(),
  intro: v.intro,
});

/** The list with the item at `from` moved to `to` (both in range; otherwise the list as it is). */
export const moveItem = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};
