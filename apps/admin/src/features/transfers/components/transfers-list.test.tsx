import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminTransferItem, StatementMatch } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { HttpResponse } from 'msw';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

const TRANSFER: AdminTransferItem = fixtures.adminTransferList.items[0]!;

const record = (confirm: (body: Record<string, unknown>) => AdminTransferItem | { refuse: string } = () => fixtures.adminTransferConfirm) => {
  const list: Record<string, string>[] = [];
  const confirms: Record<string, unknown>[] = [];
  const matches: unknown[] = [];
  server.use(
    mockEndpoint('adminTransferList', ({ request }) => {
      list.push(Object.fromEntries(new URL(request.url).searchParams));
      return { items: [TRANSFER], total: 21 };
    }),
    mockEndpoint('adminTransferConfirm', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      confirms.push(body);
      const answer = confirm(body);
      return 'refuse' in answer ? HttpResponse.json({ ok: false, code: 1, msg: answer.refuse, data: null }) : answer;
    }),
    mockEndpoint('adminTransferMatch', async ({ request }) => {
      const body = (await request.json()) as { lines: StatementMatch[] };
      matches.push(body.lines);
      return body.lines.map((l, i) => ({ ...l, line: i + 1, result: l.remark.includes(TRANSFER.remit_code) ? ('matched' as const) : ('not_found' as const), transfer: l.remark.includes(TRANSFER.remit_code) ? TRANSFER : null }));
    }),
  );
  return { list, confirms, matches };
};

const table = () => screen.getByRole('table', { name: '转账列表' });

