// The bank account buyers transfer to for offline orders (GET /api/transfer/info). The platform collects
// and settles with the sellers, so one account serves every order; the remittance reference code
// (汇款识别码) on the transfer tells the orders apart.
import type { TransferInfo } from '@ws/api-sdk/contract';

export const TRANSFER_INFO: TransferInfo = {
  company: '广州安企通信息科技有限公司',
  bank_account: '3602 0012 0910 0456 789',
  bank: '中国工商银行广州天河支行',
  cnaps: '102581000139',
  remarks: '转账时请在附言中填写汇款识别码，到账后商家确认收款即发货；对公转账一般 1-2 个工作日到账。',
  duty_paragraph: '91440101MA59ABCD2X',
  phone: '020-38880000',
  address: '广州市天河区天河路 385 号',
};
