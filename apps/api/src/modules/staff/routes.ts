// The console's session calls (contract admin.ts: adminLogin, adminLogout, adminMe) and 员工管理 (contract
// admin-staff.ts, 超级管理员 only). The wiring
// (http/register-endpoints.ts) resolves the staff token and the roles of every `staff` entry before a
// handler runs, so `staff` is the caller here.
import { MSG_STAFF_CREATED, MSG_STAFF_FACTOR_RESET, MSG_STAFF_LOGIN_OK, MSG_STAFF_SAVED, type admin, type adminStaff } from '@ws/api-sdk/contract';
import { isProduction } from '../../config';
import { ok, type DomainHandlers } from '../../http/handler';
import { MSG_STAFF_LOGGED_OUT } from './messages';
import { changeStaff, createStaff, listStaff, resetFactor } from './manage';
import { staffLogin, staffLogout } from './service';

type SessionCalls = Pick<typeof admin, 'adminLogin' | 'adminLogout' | 'adminMe'>;

export const staffHandlers: DomainHandlers<SessionCalls & typeof adminStaff> = {
  /** POST /api/admin/login: a staff session (登录成功); the second factor in production only. */
  async adminLogin({ db, clock, appEnv, payload, ip }) {
    const session = await staffLogin(db, clock, { account: payload.account, password: payload.password, code: payload.code, ip }, isProduction(appEnv));
    return ok(session, MSG_STAFF_LOGIN_OK);
  },

  /** POST /api/admin/logout: the token stops working. */
  async adminLogout({ db, clock, staff, token, ip }) {
    await staffLogout(db, clock, staff, token, ip);
    return ok(null, MSG_STAFF_LOGGED_OUT);
  },

  /** GET /api/admin/me: the staff member of the token. */
  adminMe({ staff }) {
    return staff;
  },

  /** GET /api/admin/staff/list: every staff account (超级管理员). */
  adminStaffList({ db }) {
    return listStaff(db);
  },

  /** POST /api/admin/staff/create: 员工已创建, with its second factor shown once, audited. */
  async adminStaffCreate({ db, clock, staff, ip, payload }) {
    return ok(await createStaff(db, clock, { staff, ip }, payload), MSG_STAFF_CREATED);
  },

  /** POST /api/admin/staff/update: 保存成功, audited (停用 ends the account's sessions). */
  async adminStaffUpdate({ db, clock, staff, ip, payload }) {
    return ok(await changeStaff(db, clock, { staff, ip }, { id: payload.id, name: payload.name ?? '', roles: payload.roles, disabled: payload.disabled }), MSG_STAFF_SAVED);
  },

  /** POST /api/admin/staff/resetFactor: 二次验证已重置, the new factor shown once, audited. */
  async adminStaffResetFactor({ db, clock, staff, ip, payload }) {
    return ok(await resetFactor(db, clock, { staff, ip }, payload.id), MSG_STAFF_FACTOR_RESET);
  },
};
