import { configure, screen, waitFor, within } from '@testing-library/react';
import type { MerchantAfterSales } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { MerchantAfterSalesPage } from './merchant-after-sales-page';
import { signInAsCompany, signOut } from './test-session';

configure({ asyncUtilTimeout: 4000 });

beforeEach(signInAsCompany);
afterEach(signOut);

const pending: MerchantAfterSales = { ...fixtures.merchantAfterSalesList.items[0]!, id: 7, order_no: 'ORD7', total_price: '248.00', pay_cate: 1, pay_cate_name: '在线支付' };
const page = (items: MerchantAfterSales[]) => ({ items, total: items.length, counts: { pending: items.length, approved: 2, rejected: 1 } });

describe('/merchantAfterSales', { timeout: 30_000 }, () => {
  it('lists a pending request with reason, images (enlarge), the order link and the tab counts; the tab is read from the URL', async () => {
    let asked: unknown = null;
    server.use(
      mockEndpoint('merchantAfterSalesList', ({ payload }) => {
        asked = payload;
        return page([pending]);
      }),
    );
    const { user } = renderWithProviders(<MerchantAfterSalesPage />, { route: '/merchantAfterSales' });
    const card = await screen.findByRole('listitem', { name: '售后申请 ORD7' });
    expect(asked).toMatchObject({ tab: 'pending', pageNum: '1' });
    expect(screen.getByRole('button', { name: '待处理（1）' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '已同意（2）' })).toBeInTheDocument();
    expect(within(card).getByText(pending.remark)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'ORD7' })).toHaveAttribute('href', '/infoSelf?order_no=ORD7&view=merchant');
    await user.click(within(card).getByRole('button', { name: '查看大图 1' }));
    expect(await screen.findByAltText('售后图片大图')).toBeInTheDocument();
  });

  it('同意退款: full by default, a partial amount is checked (at most the paid amount, 2 decimals), then the list refreshes', async () => {
    let approved: unknown = null;
    let lists = 0;
    server.use(
      mockEndpoint('merchantAfterSalesList', () => (lists++, page([pending]))),
      mockEndpoint('merchantAfterSalesApprove', ({ payload }) => {
        approved = payload;
        return fixtures.merchantAfterSalesApprove;
      }),
    );
    const { user } = renderWithProviders(<MerchantAfterSalesPage />, { route: '/merchantAfterSales?tab=pending' });
    const card = await screen.findByRole('listitem', { name: '售后申请 ORD7' });
    await user.click(within(card).getByRole('button', { name: '同意退款' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: '全额退款（¥248.00）' })).toBeChecked();
    expect(within(dialog).getByText(/原路退回/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '部分退款' }));
    const amount = within(dialog).getByRole('textbox', { name: '退款金额（元）' });
    await user.type(amount, '300');
    await user.click(within(dialog).getByRole('button', { name: '确定退款' }));
    expect(await within(dialog).findByText('退款金额不能超过实付金额')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1.234');
    await user.click(within(dialog).getByRole('button', { name: '确定退款' }));
    expect(await within(dialog).findByText('请填写正确的退款金额（最多两位小数）')).toBeInTheDocument();
    expect(approved).toBeNull();
    await user.clear(amount);
    await user.type(amount, '100.5');
    await user.click(within(dialog).getByRole('button', { name: '确定退款' }));
    await waitFor(() => expect(approved).toEqual({ id: 7, refund_price: '100.50' }));
    expect(await screen.findByText('已同意退款')).toBeInTheDocument();
    await waitFor(() => expect(lists).toBeGreaterThan(1));
  });

  it('an offline order says the merchant transfers the refund back; full refund sends the paid amount', async () => {
    let approved: unknown = null;
    server.use(
      mockEndpoint('merchantAfterSalesList', page([{ ...pending, pay_cate: 0, pay_cate_name: '线下转账' }])),
      mockEndpoint('merchantAfterSalesApprove', ({ payload }) => ((approved = payload), fixtures.merchantAfterSalesApprove)),
    );
    const { user } = renderWithProviders(<MerchantAfterSalesPage />, { route: '/merchantAfterSales' });
    await user.click(await screen.findByRole('button', { name: '同意退款' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/需由商家线下转账退回买家/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定退款' }));
    await waitFor(() => expect(approved).toEqual({ id: 7, refund_price: '248.00' }));
  });

  it('拒绝 needs a reason (请填写拒绝原因), then sends it', async () => {
    let rejected: unknown = null;
    server.use(
      mockEndpoint('merchantAfterSalesList', page([pending])),
      mockEndpoint('merchantAfterSalesReject', ({ payload }) => ((rejected = payload), fixtures.merchantAfterSalesReject)),
    );
    const { user } = renderWithProviders(<MerchantAfterSalesPage />, { route: '/merchantAfterSales' });
    await user.click(await screen.findByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定拒绝' }));
    expect(within(dialog).getByText('请填写拒绝原因')).toBeInTheDocument();
    expect(rejected).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: '拒绝原因' }), '商品已使用');
    await user.click(within(dialog).getByRole('button', { name: '确定拒绝' }));
    await waitFor(() => expect(rejected).toEqual({ id: 7, reason: '商品已使用' }));
    expect(await screen.findByText('已拒绝')).toBeInTheDocument();
  });

  it('shows decided requests with their refund or reason and no buttons; empty tab shows 亲，未找到记录~', async () => {
    server.use(mockEndpoint('merchantAfterSalesList', page([{ ...fixtures.merchantAfterSalesApprove, id: 8, order_no: 'ORD8' }])));
    const { unmount } = renderWithProviders(<MerchantAfterSalesPage />, { route: '/merchantAfterSales?tab=approved' });
    const card = await screen.findByRole('listitem', { name: '售后申请 ORD8' });
    expect(within(card).getByLabelText('处理结果')).toHaveTextContent('商家线下退款');
    expect(within(card).queryByRole('button', { name: '同意退款' })).toBeNull();
    unmount();
    server.use(mockEndpoint('merchantAfterSalesList', { items: [], total: 0, counts: { pending: 0, approved: 0, rejected: 0 } }));
    renderWithProviders(<MerchantAfterSalesPage />, { route: '/merchantAfterSales?tab=rejected' });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '已拒绝（0）' })).toHaveAttribute('aria-pressed', 'true');
  });
});
