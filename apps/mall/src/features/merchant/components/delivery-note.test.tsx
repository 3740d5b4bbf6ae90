import { configure, screen, within } from '@testing-library/react';
import { reloadSession, type Order } from '@ws/api-sdk';
import { fixtures, mockEndpoint, ORDERS } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { DeliveryNotePage } from './delivery-note-page';

configure({ asyncUtilTimeout: 4000 });

const order: Order = {
  ...ORDERS[1]!,
  order_no: 'PAID9',
  ispay: 1,
  company_name: '广州安信安全技术有限公司',
  contact: '张三',
  phone: '13800000001',
  province_name: '广东省',
  city_name: '广州市',
  county_name: '天河区',
  address: '体育西路1号',
  remarks: '请工作日送达',
  order_items: [{ ...ORDERS[1]!.order_items[0]!, id: 1, product_name: '防护手套', atts_items_names: 'L', amount: 3, unit: '双', price: '12.50' }],
};

beforeEach(() => {
  localStorage.setItem('token', 'mock-token-1001');
  sessionStorage.setItem('roles', JSON.stringify(['member', 'company']));
  reloadSession();
  server.use(mockEndpoint('profile', { ...fixtures.profile, roles: ['member', 'company'] }));
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('发货单', { timeout: 30_000 }, () => {
  it('shows the seller, consignee, lines and totals of the company order, and prints', async () => {
    let asked: unknown = null;
    server.use(
      mockEndpoint('merchantOrderInfo', ({ payload }) => {
        asked = payload;
        return order;
      }),
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderWithProviders(<DeliveryNotePage />, { route: '/merchantDeliveryNote?order_no=PAID9' });
    const note = await screen.findByRole('article', { name: '发货单' });
    expect(asked).toMatchObject({ order_no: 'PAID9' });
    expect(within(note).getByText('广州安信安全技术有限公司')).toBeInTheDocument();
    expect(within(note).getByText('广东省广州市天河区体育西路1号')).toBeInTheDocument();
    const row = within(note).getByRole('row', { name: /防护手套/ });
    expect(within(row).getByText('L')).toBeInTheDocument();
    expect(within(row).getByText('3双')).toBeInTheDocument();
    expect(within(row).getByText(/37\.50/)).toBeInTheDocument();
    expect(within(note).getByText('买家备注：请工作日送达')).toBeInTheDocument();
    await user.click(within(note).getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('is refused to a user without the company role', async () => {
    sessionStorage.setItem('roles', JSON.stringify(['member']));
    reloadSession();
    server.use(mockEndpoint('profile', { ...fixtures.profile, roles: ['member'] }));
    renderWithProviders(<DeliveryNotePage />, { route: '/merchantDeliveryNote?order_no=PAID9' });
    expect(await screen.findByText('仅企业用户可访问')).toBeInTheDocument();
  });
});
