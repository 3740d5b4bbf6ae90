// Pay status (spec 01 §7, 02 §4: personal/getPaystatus {order_no} -> data.ispay), polled by the QR
// dialog every 5 s, and a phone's payment of the same payable (payMobile: H5 or JSAPI). Only the order's own
// payer reads or pays it: another user's order number answers as unknown. The notice the provider posts and
// the demo simulator pages are not contract calls (http/payments.ts).
import type { payments } from '@ws/api-sdk/contract';
import { type DomainHandlers } from '../../http/handler';
import { DomainError } from '../../kernel';
import { MSG_JSAPI_OUTSIDE_WECHAT, MSG_MWEB_IN_WECHAT, MSG_PAY_ORDER_MISSING } from './messages';

/** WeChat's own browser says so in its user agent (MicroMessenger/…); JSAPI exists only there, H5 only outside. */
export const isWechatBrowser = (userAgent: string | undefined): boolean => /MicroMessenger/i.test(userAgent ?? '');


export const paymentsHandlers: DomainHandlers<typeof payments> = {
  async getPaystatus({ payments: service, user, payload }) {
    if (!payload.order_no) throw new DomainError(MSG_PAY_ORDER_MISSING);
    const ispay = await service.payStatus(user.id, payload.order_no);
    if (ispay === null) throw new DomainError(MSG_PAY_ORDER_MISSING);
    return { ispay };
  },

  // The client says where it is; its user agent must agree, since WeChat refuses H5 inside its browser and
  // only that browser has the JSAPI bridge.
  async payMobile({ payments: service, user, payload, ip, request }) {
    const inWechat = isWechatBrowser(request.headers['user-agent']);
    if (payload.client === 'mobile' && inWechat) throw new DomainError(MSG_MWEB_IN_WECHAT);
    if (payload.client === 'wechat' && !inWechat) throw new DomainError(MSG_JSAPI_OUTSIDE_WECHAT);
    return service.payMobile({ userId: user.id, orderNo: payload.order_no, tradeType: payload.client === 'wechat' ? 'JSAPI' : 'MWEB', clientIp: ip });
  },
};
