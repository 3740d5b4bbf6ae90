import { screen, waitFor, within } from '@testing-library/react';
import type { AdminAfterSalesItem } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { HttpResponse } from 'msw';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

const ITEM: AdminAfterSalesItem = fixtures.adminAfterSalesList.items[0]!;

const record = (decide: (body: Record<string, unknown>) => AdminAfterSalesItem | { refuse: string } = () => fixtures.adminAfterSalesDecide) => {
  const list: Record<string, string>[] = [];
  const decisions: Record<string, unknown>[] = [];
  server.use(
    mockEndpoint('adminAfterSalesList', ({ request }) => {
      const q = Object.fromEntries(new URL(request.url).searchParams);
      list.push(q);
      return q.tab === 'decided'
        ? { items: [fixtures.adminAfterSalesDecide], total: 1, counts: { waiting: 1, decided: 1 } }
        : { items: [ITEM], total: 21, counts: { waiting: 21, decided: 1 } };
    }),
    mockEndpoint('adminAfterSalesDecide', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      decisions.push(body);
      const answer = decide(body);
      return 'refuse' in answer ? HttpResponse.json({ ok: false, code: 1, msg: answer.refuse, data: null }) : answer;
    }),
  );
  return { list, decisions };
};

const table = () => screen.getByRole('table', { name: '售后申请列表' });

describe('/admin/aftersales (售后仲裁)', () => {
  it('lists the waiting requests: order, seller, buyer, what was paid and refunded, the seller’s refusal; 20 a page', async () => {
    const { list } = record();
    renderAdmin('/admin/aftersales', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '售后申请列表' });
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '订单号',
      '商家',
      '买家',
      '实付 / 已退',
      '售后类型',
      expect.stringContaining('申请时间'),
      '商家处理',
      '操作',
    ]);
    const row = within(table()).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(ITEM.order_no);
    expect(row).toHaveTextContent('广州安信安全技术有限公司');
    expect(row).toHaveTextContent('张三13800138000');
    expect(row).toHaveTextContent('¥1280.00已退 ¥0.00');
    expect(row).toHaveTextContent('商家已拒绝商品已使用，不支持退货');
    expect(screen.getByRole('button', { name: '待仲裁 (21)' })).toHaveAttribute('aria-pressed', 'true');
    expect(list[0]).toEqual({ tab: 'waiting', pageNum: '1', pageSize: '20' });
    await waitFor(() => expect(document.title).toBe('售后仲裁 - 安服通运营后台'));
  });

  it('the tab and the keyword go into the URL and the call; 已仲裁 shows the platform’s decision', async () => {
    const { list } = record();
    const { user, location } = renderAdmin('/admin/aftersales', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '售后申请列表' });
    await user.click(screen.getByRole('button', { name: /已仲裁/ }));
    await waitFor(() => expect(list.at(-1)).toMatchObject({ tab: 'decided' }));
    expect(location()).toBe('/admin/aftersales?tab=decided');
    expect(await screen.findByRole('columnheader', { name: '仲裁结果' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('平台判定退款 ¥1280.00');
    expect(within(table()).queryByRole('button', { name: /判定退款/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '13800138000{Enter}');
    await waitFor(() => expect(list.at(-1)).toMatchObject({ tab: 'decided', keyword: '13800138000' }));
  });

  it('the detail shows the request with its images large and leads to the decision', async () => {
    record();
    const { user } = renderAdmin('/admin/aftersales', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '售后申请列表' });
    await user.click(screen.getByRole('button', { name: `查看 ${ITEM.order_no}` }));
    const dialog = await screen.findByRole('dialog', { name: '售后详情' });
    expect(dialog).toHaveTextContent('申请原因' + ITEM.remark);
    expect(dialog).toHaveTextContent('已退 / 可退¥0.00 / ¥1280.00');
    expect(within(dialog).getByRole('img', { name: '售后图片1' })).toHaveAttribute('src', ITEM.file_items[0]!.FileUrl);
    await user.click(within(dialog).getByRole('button', { name: '关闭申请' }));
    expect(await screen.findByRole('dialog', { name: '关闭申请' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '售后详情' })).toBeNull());
  });

  it('判定退款: the amount prefilled with what is left, the reason required (no call without it), a refusal told, then 已判定退款', async () => {
    let refuse = true;
    const { decisions, list } = record(() => (refuse ? { refuse: '该售后申请已处理' } : fixtures.adminAfterSalesDecide));
    const { user } = renderAdmin('/admin/aftersales', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '售后申请列表' });
    await user.click(screen.getByRole('button', { name: `判定退款 ${ITEM.order_no}` }));
    const dialog = await screen.findByRole('dialog', { name: '判定退款' });
    const amount = within(dialog).getByRole('textbox', { name: /退款金额/ });
    expect(amount).toHaveValue('1280.00');
    await user.click(within(dialog).getByRole('button', { name: '确定退款' }));
    expect(await within(dialog).findByText('请填写仲裁理由')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1280.01');
    await user.type(within(dialog).getByRole('textbox', { name: /仲裁理由/ }), '商品确有质量问题');
    await user.click(within(dialog).getByRole('button', { name: '确定退款' }));
    expect(await within(dialog).findByText('退款金额超过可退金额（可退 ¥1280.00）')).toBeInTheDocument();
    expect(decisions).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(within(dialog).getByRole('button', { name: '确定退款' }));
    expect(await screen.findByText('该售后申请已处理')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /仲裁理由/ })).toHaveValue('商品确有质量问题');
    refuse = false;
    const reads = list.length;
    await user.click(within(dialog).getByRole('button', { name: '确定退款' }));
    expect(await screen.findByText('已判定退款')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '判定退款' })).toBeNull());
    expect(decisions.at(-1)).toEqual({ id: ITEM.id, action: 'refund', refund_price: '1000', reason: '商品确有质量问题' });
    await waitFor(() => expect(list.length).toBeGreaterThan(reads));
  });

  it('关闭申请 needs only the reason, then 已关闭', async () => {
    const { decisions } = record(() => ({ ...fixtures.adminAfterSalesDecide, arbitration: 'closed' }));
    const { user } = renderAdmin('/admin/aftersales', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '售后申请列表' });
    await user.click(screen.getByRole('button', { name: `关闭申请 ${ITEM.order_no}` }));
    const dialog = await screen.findByRole('dialog', { name: '关闭申请' });
    expect(within(dialog).queryByRole('textbox', { name: /退款金额/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /仲裁理由/ }), '买家未提供有效凭证');
    await user.click(within(dialog).getByRole('button', { name: '确定关闭' }));
    expect(await screen.findByText('已关闭')).toBeInTheDocument();
    expect(decisions).toEqual([{ id: ITEM.id, action: 'close', reason: '买家未提供有效凭证' }]);
  });

  it('says so when nothing waits', async () => {
    server.use(mockEndpoint('adminAfterSalesList', { items: [], total: 0, counts: { waiting: 0, decided: 0 } }));
    renderAdmin('/admin/aftersales', { staff: STAFF.ops });
    expect(await screen.findByText('暂无待仲裁的售后申请')).toBeInTheDocument();
  });
});
