import { MSG_STATEMENT_EMPTY, MSG_STATEMENT_TOO_LONG } from '@ws/api-sdk';
import { headerOf, statementLines } from './statement';

describe('a bank statement as lines', () => {
  it('finds the header among the first rows, the credit column before a debit one, and leaves out rows without an amount', () => {
    const rows = [
      ['中国工商银行 账户明细'],
      ['账号', '3602 0012 0910 0456 789'],
      ['交易时间', '借方发生额（支出）', '贷方发生额（收入）', '对方户名', '摘要'],
      ['2026-11-28 10:22:01', '', '1,600.50', '张三', '货款 K7QW3M9P'],
      ['2026-11-28 11:00:00', '35.00', '', '手续费', '手续费'],
      ['合计', '', '', '', ''],
    ];
    expect(headerOf(rows)).toEqual({ at: 2, columns: { date: 0, amount: 2, remitter: 3, remark: 4 } });
    expect(statementLines(rows)).toEqual([{ date: '2026-11-28 10:22:01', amount: '1,600.50', remitter: '张三', remark: '货款 K7QW3M9P' }]);
  });

  it('reads other banks’ names (记账日期, 收入金额, 付款人, 附言) and Excel date serials', () => {
    const rows = [
      ['附言', '付款人', '收入金额', '记账日期'],
      ['K7QW3M9P', '李四', '320.50', '46354'],
    ];
    expect(statementLines(rows)).toEqual([{ date: '2026-11-28', amount: '320.50', remitter: '李四', remark: 'K7QW3M9P' }]);
  });

  it('without a header the columns are date, amount, remitter, remark', () => {
    expect(statementLines([['2026-11-28', '99.00', '王五', '转账']])).toEqual([{ date: '2026-11-28', amount: '99.00', remitter: '王五', remark: '转账' }]);
  });

  it('says so when there is no line, or more than 500', () => {
    expect(() => statementLines([['日期', '金额']])).toThrow(MSG_STATEMENT_EMPTY);
    expect(() => statementLines(Array.from({ length: 501 }, () => ['2026-11-28', '1.00', 'a', 'b']))).toThrow(MSG_STATEMENT_TOO_LONG);
  });
});
