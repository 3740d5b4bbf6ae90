// Pay status (spec 01 §7, 02 §4: personal/getPaystatus {order_no} -> data.ispay), polled by the QR
// dialog every 5 s. Only the order's own payer reads it: another user's order number answers as unknown.
// The notice the provider posts and the demo simulator are not contract calls (http/payments.ts).
import type { payments } from '@ws/api-sdk/contract';
import { type DomainHandlers } from '../../http/handler';
import { DomainError } from '../../kernel';
import { MSG_PAY_ORDER_MISSING } from './messages';


export const paymentsHandlers: DomainHandlers<typeof payments> = {
  async getPaystatus({ payments: service, user, payload }) {
    if (!payload.order_no) throw new DomainError(MSG_PAY_ORDER_MISSING);
    const ispay = await service.payStatus(user.id, payload.order_no);
    if (ispay === null) throw new DomainError(MSG_PAY_ORDER_MISSING);
    return { ispay };
  },
};
