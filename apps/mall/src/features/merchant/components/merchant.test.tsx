import { configure, screen, waitFor, within } from '@testing-library/react';
import { reloadSession, type Order } from '@ws/api-sdk';
import { fixtures, mockEndpoint, ORDERS } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { MerchantOrdersPage } from './merchant-orders-page';
import { OrdersExpressEditPage } from './orders-express-edit-page';

configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.setItem('token', 'mock-token-1001');
  sessionStorage.setItem('roles', JSON.stringify(['member', 'company']));
  reloadSession();
  // the personal layout's profile call refreshes the roles: keep the company one
  server.use(mockEndpoint('profile', { ...fixtures.profile, roles: ['member', 'company'] }));
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const offlineUnpaid: Order = { ...ORDERS[0]!, order_no: 'OFF1', pay_cate: 0, ispay: 0, remit_code: 'HK7788', transfer_receipt: [{ FileName: 'r.jpg', FileUrl: '/api/files/uploads/r.jpg' }] };
const paid: Order = { ...ORDERS[1]!, order_no: 'PAID1', ispay: 1, isexpress: 0, status: '待发货' };
const shipped: Order = { ...ORDERS[1]!, order_no: 'SHIP1', ispay: 1, isexpress: 1, status: '待收货' };
const refunded: Order = { ...ORDERS[1]!, order_no: 'REF1', ispay: 1, isexpress: 0, status: '已退款', refund_price: ORDERS[1]!.total };

describe('merchant orders', { timeout: 30_000 }, () => {
  it('shows the first item, 收款 only for an unpaid offline order (确定收款吗？ → 收款成功), 发货 and 已发货', async () => {
    let collected: unknown = null;
    server.use(
      mockEndpoint('listByCompany', { items: [offlineUnpaid, paid, shipped, refunded], total: 4 }),
      mockEndpoint('changePayStatus', ({ payload }) => {
        collected = payload;
        return { ...offlineUnpaid, ispay: 1 as const };
      }),
    );
    const { user } = renderWithProviders(<MerchantOrdersPage />, { route: '/merchantOrders?vsstatus=all' });
    const first = await screen.findByRole('listitem', { name: '订单 OFF1' });
    expect(within(first).getByText('ABS 透气安全帽 V 型')).toBeInTheDocument();
    expect(within(first).getByText(/¥35\.00 × 3/)).toBeInTheDocument();
    expect(within(first).getByText('HK7788')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '转账回单' })).toHaveAttribute('href', '/api/files/uploads/r.jpg');
    expect(within(first).getByRole('link', { name: '详情' })).toHaveAttribute('target', '_blank');
    expect(within(screen.getByRole('listitem', { name: '订单 PAID1' })).queryByRole('button', { name: '收款' })).toBeNull();
    expect(within(screen.getByRole('listitem', { name: '订单 PAID1' })).getByRole('link', { name: '发货' })).toHaveAttribute('href', '/OrdersExpressEdit?orderOn=PAID1');
    expect(within(screen.getByRole('listitem', { name: '订单 SHIP1' })).getByRole('button', { name: '已发货' })).toBeDisabled();
    expect(within(screen.getByRole('listitem', { name: '订单 PAID1' })).getByRole('link', { name: '打印发货单' })).toHaveAttribute('href', '/merchantDeliveryNote?order_no=PAID1');
    expect(within(first).queryByRole('link', { name: '打印发货单' })).toBeNull();
    // refunded in full: closed, nothing to ship or print
    const closed = screen.getByRole('listitem', { name: '订单 REF1' });
    expect(within(closed).queryByRole('link', { name: '发货' })).toBeNull();
    expect(within(closed).queryByRole('link', { name: '打印发货单' })).toBeNull();

    await user.click(within(first).getByRole('button', { name: '收款' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定收款吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('收款成功')).toBeInTheDocument();
    expect(collected).toEqual({ order_no: 'OFF1', ispay: 1 });
  });

  it('shows 亲，未找到记录~ when there is nothing', async () => {
    server.use(mockEndpoint('listByCompany', { items: [], total: 0 }));
    renderWithProviders(<MerchantOrdersPage />, { route: '/merchantOrders?vsstatus=notpay' });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '待付款' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('OrdersExpressEdit', { timeout: 30_000 }, () => {
  it('needs an express company and a number, then ships (发货成功)', async () => {
    let body: unknown = null;
    server.use(
      mockEndpoint('orderExpressAdd', ({ payload }) => {
        body = payload;
        return shipped;
      }),
    );
    const { user } = renderWithProviders(<OrdersExpressEditPage />, { route: '/OrdersExpressEdit?orderOn=PAID1' });
    expect(screen.getByRole('textbox', { name: '订单号' })).toHaveValue('PAID1');
    await screen.findByRole('radio', { name: '顺丰速运' });
    await user.click(screen.getByRole('button', { name: '确认发货' }));
    expect(screen.getByText('请选择快递公司')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '快递单号' })).toHaveAccessibleDescription('请填写快递单号');
    expect(body).toBeNull();
    await user.click(screen.getByRole('radio', { name: '顺丰速运' }));
    await user.type(screen.getByRole('textbox', { name: '快递单号' }), 'SF123');
    await user.click(screen.getByRole('button', { name: '确认发货' }));
    await waitFor(() => expect(body).toMatchObject({ order_no: 'PAID1', express_value: 'SF', express_name: '顺丰速运', express_no: 'SF123' }));
    expect(await screen.findByText('发货成功')).toBeInTheDocument();
  });
});
