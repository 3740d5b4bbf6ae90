// Account calls (spec 01 §4–§8): login, SMS codes, registration, password reset, logout, profile, and the
// WeChat QR login stand-in.
import type { account as accountContract } from '@ws/api-sdk/contract';
import type { FastifyRequest } from 'fastify';
import { isProduction } from '../../config';
import { ok, type DomainHandlers } from '../../http/handler';
import {
  MSG_CONFIRMED,
  MSG_LOGGED_OUT,
  MSG_LOGIN_OK,
  MSG_PASSWORD_RESET,
  MSG_REGISTERED,
  MSG_SENT,
} from './messages';
import {
  CONFIRM_PAGE_PATH,
  confirmWechatTicket,
  createWechatTicket,
  login,
  profileOf,
  register,
  resetPassword,
  sendCode,
  smsOutbox,
  WECHAT_TICKET_TTL_MS,
  wechatTicketStatus,
} from './service';
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

  async wechatQrCreate({ db, clock, request, appEnv }) {
    const ticket = await createWechatTicket(db, clock);
    return {
      ticket,
      qr_url: `${originOf(request)}${CONFIRM_PAGE_PATH}?ticket=${ticket}`,
      expire_seconds: WECHAT_TICKET_TTL_MS / 1000,
      // the login page shows its stand-in hint only in demo mode
      demo: !isProduction(appEnv),
    };
  },

  wechatQrStatus({ db, clock, payload }) {
    return wechatTicketStatus(db, clock, payload.ticket);
  },

  async wechatQrConfirm({ db, clock, payload }) {
    await confirmWechatTicket(db, clock, payload.ticket, payload.phone);
    return ok(null, MSG_CONFIRMED);
  },

  async devSmsOutbox({ db, payload }) {
    return { items: await smsOutbox(db, payload.phone) };
  },
};
