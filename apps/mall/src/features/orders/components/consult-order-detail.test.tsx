import type { ConsultOrderInfo } from '@ws/api-sdk';
import { envelope, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { OrderDetailPage } from './order-detail-page';

const PAID: ConsultOrderInfo = {
  id: 7,
  order_cate: 'expert',
  expert_id: 601,
  expert_name: '赵六',
  order_no: '20260601090000654321',
  create_time: '2026-06-01 09:00:00',
  pay_time: '2026-06-01 09:01:30',
  total_price: '199.00',
  ispay: 1,
  pass: 0,
  status: '咨询中',
  to_user_id: 1004,
  to_user_name: '赵六',
  is_confirm: 0,
};

const render = (order: ConsultOrderInfo) => {
  const asked: unknown[] = [];
  server.use(
    mockEndpoint('infoSelf', ({ payload }) => {
      asked.push(payload);
      return order;
    }),
  );
  renderWithProviders(<OrderDetailPage />, { app: 'mall', route: `/infoSelf?order_no=${order.order_no}` });
  return asked;
};

describe('/infoSelf of an expert consult', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it('shows the order, the expert, amount, pay state and times, and links to its chat', async () => {
    const asked = render(PAID);
    const section = await screen.findByRole('region', { name: '订单信息' });
    expect(asked).toEqual([{ order_no: PAID.order_no }]);
    expect(section).toHaveTextContent('订单状态：咨询中');
    expect(screen.getByText(PAID.order_no)).toBeInTheDocument();
    expect(screen.getByText('专家咨询')).toBeInTheDocument();
    expect(screen.getByText('赵六')).toBeInTheDocument();
    expect(screen.getByText('¥199.00')).toBeInTheDocument();
    expect(screen.getByText('已支付')).toBeInTheDocument();
    expect(screen.getByText('2026-06-01 09:00:00')).toBeInTheDocument();
    expect(screen.getByText('2026-06-01 09:01:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '进入咨询' })).toHaveAttribute(
      'href',
      '/session/chatitemExpert?chat_type=chat_expert&to_user_id=1004&to_user_name=%E8%B5%B5%E5%85%AD&order_no=20260601090000654321',
    );
    // none of a mall order's sections
    expect(screen.queryByRole('region', { name: '收货地址' })).toBeNull();
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();
  });

  it('unpaid: 待付款 and no chat yet', async () => {
    render({ ...PAID, ispay: 0, status: '待付款', pay_time: '', is_confirm: null });
    expect(await screen.findByText('未支付')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '订单信息' })).toHaveTextContent('订单状态：待付款');
    expect(screen.getByText('订单未支付，支付后即可与专家咨询')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '进入咨询' })).toBeNull();
    expect(screen.queryByText('支付时间')).toBeNull();
  });

  it('a free consultation says so, and still leads to its chat', async () => {
    render({ ...PAID, total_price: '0.00', pass: 1 });
    expect(await screen.findByText('¥0.00（免费咨询）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '进入咨询' })).toBeInTheDocument();
  });

  it('another user’s order: the server’s 订单不存在, no crash, and no 重试 (asking again only repeats it)', async () => {
    server.use(mockEndpoint('infoSelf', () => envelope(null, { ok: false, code: 1, msg: '订单不存在' })));
    renderWithProviders(<OrderDetailPage />, { app: 'mall', route: '/infoSelf?order_no=20260601090000654321' });
    expect(await screen.findByRole('alert')).toHaveTextContent('订单不存在');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});
