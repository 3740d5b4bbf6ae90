// Account calls (spec 01 §4–§8): login, SMS codes, registration, password reset, logout, profile, and the
// WeChat website login with the member's WeChat binding (wechat.ts).
import type { account as accountContract } from '@ws/api-sdk/contract';
import type { FastifyRequest } from 'fastify';
import { isProduction } from '../../config';
import { ok, type DomainHandlers } from '../../http/handler';
import {
  MSG_LOGGED_OUT,
  MSG_LOGIN_OK,
  MSG_PASSWORD_RESET,
  MSG_REGISTERED,
  MSG_SENT,
  MSG_WECHAT_UNBOUND,
} from './messages';
import {
  login,
  profileOf,
  register,
  resetPassword,
  sendCode,
  smsOutbox,
} from './service';
import { createWechatLogin, unbindWechat, wechatBind, wechatBindingOf, wechatCallback, wechatTicketStatus } from './wechat';
import { WechatApiError } from './wechat-login';
import { revokeToken } from './tokens';

/** Origin the browser used (for the QR URL), from the Host / X-Forwarded-* headers the proxy passes on. */
const originOf = (request: FastifyRequest) => {
  const host = request.host || 'localhost';
  const safeHost = /^[A-Za-z0-9.[\]:-]+$/.test(host) ? host : 'localhost';
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${safeHost}`;
};

export const accountHandlers: DomainHandlers<typeof accountContract> = {
  async login({ db, clock, payload, ip }) {
    return ok(await login(db, clock, payload, ip), MSG_LOGIN_OK);
  },

  async sendsms({ db, clock, sms, payload, ip }) {
    await sendCode({ db, clock, sms }, { phone: payload.phone, usecate: payload.usecate, ip });
    return ok(null, MSG_SENT);
  },

  async register({ db, clock, payload }) {
    await register(db, clock, payload);
    return ok(null, MSG_REGISTERED);
  },

  async resetPwd({ db, clock, payload }) {
    await resetPassword(db, clock, payload);
    return ok(null, MSG_PASSWORD_RESET);
  },

  async logout({ db, token }) {
    await revokeToken(db, token);
    return ok(null, MSG_LOGGED_OUT);
  },

  profile({ db, user }) {
    return profileOf(db, user.id);
  },

  wechatQrCreate({ db, clock, request, appEnv, wechatLogin, payload }) {
    // the login page shows its demo hint (the emulator stands in for WeChat) only in demo mode
    return createWechatLogin(db, clock, wechatLogin, { origin: originOf(request), browserKey: payload.browser_key ?? '', demo: !isProduction(appEnv) });
  },

  wechatQrStatus({ db, clock, payload }) {
    return wechatTicketStatus(db, clock, payload.ticket);
  },

  async wechatLoginCallback({ db, clock, wechatLogin, payload, request }) {
    try {
      return await wechatCallback({ db, clock, wechatLogin }, payload);
    } catch (err) {
      // WeChat's errcode for the operators; never the code, the secret or a token
      if (err instanceof WechatApiError) request.log.warn({ wechatErrcode: err.errcode, step: err.step }, 'WeChat refused the login');
      throw err;
    }
  },

  async wechatLoginBind({ db, clock, payload }) {
    return ok(await wechatBind(db, clock, payload), MSG_LOGIN_OK);
  },

  wechatBinding({ db, user }) {
    return wechatBindingOf(db, user.id);
  },

  async wechatUnbind({ db, user }) {
    await unbindWechat(db, user.id);
    return ok(null, MSG_WECHAT_UNBOUND);
  },

  async devSmsOutbox({ db, payload }) {
    return { items: await smsOutbox(db, payload.phone) };
  },
};
