// 物流轨迹 on /infoSelf: Kuaidi100's scans and the system's events newest first, 已签收 once delivered, the
// seller's note only in the seller's view, and the loading, empty and failed states.
import type { ExpressTrace } from '@ws/api-sdk';
import { EXPRESS_TRACE, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { ExpressTimeline } from './express-timeline';

const DELIVERED: ExpressTrace = {
  ...EXPRESS_TRACE,
  source: 'kuaidi100',
  delivered: true,
  fetched_at: '2026-11-21 10:00:00',
  note: '物流查询服务暂时不可用，请稍后再看（显示的是 2026-11-21 10:00:00 查询到的轨迹）',
  events: [
    { time: '2026-11-21 09:12:00', context: '【演示】您的快件已签收，签收人：本人', status: '签收' },
    { time: '2026-11-20 15:40:00', context: '【演示】快件已到达【东莞转运中心】', status: '在途' },
    { time: '2026-11-19 09:30:00', context: '商家已发货：顺丰速运，运单号 SF1234567890123' },
  ],
};

describe('物流轨迹', () => {
  beforeEach(() => localStorage.setItem('token', 't'));

  it('shows the events newest first, 已签收, and where they came from; the note is not the buyer’s', async () => {
    server.use(mockEndpoint('orderExpressGet', DELIVERED));
    renderWithProviders(<ExpressTimeline orderNo={EXPRESS_TRACE.order_no} />, { app: 'mall' });
    expect(screen.getByText('正在查询物流轨迹…')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '物流轨迹' });
    expect(screen.getByText('已签收')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const texts = within(list)
      .getAllByText(/签收人|转运中心|商家已发货/)
      .map((n) => n.textContent);
    expect(texts).toEqual(['【演示】您的快件已签收，签收人：本人', '【演示】快件已到达【东莞转运中心】', '商家已发货：顺丰速运，运单号 SF1234567890123']);
    expect(within(list).getByText('2026-11-21 09:12:00')).toBeInTheDocument();
    expect(screen.getByText('物流信息来自快递100，更新于 2026-11-21 10:00:00')).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('the seller reads why the scans are old', async () => {
    server.use(mockEndpoint('orderExpressGet', DELIVERED));
    renderWithProviders(<ExpressTimeline orderNo={EXPRESS_TRACE.order_no} merchantView />, { app: 'mall' });
    expect(await screen.findByRole('note')).toHaveTextContent('物流查询服务暂时不可用');
  });

  it('only the shipment while nothing else is known; no 已签收', async () => {
    server.use(mockEndpoint('orderExpressGet', EXPRESS_TRACE));
    renderWithProviders(<ExpressTimeline orderNo={EXPRESS_TRACE.order_no} />, { app: 'mall' });
    expect(await screen.findByText('商家已发货：顺丰速运，运单号 SF1234567890123')).toBeInTheDocument();
    expect(screen.queryByText('已签收')).toBeNull();
    expect(screen.queryByText(/物流信息来自快递100/)).toBeNull();
  });

  it('empty and failed states', async () => {
    server.use(mockEndpoint('orderExpressGet', { ...EXPRESS_TRACE, events: [] }));
    const { unmount } = renderWithProviders(<ExpressTimeline orderNo={EXPRESS_TRACE.order_no} />, { app: 'mall' });
    expect(await screen.findByText('暂无物流轨迹')).toBeInTheDocument();
    unmount();
    server.use(http.post('*/api/orderExpress/getExpress', () => HttpResponse.json({ ok: false, code: 1, msg: '订单不存在', data: null })));
    renderWithProviders(<ExpressTimeline orderNo={EXPRESS_TRACE.order_no} />, { app: 'mall' });
    expect(await screen.findByText('物流轨迹暂时无法获取，请稍后刷新')).toBeInTheDocument();
  });
});
