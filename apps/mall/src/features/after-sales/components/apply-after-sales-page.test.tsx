import { configure, screen } from '@testing-library/react';
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
