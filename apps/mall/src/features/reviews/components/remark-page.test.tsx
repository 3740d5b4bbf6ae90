import { configure, screen, waitFor } from '@testing-library/react';
import { reloadSession } from '@ws/api-sdk';
import { mockEndpoint, REMARKS } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { RemarkPage } from './remark-page';

configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.setItem('token', 'mock-token-1001');
  reloadSession();
});
afterEach(() => localStorage.clear());

describe('/remark', { timeout: 30_000 }, () => {
  it('needs content (评价内容不能为空), then sends the review with its score (提交成功)', async () => {
    let body: unknown = null;
    server.use(
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

  it('a link without its ids says so', () => {
    renderWithProviders(<RemarkPage />, { route: '/remark?order_no=A1' });
    expect(screen.getByRole('alert')).toHaveTextContent('评价的商品不存在');
  });
});
