// /infoSelf of a cancelled order: why it was cancelled (by the timer, or the buyer) and, when a payment came
// after the cancellation, that the money went back; no pay or cancel button.
import type { Order } from '@ws/api-sdk';
import { mockEndpoint, ORDERS } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { OrderDetailPage } from './order-detail-page';

const order = ORDERS[0]!;

describe('/infoSelf of a cancelled order', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it('says it was cancelled automatically and the late payment was given back', async () => {
    server.use(
      mockEndpoint(
        'infoSelf',
        (): Order => ({
          ...order,
          status: '已取消（已退款）',
          ispay: 0,
          auto_cancel_time: '',
          cancel_time: '2026-11-21 10:00:05',
          cancel_note: '超时未支付，订单已自动取消；支付款项已原路退回',
        }),
      ),
    );
    renderWithProviders(<OrderDetailPage />, { app: 'mall', route: `/infoSelf?order_no=${order.order_no}` });
    expect(await screen.findByText('已取消（已退款）')).toBeInTheDocument();
    expect(screen.getByText('超时未支付，订单已自动取消；支付款项已原路退回')).toBeInTheDocument();
    expect(screen.queryByText(/自动取消$/)).toBeNull();
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull();
  });

  it('shows no note when the server gives none', async () => {
    server.use(mockEndpoint('infoSelf', (): Order => ({ ...order, status: '已取消', ispay: 0, auto_cancel_time: '', cancel_note: '' })));
    renderWithProviders(<OrderDetailPage />, { app: 'mall', route: `/infoSelf?order_no=${order.order_no}` });
    expect(await screen.findByText('已取消')).toBeInTheDocument();
    expect(screen.queryByText(/订单已自动取消|原路退回/)).toBeNull();
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();
  });
});
