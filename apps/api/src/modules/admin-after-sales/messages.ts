// The audit log's summaries of 售后仲裁 (the answers' messages, 已判定退款 / 已关闭 …, are the contract's).

export const summaryRefund = (orderNo: string, amount: string, reason: string) => `售后仲裁判定退款：订单 ${orderNo} ¥${amount}（${reason}）`;
export const summaryClose = (orderNo: string, reason: string) => `售后仲裁关闭申请：订单 ${orderNo}（${reason}）`;