describe('/admin/transfers (线下转账对账)', () => {
  it('lists waiting checkouts: the code, the amount due, the buyer, the orders and sellers, the limit, the 回单; 20 a page', async () => {
    const { list } = record();
    renderAdmin('/admin/transfers', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '转账列表' });
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '汇款识别码',
      expect.stringContaining('应付金额'),
      '买家',
      '订单',
      expect.stringContaining('下单时间'),
      expect.stringContaining('付款期限'),
      '回单',
      '操作',
    ]);
    const row = within(table()).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('K7QW3M9P');
    expect(row).toHaveTextContent('¥1600.50');
    expect(row).toHaveTextContent('张三13800138000');
    expect(row).toHaveTextContent('2026112710300012-1 · 广州安信安全技术有限公司 · ¥1280.00');
    expect(within(row).getByRole('link', { name: '回单.png' })).toHaveAttribute('href', TRANSFER.transfer_receipt[0]!.FileUrl);
    expect(list[0]).toEqual({ status: 'unpaid', pageNum: '1', pageSize: '20' });
    await waitFor(() => expect(document.title).toBe('线下转账对账 - 安服通运营后台'));
  });

  it('the tabs and the keyword go into the URL and the call', async () => {
    const { list } = record();
    const { user, location } = renderAdmin('/admin/transfers', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '转账列表' });
    await user.click(screen.getByRole('button', { name: '已到账' }));
    await waitFor(() => expect(list.at(-1)).toMatchObject({ status: 'paid' }));
    expect(location()).toBe('/admin/transfers?status=paid');
    expect(await screen.findByRole('columnheader', { name: /到账时间/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '关键词' }), 'k7qw3m9p{Enter}');
    await waitFor(() => expect(list.at(-1)).toMatchObject({ status: 'paid', keyword: 'k7qw3m9p' }));
  });

  it('确认到账 needs the amount (no call without it); a refusal is told and the amount stays; then 已确认到账', async () => {
    let refuse = true;
    const { confirms, list } = record(() => (refuse ? { refuse: '到账金额与应付金额不一致（应付 ¥1600.50）' } : fixtures.adminTransferConfirm));
    const { user } = renderAdmin('/admin/transfers', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '转账列表' });
    await user.click(screen.getByRole('button', { name: '确认到账 K7QW3M9P' }));
    const dialog = await screen.findByRole('dialog', { name: '确认到账' });
    expect(dialog).toHaveTextContent('应付金额¥1600.50');
    await user.click(within(dialog).getByRole('button', { name: '确认到账' }));
    expect(await within(dialog).findByText('请输入正确的到账金额')).toBeInTheDocument();
    expect(confirms).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /到账金额/ }), '1600');
    await user.click(within(dialog).getByRole('button', { name: '确认到账' }));
    expect(await screen.findByText('到账金额与应付金额不一致（应付 ¥1600.50）')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /到账金额/ })).toHaveValue('1600');
    refuse = false;
    await user.clear(within(dialog).getByRole('textbox', { name: /到账金额/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /到账金额/ }), '1,600.50');
    await user.type(within(dialog).getByRole('textbox', { name: '付款人' }), '张三');
    const reads = list.length;
    await user.click(within(dialog).getByRole('button', { name: '确认到账' }));
    expect(await screen.findByText('已确认到账')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认到账' })).toBeNull());
    expect(confirms.at(-1)).toEqual({ remit_code: 'K7QW3M9P', amount: '1,600.50', statement_date: '', remitter: '张三', remark: '' });
    await waitFor(() => expect(list.length).toBeGreaterThan(reads));
  });

  it('导入银行流水: a CSV statement is read, matched line by line, and a matched line is confirmed with its own values', async () => {
    const { confirms, matches } = record();
    const { user } = renderAdmin('/admin/transfers', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '转账列表' });
    await user.click(screen.getByRole('button', { name: '导入银行流水' }));
    const panel = await screen.findByRole('region', { name: '导入银行流水' });
    const csv = '交易日期,贷方金额,对方户名,附言\r\n2026-11-28,"1,600.50",张三,货款 K7QW3M9P\r\n2026-11-28,99.00,王五,转账\r\n';
    await user.upload(within(panel).getByLabelText('选择银行流水文件'), new File([csv], '流水.csv', { type: 'text/csv' }));
    const results = await within(panel).findByRole('table', { name: '流水匹配结果' });
    expect(matches[0]).toEqual([
      { date: '2026-11-28', amount: '1,600.50', remitter: '张三', remark: '货款 K7QW3M9P' },
      { date: '2026-11-28', amount: '99.00', remitter: '王五', remark: '转账' },
    ]);
    expect(within(panel).getByRole('status')).toHaveTextContent('流水.csv：共 2 条，可确认到账 1 条，未找到订单 1 条');
    expect(within(results).getAllByRole('row')[2]).toHaveTextContent('未找到订单');
    await user.click(within(results).getByRole('button', { name: '确认到账 第1行' }));
    const dialog = await screen.findByRole('dialog', { name: '确认到账' });
    expect(within(dialog).getByRole('textbox', { name: /到账金额/ })).toHaveValue('1,600.50');
    await user.click(within(dialog).getByRole('button', { name: '确认到账' }));
    await waitFor(() => expect(confirms).toEqual([{ remit_code: 'K7QW3M9P', amount: '1,600.50', statement_date: '2026-11-28', remitter: '张三', remark: '货款 K7QW3M9P' }]));
    // the statement is matched again after the confirmation
    await waitFor(() => expect(matches).toHaveLength(2));
  });

  it('a file that is no statement is refused in Chinese, without a call', async () => {
    const { matches } = record();
    const { user } = renderAdmin('/admin/transfers', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '转账列表' });
    await user.click(screen.getByRole('button', { name: '导入银行流水' }));
    const panel = await screen.findByRole('region', { name: '导入银行流水' });
    await user.upload(within(panel).getByLabelText('选择银行流水文件'), new File(['日期,金额\r\n'], '空.csv'));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('银行流水中没有可读取的记录');
    // the picker offers .xlsx and .csv only; a file chosen anyway (drag and drop, "all files") is refused
    fireEvent.change(within(panel).getByLabelText('选择银行流水文件'), { target: { files: [new File(['x'], '流水.xls')] } });
    await waitFor(() => expect(within(panel).getByRole('alert')).toHaveTextContent('无法读取该文件，请选择 .xlsx 或 .csv 格式的表格'));
    expect(matches).toEqual([]);
  });
});
