import { screen, within } from '@testing-library/react';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { loginAs, renderWithProviders } from '@ws/ui/testing';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import ExpertChatOrdersScreen from './expert-chat-orders-page';

const EXPERT_ORDERS = fixtures.expertOrdersListSelf.items;

describe('/MyExpertChatOrders', { timeout: 30_000 }, () => {
  it('every consult order links to its detail (/infoSelf with order_no only); a paid one also to its chat', async () => {
    loginAs();
    server.use(
      mockEndpoint('expertOrdersListSelf', {
        items: [...EXPERT_ORDERS, { ...EXPERT_ORDERS[0]!, id: 3, order_no: '20260602090000222222', ispay: 0, is_confirm: null }],
        total: 3,
      }),
    );
    renderWithProviders(<ExpertChatOrdersScreen />, { app: 'mall', route: '/MyExpertChatOrders' });
    const table = await screen.findByRole('table', { name: '专家咨询订单' });
    const details = within(table).getAllByRole('link', { name: '查看订单' });
    expect(details.map((a) => a.getAttribute('href'))).toEqual([
      `/infoSelf?order_no=${EXPERT_ORDERS[0]!.order_no}`,
      `/infoSelf?order_no=${EXPERT_ORDERS[1]!.order_no}`,
      '/infoSelf?order_no=20260602090000222222',
    ]);
    // the unpaid one has no chat yet
    expect(within(table).getAllByRole('link', { name: '进入咨询' })).toHaveLength(2);
    expect(within(table).getByText('未支付')).toBeInTheDocument();
  });
});
