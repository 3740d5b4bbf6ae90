// The console's session calls (contract admin.ts): adminLogin, adminLogout, adminMe. The wiring
// (http/register-endpoints.ts) resolves the staff token and the roles of every `staff` entry before a
// handler runs, so `staff` is the caller here.
import { MSG_STAFF_LOGIN_OK, type admin } from '@ws/api-sdk/contract';
import { isProduction } from '../../config';
import { ok, type DomainHandlers } from '../../http/handler';
import { MSG_STAFF_LOGGED_OUT } from './messages';
import { staffLogin, staffLogout } from './service';

type SessionCalls = Pick<typeof admin, 'adminLogin' | 'adminLogout' | 'adminMe'>;

export const staffHandlers: DomainHandlers<SessionCalls> = {
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
};
