// Demo-only order tools (devOnly: not served when APP_ENV=production, and like every stand-in answered to
// this machine only). devOrderAge moves an unpaid order's time back past its payment limit, so the journey
// of the automatic cancellation need not wait 24 hours; the unpaid-order sweep then cancels it as it would
// any order that was never paid.
import { ep } from './endpoint-def';
import { fields, text, type InputOf } from './schema';

export interface DevOrderAged {
  /** the orders of the checkout that were moved back */
  order_nos: string[];
  /** the new payment limit (YYYY-MM-DD HH:mm:ss), now in the past */
  pay_deadline: string;
}

export const ordersDevInput = /* @__PURE__ */ (() => ({
  devOrderAge: fields({ order_no: text(40) }),
}))();

type In = typeof ordersDevInput;
export type DevOrderAgeReq = InputOf<In['devOrderAge']>;

export const ordersDev = {
  /** demo only: an unpaid order's creation time and payment limit moved back past the limit */
  devOrderAge: ep<In['devOrderAge'], DevOrderAged>()({ method: 'POST', path: '/dev/order/age', auth: false, devOnly: true }),
} as const;
