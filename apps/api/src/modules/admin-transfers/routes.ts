// 线下转账对账 of the operations console (contract admin-transfers.ts: adminTransferList, adminTransferConfirm,
// adminTransferMatch; 运营 and 超级管理员, checked by the wiring before a handler runs).
import { ADMIN_PAGE_SIZE, MSG_TRANSFER_CONFIRMED, type adminTransfers } from '@ws/api-sdk/contract';
import { paging } from '../../db/paging';
import { ok, type DomainHandlers } from '../../http/handler';
import { confirmTransfer, listTransfers, matchStatement } from './service';

export const adminTransfersHandlers: DomainHandlers<typeof adminTransfers> = {
  /** GET /api/admin/transfers/list: waiting checkouts by their limit, or those paid lately, 20 a page. */
  adminTransferList({ db, clock, payload }) {
    return listTransfers(db, clock, payload.status, payload.keyword ?? '', paging(payload, ADMIN_PAGE_SIZE));
  },

  /** POST /api/admin/transfers/confirm: 已确认到账, audited. */
  async adminTransferConfirm({ db, clock, staff, ip, payload }) {
    const item = await confirmTransfer(db, clock, { staff, ip }, {
      remitCode: payload.remit_code,
      amount: payload.amount,
      statementDate: payload.statement_date ?? '',
      remitter: payload.remitter ?? '',
      remark: payload.remark ?? '',
    });
    return ok(item, MSG_TRANSFER_CONFIRMED);
  },

  /** POST /api/admin/transfers/match: each statement line against the orders; changes nothing. */
  adminTransferMatch({ db, clock, payload }) {
    return matchStatement(db, clock, payload.lines);
  },
};
