import { configure, screen, waitFor } from '@testing-library/react';
import { reloadSession } from '@ws/api-sdk';
import { mockEndpoint, ORDERS, REMARKS } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { RemarkPage } from './remark-page';

configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.setItem('token', 'mock-token-1001');
  reloadSession();
});
afterEach(() => localStorage.clear());

/** An order of the member's with line 9 (product 401), received or not. */
const order = (isconfirm: 0 | 1) => {
  const base = ORDERS[0]!;
  return { ...base, order_no: 'A1', isconfirm, status: isconfirm ? ('已完成' as const) : ('待收货' as const), order_items: [{ ...base.order_items[0]!, id: 9, product_id: 401 }] };
};

describe('/remark', { timeout: 30_000 }, () => {
  it('needs content (评价内容不能为空), then sends the review with its score (提交成功)', async () => {
    let body: unknown = null;
    server.use(
      mockEndpoint('infoSelf', order(1)),
      mockEndpoint('remarkAdd', ({ payload }) => {
        body = payload;
        return REMARKS[0]!;
      }),
    );
    const { user } = renderWithProviders(<RemarkPage />, { route: '/remark?order_no=A1&product_id=401&item_id=9' });
    await user.click(await screen.findByRole('button', { name: '提交评价' }));
    expect(screen.getByRole('textbox', { name: '评价内容' })).toHaveAccessibleDescription('评价内容不能为空');
    expect(body).toBeNull();
    await user.type(screen.getByRole('textbox', { name: '评价内容' }), '很好用');
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(body).toMatchObject({ xcate: 'product', xid: 401, item_id: 9, order_no: 'A1', content: '很好用', score: '5' }));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
  });

  it('shows an existing review read-only', async () => {
    server.use(mockEndpoint('remarkInfoByUser', REMARKS[0]!));
    renderWithProviders(<RemarkPage />, { route: '/remark?order_no=W1&product_id=401&item_id=1' });
    expect(await screen.findByText(REMARKS[0]!.content)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交评价' })).toBeNull();
  });

  it('an order not received yet gets no form: it says 订单确认收货后才能评价 and links to the order', async () => {
    server.use(mockEndpoint('infoSelf', order(0)));
    renderWithProviders(<RemarkPage />, { route: '/remark?order_no=A1&product_id=401&item_id=9' });
    expect(await screen.findByText('订单确认收货后才能评价')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', expect.stringContaining('/infoSelf?order_no=A1'));
    expect(screen.queryByRole('button', { name: '提交评价' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: '评价内容' })).toBeNull();
  });

  it('an item that is not a line of the order says 评价的商品不存在', async () => {
    server.use(mockEndpoint('infoSelf', order(1)));
    renderWithProviders(<RemarkPage />, { route: '/remark?order_no=A1&product_id=401&item_id=10' });
    expect(await screen.findByRole('alert')).toHaveTextContent('评价的商品不存在');
    expect(screen.queryByRole('button', { name: '提交评价' })).toBeNull();
  });

  it('a link without its ids says so', () => {
    renderWithProviders(<RemarkPage />, { route: '/remark?order_no=A1' });
    expect(screen.getByRole('alert')).toHaveTextContent('评价的商品不存在');
  });
});
