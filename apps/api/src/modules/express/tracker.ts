// The express-tracking adapter. A real tracking service (an express company's or an aggregator's API) is
// asked by company code and tracking number; the local stand-in answers only the events this system itself
// recorded — the merchant's shipment (orderExpress/add) and the buyer's confirmation of receipt — and
// invents no transit scans.
import type { ExpressEvent, ExpressTrace } from '@ws/api-sdk/contract';
import { MSG_RECEIVED_EVENT, shippedEventText } from './messages';

/** What the system knows about one shipment when it asks for the timeline. */
export interface Shipment {
  orderNo: string;
  expressValue: string;
  expressName: string;
  expressNo: string;
  remark: string;
  /** YYYY-MM-DD HH:mm:ss */
  shippedAt: string;
  /** when the buyer confirmed receipt, or null */
  receivedAt: string | null;
}

export interface ExpressTracker {
  /** The shipment's events, oldest first. */
  trace(shipment: Shipment): Promise<ExpressTrace>;
}

/** The local stand-in: the two events the system recorded, nothing more. */
export class LocalExpressTracker implements ExpressTracker {
  trace(s: Shipment): Promise<ExpressTrace> {
    const events: ExpressEvent[] = [{ time: s.shippedAt, context: shippedEventText(s.expressName, s.expressNo) }];
    if (s.receivedAt) events.push({ time: s.receivedAt, context: MSG_RECEIVED_EVENT });
    return Promise.resolve({
      order_no: s.orderNo,
      express_value: s.expressValue,
      express_name: s.expressName,
      express_no: s.expressNo,
      remark: s.remark,
      state: s.receivedAt ? 'received' : 'shipped',
      events,
    });
  }
}

/** The tracker in use. Only the local stand-in exists so far; a real service's adapter goes here. */
export const expressTracker: ExpressTracker = new LocalExpressTracker();
