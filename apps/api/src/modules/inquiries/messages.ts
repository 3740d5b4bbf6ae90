// The inquiries module's texts (the other inquiry messages are the contract's, imported from
// @ws/api-sdk/contract).

export const MSG_INQUIRY_ITEM_GONE = '询价产品不存在';
