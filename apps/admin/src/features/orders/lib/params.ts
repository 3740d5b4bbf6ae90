// The order list's state in the URL (order_no, mobile, company, status, from, to, page), read back safely:
// an unknown status reads as 全部 and a malformed day as no limit, so a hand-edited address never breaks the
// screen. A phone that is not 11 digits and a period backwards are kept: the screen says what is wrong and
// asks nothing.
import {
  ADMIN_ORDER_STATUSES,
  isOrderDayOrNone,
  MSG_ADMIN_ORDER_MOBILE_BAD,
  MSG_ADMIN_ORDER_PERIOD_BAD,
  type AdminOrderStatus,
} from '@ws/api-sdk';

export const ORDER_FILTER_KEYS = ['order_no', 'mobile', 'company', 'status', 'from', 'to'] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];

export interface OrderFilters {
  orderNo: string;
  mobile: string;
  company: string;
  status: AdminOrderStatus;
  /** 'YYYY-MM-DD' or '' */
  from: string;
  to: string;
}

export const toStatus = (raw: string | null | undefined): AdminOrderStatus =>
  (ADMIN_ORDER_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as AdminOrderStatus) : 'all';

const toDay = (raw: string | null | undefined): string => {
  const day = (raw ?? '').trim();
  return isOrderDayOrNone(day) ? day : '';
};

export const toFilters = (values: Partial<Record<OrderFilterKey, string>>): OrderFilters => ({
  orderNo: (values.order_no ?? '').trim().slice(0, 40),
  mobile: (values.mobile ?? '').replace(/\s/g, '').slice(0, 20),
  company: (values.company ?? '').trim().slice(0, 50),
  status: toStatus(values.status),
  from: toDay(values.from),
  to: toDay(values.to),
});

/** What is wrong with the filters (a short phone, a period backwards), or null. */
export const filterProblem = (f: OrderFilters): string | null =>
  f.mobile !== '' && !/^1\d{10}$/.test(f.mobile) ? MSG_ADMIN_ORDER_MOBILE_BAD : f.from && f.to && f.from > f.to ? MSG_ADMIN_ORDER_PERIOD_BAD : null;
