// The express module's texts: the events of a shipment's timeline as the buyer and the seller read them.

/** The merchant's shipment (orderExpress/add). */
export const shippedEventText = (expressName: string, expressNo: string) => `商家已发货：${expressName}，运单号 ${expressNo}`;
/** The buyer's confirmation of receipt. */
export const MSG_RECEIVED_EVENT = '买家已确认收货';
