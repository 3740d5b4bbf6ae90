// 工作台's figures (contract admin-dashboard.ts: adminDashboard; 运营 and 超级管理员).
import type { adminDashboard } from '@ws/api-sdk/contract';
import type { DomainHandlers } from '../../http/handler';
import { dashboard } from './service';

export const adminDashboardHandlers: DomainHandlers<typeof adminDashboard> = {
  /** GET /api/admin/dashboard: today's and the last 30 days' orders, sales and new members. */
  adminDashboard({ db, clock }) {
    return dashboard(db, clock);
  },
};
