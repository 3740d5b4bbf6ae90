// The express module's texts: the events of a shipment's timeline as the buyer and the seller read them, and
// the seller's note when the tracking service's scans are missing or old.

/** The merchant's shipment (orderExpress/add). */
export const shippedEventText = (expressName: string, expressNo: string) => `商家已发货：${expressName}，运单号 ${expressNo}`;
/** The buyer's confirmation of receipt. */
export const MSG_RECEIVED_EVENT = '买家已确认收货';

/** The seller's note: why the timeline has no (or no recent) scans of Kuaidi100. */
export function kuaidi100NoteText(returnCode: string, message: string): string {
  switch (returnCode) {
    case '500':
      return message.includes('公司') ? '快递100不支持该快递公司的查询，仅显示系统记录' : '快递100暂未查询到该运单的物流轨迹，请确认快递公司和运单号是否正确';
    case '400':
      return '快递100拒绝了查询参数（快递公司或运单号有误），仅显示系统记录';
    case '503':
    case '601':
      return '物流查询服务的账户配置有误，暂时无法获取物流轨迹，请联系平台';
    default:
      return '物流查询服务暂时不可用，请稍后再看';
  }
}
/** Appended to the note when an older answer is shown instead. */
export const staleNoteText = (fetchedAt: string) => `（显示的是 ${fetchedAt} 查询到的轨迹）`;
/** A company the tracking service is not asked about. */
export const MSG_COMPANY_NOT_TRACKED = '该快递公司暂不支持物流轨迹查询，仅显示系统记录';
