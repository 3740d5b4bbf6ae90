// 用户管理 of the operations console (contract admin-users.ts: adminUserList, adminUserInfo,
// adminUserSetDisabled, adminUserSetRole; 运营 and 超级管理员, checked by the wiring before a handler runs).
import { ADMIN_PAGE_SIZE, MSG_USER_DISABLED, MSG_USER_ENABLED, MSG_USER_ROLE_SET, type adminUsers } from '@ws/api-sdk/contract';
import { paging } from '../../db/paging';
import { ok, type DomainHandlers } from '../../http/handler';
import { listUsers, setUserDisabled, setUserRole, userInfo } from './service';

type UserCalls = typeof adminUsers;

export const adminUsersHandlers: DomainHandlers<UserCalls> = {
  /** GET /api/admin/users/list: members matching the filter, newest first, 20 a page. */
  adminUserList({ db, payload }) {
    const { mobile = '', name = '', role, status, region = '', from = '', to = '' } = payload;
    return listUsers(db, { mobile: mobile.trim(), name: name.trim(), role, status, region, from, to }, paging(payload, ADMIN_PAGE_SIZE));
  },

  /** GET /api/admin/users/info: 会员详情 (用户不存在). */
  adminUserInfo({ db, clock, payload }) {
    return userInfo(db, clock, payload.id);
  },

  /** POST /api/admin/users/disable: 已停用 (logged out everywhere) / 已启用, audited. */
  async adminUserSetDisabled({ db, clock, staff, ip, payload }) {
    const user = await setUserDisabled(db, clock, { staff, ip }, payload.id, payload.disabled === 1, payload.reason ?? '');
    return ok(user, payload.disabled === 1 ? MSG_USER_DISABLED : MSG_USER_ENABLED);
  },

  /** POST /api/admin/users/role: 客服 or 业务员 on or off, audited. */
  async adminUserSetRole({ db, clock, staff, ip, payload }) {
    const user = await setUserRole(db, clock, { staff, ip }, payload.id, payload.role, payload.on === 1);
    return ok(user, MSG_USER_ROLE_SET);
  },
};
