import { screen, waitFor, within } from '@testing-library/react';
import type { AdminOrderDetail, AdminOrderItem } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { HttpResponse } from 'msw';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

const ITEM: AdminOrderItem = fixtures.adminOrderList.items[0]!;
const DETAIL: AdminOrderDetail = fixtures.adminOrderInfo;

const record = (answer: () => { items: AdminOrderItem[]; total: number } | { refuse: string } = () => ({ items: [ITEM], total: 1 })) => {
  const calls: Record<string, string>[] = [];
  server.use(
    mockEndpoint('adminOrderList', ({ request }) => {
      calls.push(Object.fromEntries(new URL(request.url).searchParams));
      const a = answer();
      if ('refuse' in a) return HttpResponse.json({ ok: false, code: 1, msg: a.refuse, data: null });
      return a;
    }),
  );
  return calls;
};

describe('/admin/orders (订单管理)', () => {
  it('lists orders with number, time, buyer (masked), company, amount, pay way and status; the number opens the detail', async () => {
    const calls = record();
    renderAdmin('/admin/orders', { staff: STAFF.ops });
    const table = await screen.findByRole('table', { name: '订单列表' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '订单号',
      expect.stringContaining('下单时间'),
      '买家',
      '企业',
      '订单金额',
      '支付方式',
      '状态',
      '操作',
    ]);
    const row = within(table).getAllByRole('row')[1]!;
    for (const text of [ITEM.order_no, ITEM.create_time, ITEM.buyer.mobile, ITEM.company.name, `¥${ITEM.total}`, '线下转账', '待付款']) expect(row).toHaveTextContent(text);
    expect(within(row).getByRole('link', { name: `查看订单 ${ITEM.order_no}` })).toHaveAttribute('href', `/admin/orderInfo?order_no=${encodeURIComponent(ITEM.order_no)}`);
    expect(calls[0]).toEqual({ status: 'all', pageNum: '1', pageSize: '20' });
    expect(screen.getByRole('link', { name: '订单管理' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('订单管理 - 安服通运营后台'));
  });

  it('the filters go into the URL and the call; a short phone or a period backwards is told without asking', async () => {
    const calls = record();
    const { user, location } = renderAdmin('/admin/orders', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '订单列表' });
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '待发货');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ status: 'pay' }));
    expect(location()).toBe('/admin/orders?status=pay');
    await user.type(screen.getByRole('textbox', { name: '订单号' }), '2026112710300012');
    await user.type(screen.getByRole('textbox', { name: '买家手机' }), '13800138000');
    await user.type(screen.getByRole('textbox', { name: '企业' }), '安信');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ status: 'pay', order_no: '2026112710300012', mobile: '13800138000', company: '安信', pageNum: '1', pageSize: '20' }));
    expect(location()).toContain('mobile=13800138000');

    const before = calls.length;
    await user.clear(screen.getByRole('textbox', { name: '买家手机' }));
    await user.type(screen.getByRole('textbox', { name: '买家手机' }), '1380013');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入完整的 11 位买家手机号');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(calls).toHaveLength(before);

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(location()).toBe('/admin/orders'));
    await screen.findByRole('table', { name: '订单列表' });
  });

  it('a period backwards in the URL is told; an empty answer says 暂无订单; a refusal is shown', async () => {
    record(() => ({ items: [], total: 0 }));
    const first = renderAdmin('/admin/orders?from=2026-02-01&to=2026-01-01', { staff: STAFF.ops });
    expect(await screen.findByRole('alert')).toHaveTextContent('下单开始日期不能晚于结束日期');
    first.unmount();
    renderAdmin('/admin/orders', { staff: STAFF.ops });
    expect(await screen.findByText('暂无订单')).toBeInTheDocument();
  });

  it('内容编辑 is not offered 订单管理 and the screen says 无权限', async () => {
    const calls = record();
    renderAdmin('/admin/orders', { staff: STAFF.editor });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '订单管理' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('/admin/orderInfo (订单详情)', () => {
  it('shows the order whole in its sections: the lines, the buyer phone whole, the 汇款识别码 and 回单, 待付款', async () => {
    let asked = '';
    server.use(
      mockEndpoint('adminOrderInfo', ({ request }) => {
        asked = new URL(request.url).searchParams.get('order_no') ?? '';
        return DETAIL;
      }),
    );
    renderAdmin(`/admin/orderInfo?order_no=${DETAIL.order_no}`, { staff: STAFF.ops });
    expect(await screen.findByRole('heading', { name: `订单 ${DETAIL.order_no}`, level: 1 })).toBeInTheDocument();
    expect(asked).toBe(DETAIL.order_no);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['订单信息', '商品', '收货地址', '支付与退款', '物流', '售后']);
    expect(screen.getByTestId('order-status')).toHaveTextContent('待付款');
    expect(screen.getByRole('link', { name: `${DETAIL.buyer.name} ${DETAIL.buyer.mobile}` })).toHaveAttribute('href', `/admin/userInfo?id=${DETAIL.buyer.user_id}`);
    const lines = screen.getByRole('table', { name: '商品' });
    expect(lines).toHaveTextContent(DETAIL.lines[0]!.product_name);
    expect(lines).toHaveTextContent(`¥${DETAIL.lines[0]!.subtotal}`);
    expect(screen.getByText(DETAIL.remit_code)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '转账回单' })).toBeInTheDocument();
    expect(screen.getByText('尚未发货')).toBeInTheDocument();
    expect(screen.getByText('无售后申请')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← 返回订单管理' })).toHaveAttribute('href', '/admin/orders');
    // the menu keeps 订单管理 highlighted
    expect(screen.getByRole('link', { name: '订单管理' })).toHaveAttribute('aria-current', 'page');
  });

  it('the invoice: the kind the buyer chose, the title and taxpayer id the order keeps, and 待开票 / 已开票', async () => {
    const invoiced: AdminOrderDetail = {
      ...DETAIL,
      invoice: {
        wanted: 1,
        type: '156',
        type_label: '增值税专用发票',
        info: { name: '广州安信安全技术有限公司', identification: '91440101MA5CQ2XK7R', invoice_type: 1 },
        address: null,
        state: 'issued',
        files: [{ FileName: '电子发票.pdf', FileUrl: '/api/files/u/7/invoice.pdf' }],
      },
    };
    server.use(mockEndpoint('adminOrderInfo', invoiced));
    renderAdmin(`/admin/orderInfo?order_no=${DETAIL.order_no}`, { staff: STAFF.ops });
    expect(await screen.findByText('增值税专用发票：广州安信安全技术有限公司（91440101MA5CQ2XK7R） · 已开票')).toBeInTheDocument();
    expect(screen.queryByText(/^156/)).toBeNull();
  });

  it('an online order with payment, refund, shipment and after-sales', async () => {
    const online: AdminOrderDetail = {
      ...DETAIL,
      pay_cate: 1,
      pay_way: '在线支付',
      status: '已退款',
      remit_code: '',
      transfer_receipt: [],
      payments: [{ pay_no: 'P2026001', amount: '1288.00', status: 'paid', status_label: '已支付', created_at: '2026-11-27 10:30:00', paid_at: '2026-11-27 10:31:00' }],
      refunds: [
        { refund_no: 'R2026001', pay_no: 'P2026001', amount: '50.00', kind: 'after_sales', kind_label: '售后退款', status: 'refunded', status_label: '已退款', created_at: '', refunded_at: '2026-11-29 09:00:00' },
      ],
      shipments: [{ express_name: '顺丰速运', express_no: 'SF1234567890', remark: '', create_time: '2026-11-28 09:00:00' }],
      after_sale: {
        id: 1,
        cate: 'goodsproblem',
        cate_label: '商品质量问题',
        remark: '外包装破损',
        file_items: [],
        audit_status: 1,
        status_label: '已同意退款',
        decide_reason: '',
        refund: '50.00',
        refund_mode_label: '原路退回',
        create_time: '2026-11-28 12:00:00',
        decide_time: '2026-11-28 13:00:00',
      },
    };
    server.use(mockEndpoint('adminOrderInfo', () => online));
    renderAdmin(`/admin/orderInfo?order_no=${DETAIL.order_no}`, { staff: STAFF.ops });
    expect(await screen.findByRole('table', { name: '支付记录' })).toHaveTextContent('已支付');
    expect(screen.getByRole('table', { name: '退款记录' })).toHaveTextContent('售后退款');
    expect(screen.getByText('SF1234567890')).toBeInTheDocument();
    expect(screen.getByText('顺丰速运')).toBeInTheDocument();
    expect(screen.getByText('¥50.00（原路退回）')).toBeInTheDocument();
  });

  it('订单不存在 from the server is shown', async () => {
    server.use(mockEndpoint('adminOrderInfo', () => HttpResponse.json({ ok: false, code: 1, msg: '订单不存在', data: null })));
    renderAdmin('/admin/orderInfo?order_no=NOSUCH', { staff: STAFF.ops });
    expect(await screen.findByText('订单不存在')).toBeInTheDocument();
  });
});
