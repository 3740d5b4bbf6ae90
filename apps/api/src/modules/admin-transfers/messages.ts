// The audit log's summary of 线下转账对账 (the answers' messages, 已确认到账 / 金额不一致 …, are the contract's).

export const summaryConfirm = (code: string, amount: string, orderNos: string[]) => `确认到账：汇款识别码 ${code} ¥${amount}（订单 ${orderNos.join('、')}）`;
