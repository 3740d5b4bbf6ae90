// The member list's state in the URL (keyword, role, status, region, from, to, page), read back safely:
// anything unknown reads as the default (every role, every state, anywhere, any day), so a hand-edited
// address never breaks the screen. One keyword box: digits search the phone from its start, anything else
// the name. A period backwards is kept: the screen says 注册开始日期不能晚于结束日期 and asks nothing.
import { ADMIN_USER_ROLES, ADMIN_USER_STATUSES, isUserDayOrNone, MSG_USER_PERIOD_BAD, userRegionLevel, type AdminUserRole } from '@ws/api-sdk';

export type RoleFilter = AdminUserRole | 'all';
export type StatusFilter = (typeof ADMIN_USER_STATUSES)[number] | 'all';

export const USER_FILTER_KEYS = ['keyword', 'role', 'status', 'region', 'from', 'to'] as const;

export interface UserFilters {
  mobile: string;
  name: string;
  role: RoleFilter;
  status: StatusFilter;
  /** a city or district / town code, '' : anywhere */
  region: string;
  /** 'YYYY-MM-DD' or '' */
  from: string;
  to: string;
}

export const toRole = (raw: string | null | undefined): RoleFilter => ((ADMIN_USER_ROLES as readonly string[]).includes(raw ?? '') ? (raw as AdminUserRole) : 'all');

export const toStatus = (raw: string | null | undefined): StatusFilter => ((ADMIN_USER_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as StatusFilter) : 'all');

export const toRegion = (raw: string | null | undefined): string => (raw && userRegionLevel(raw) !== null ? raw : '');

const toDay = (raw: string | null | undefined): string => {
  const day = (raw ?? '').trim();
  return isUserDayOrNone(day) ? day : '';
};

/** The city a region code is in ('440106' -> '440100', '441900004' -> '441900'), '' for none. */
export const cityOf = (region: string): string => (region === '' ? '' : userRegionLevel(region) === 'city' ? region : `${region.slice(0, 4)}00`);

/** The keyword box: up to 11 digits are a phone prefix, anything else (up to 50 characters) a name. */
export const toFilters = (values: Partial<Record<(typeof USER_FILTER_KEYS)[number], string>>): UserFilters => {
  const keyword = (values.keyword ?? '').trim();
  const phone = /^\d{1,11}$/.test(keyword);
  return {
    mobile: phone ? keyword : '',
    name: phone ? '' : keyword.slice(0, 50),
    role: toRole(values.role),
    status: toStatus(values.status),
    region: toRegion(values.region),
    from: toDay(values.from),
    to: toDay(values.to),
  };
};

/** The period's problem, or null. */
export const periodProblem = (f: Pick<UserFilters, 'from' | 'to'>): string | null => (f.from && f.to && f.from > f.to ? MSG_USER_PERIOD_BAD : null);
