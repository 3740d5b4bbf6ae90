import { configure, screen, within } from '@testing-library/react';
import { reloadSession } from '@ws/api-sdk';
import { AFTER_SALES, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { ApplyAfterSalesPage } from './apply-after-sales-page';

configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.setItem('token', 'mock-token-1001');
  reloadSession();
});
afterEach(() => localStorage.clear());

describe('/applyAfterSales', { timeout: 30_000 }, () => {
  it('asks for at least one image (请选择上传图片) and sends nothing without it', async () => {
    let sent = 0;
    server.use(mockEndpoint('aftersalesAdd', () => (sent++, AFTER_SALES)));
    const { user } = renderWithProviders(<ApplyAfterSalesPage />, { route: '/applyAfterSales?order_no=A1' });
    expect(await screen.findByRole('radio', { name: '七天无理由退货' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '商品质量问题' }));
    await user.type(screen.getByRole('textbox', { name: '问题描述' }), '有裂纹');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择上传图片')).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('shows an existing request read-only with its audit status', async () => {
    server.use(mockEndpoint('aftersalesInfoByUser', AFTER_SALES));
    renderWithProviders(<ApplyAfterSalesPage />, { route: `/applyAfterSales?order_no=${AFTER_SALES.order_no}` });
    expect(await screen.findByText('审核中')).toBeInTheDocument();
    expect(screen.getByText('商品质量问题')).toBeInTheDocument();
    expect(screen.getByText(AFTER_SALES.remark)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  });
});

describe('/applyAfterSales decision', { timeout: 30_000 }, () => {
  it('shows an approved refund: amount, 原路退回 and its state', async () => {
    server.use(
      mockEndpoint('aftersalesInfoByUser', {
        ...AFTER_SALES,
        audit_status: 1 as const,
        audit_status_name: '审核通过',
        decision_name: '已同意退款',
        refund_price: '120.50',
        refund_mode: 'online' as const,
        refund_state: 'refund_pending' as const,
        decide_time: '2026-11-04 09:30:00',
      }),
    );
    renderWithProviders(<ApplyAfterSalesPage />, { route: `/applyAfterSales?order_no=${AFTER_SALES.order_no}` });
    const result = await screen.findByLabelText('处理结果');
    expect(within(result).getByText('已同意退款')).toBeInTheDocument();
    expect(within(result).getByText('¥120.50')).toBeInTheDocument();
    expect(within(result).getByText('原路退回')).toBeInTheDocument();
    expect(within(result).getByText('退款处理中')).toBeInTheDocument();
    expect(within(result).queryByText('拒绝原因')).toBeNull();
  });

  it('shows an offline refund as 商家线下退款 and a refusal with its reason', async () => {
    server.use(
      mockEndpoint('aftersalesInfoByUser', {
        ...AFTER_SALES,
        audit_status: 1 as const,
        decision_name: '已同意退款',
        refund_price: '60.00',
        refund_mode: 'offline' as const,
        refund_state: null,
      }),
    );
    const { unmount } = renderWithProviders(<ApplyAfterSalesPage />, { route: `/applyAfterSales?order_no=${AFTER_SALES.order_no}` });
    expect(await screen.findByText('商家线下退款')).toBeInTheDocument();
    expect(screen.getByText('¥60.00')).toBeInTheDocument();
    unmount();

    server.use(
      mockEndpoint('aftersalesInfoByUser', { ...AFTER_SALES, audit_status: 2 as const, audit_status_name: '审核不通过', decision_name: '已拒绝', decide_reason: '商品已使用，不符合退货条件' }),
    );
    renderWithProviders(<ApplyAfterSalesPage />, { route: `/applyAfterSales?order_no=${AFTER_SALES.order_no}&r=2` });
    const result = await screen.findByLabelText('处理结果');
    expect(within(result).getByText('已拒绝')).toBeInTheDocument();
    expect(within(result).getByText('商品已使用，不符合退货条件')).toBeInTheDocument();
    expect(within(result).queryByText('退款金额')).toBeNull();
  });

  it('shows the platform’s decision (售后仲裁) with its reason after the seller refused', async () => {
    server.use(
      mockEndpoint('aftersalesInfoByUser', {
        ...AFTER_SALES,
        audit_status: 1 as const,
        audit_status_name: '审核通过',
        decision_name: '平台判定退款',
        decide_reason: '商品已使用',
        decide_time: '2026-11-04 09:30:00',
        refund_price: '60.00',
        refund_mode: 'online' as const,
        refund_state: 'refunded' as const,
        arbitration: 'refund' as const,
        arbitration_name: '平台判定退款',
        arbitration_reason: '商品确有质量问题',
        arbitrated_at: '2026-11-06 10:00:00',
      }),
    );
    renderWithProviders(<ApplyAfterSalesPage />, { route: `/applyAfterSales?order_no=${AFTER_SALES.order_no}&r=3` });
    const result = await screen.findByLabelText('处理结果');
    expect(within(result).getAllByText('平台判定退款')).toHaveLength(2);
    expect(within(result).getByText('商品确有质量问题')).toBeInTheDocument();
    expect(within(result).getByText('2026-11-06 10:00:00')).toBeInTheDocument();
    expect(within(result).getByText('¥60.00')).toBeInTheDocument();
    expect(within(result).getByText('已退款')).toBeInTheDocument();
  });
});
