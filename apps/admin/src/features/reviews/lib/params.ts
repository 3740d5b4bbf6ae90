// The list's state in the URL (kind, status, keyword, page), read back safely: anything unknown reads as the
// default (企业入驻, 待审核, no keyword, page 1), so a hand-edited address never breaks the screen.
import { ADMIN_REVIEW_KINDS, type AdminReviewKind, type AdminReviewStatus } from '@ws/api-sdk';

export const REVIEW_STATUSES: readonly AdminReviewStatus[] = [0, 1, 2];

export const toKind = (raw: string | null | undefined): AdminReviewKind =>
  (ADMIN_REVIEW_KINDS as readonly string[]).includes(raw ?? '') ? (raw as AdminReviewKind) : 'company';

export const toStatus = (raw: string | null | undefined): AdminReviewStatus => {
  const n = Number(raw);
  return raw !== null && raw !== undefined && raw !== '' && (REVIEW_STATUSES as readonly number[]).includes(n) ? (n as AdminReviewStatus) : 0;
};

/** The keyword as the contract takes it: trimmed, at most 50 characters, '' for none. */
export const toKeyword = (raw: string | null | undefined): string => (raw ?? '').trim().slice(0, 50);

/** The kind of a detail address, or null when it is missing or unknown. */
export const kindOrNull = (raw: string | null): AdminReviewKind | null => ((ADMIN_REVIEW_KINDS as readonly string[]).includes(raw ?? '') ? (raw as AdminReviewKind) : null);
