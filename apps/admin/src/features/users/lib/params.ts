// The member list's state in the URL (keyword, role, status, page), read back safely: anything unknown reads
// as the default (every role, every state), so a hand-edited address never breaks the screen. One keyword
// box: digits search the phone from its start, anything else the name.
import { ADMIN_USER_ROLES, ADMIN_USER_STATUSES, type AdminUserRole } from '@ws/api-sdk';

export type RoleFilter = AdminUserRole | 'all';
export type StatusFilter = (typeof ADMIN_USER_STATUSES)[number] | 'all';

export interface UserFilters {
  mobile: string;
  name: string;
  role: RoleFilter;
  status: StatusFilter;
}

export const toRole = (raw: string | null | undefined): RoleFilter => ((ADMIN_USER_ROLES as readonly string[]).includes(raw ?? '') ? (raw as AdminUserRole) : 'all');

export const toStatus = (raw: string | null | undefined): StatusFilter => ((ADMIN_USER_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as StatusFilter) : 'all');

/** The keyword box: up to 11 digits are a phone prefix, anything else (up to 50 characters) a name. */
export const toFilters = (values: { keyword: string; role: string; status: string }): UserFilters => {
  const keyword = values.keyword.trim();
  const phone = /^\d{1,11}$/.test(keyword);
  return { mobile: phone ? keyword : '', name: phone ? '' : keyword.slice(0, 50), role: toRole(values.role), status: toStatus(values.status) };
};
