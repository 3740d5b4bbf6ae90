import { useQuery } from '@tanstack/react-query';
import { apiQuery, type AdminReviewKind } from '@ws/api-sdk';

/** How many applications of a kind wait for review (待审核): the list's total, one row asked. */
export const useWaitingCount = (kind: AdminReviewKind) =>
  useQuery({ ...apiQuery('adminReviewList', { kind, status: 0, pageNum: 1, pageSize: 1 }), select: (page) => page.total });

/** How many products wait for review (商品审核's 待审核 total). */
export const useWaitingProducts = () =>
  useQuery({ ...apiQuery('adminProductList', { status: 0, pageNum: 1, pageSize: 1 }), select: (page) => page.total });

/** How many after-sales requests wait for the platform (售后仲裁's 待仲裁 total). */
export const useWaitingAfterSales = () =>
  useQuery({ ...apiQuery('adminAfterSalesList', { tab: 'waiting', pageNum: 1, pageSize: 1 }), select: (page) => page.total });

/** How many offline checkouts wait for their transfer to be confirmed (线下转账对账's 待确认 total). */
export const useWaitingTransfers = () =>
  useQuery({ ...apiQuery('adminTransferList', { status: 'unpaid', pageNum: 1, pageSize: 1 }), select: (page) => page.total });

/** GET /api/admin/dashboard: the platform's orders, sales and new members today and over 30 days. */
export const useDashboardFigures = () => useQuery(apiQuery('adminDashboard', {}));
