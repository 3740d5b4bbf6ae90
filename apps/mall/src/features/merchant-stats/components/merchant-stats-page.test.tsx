import { formatYuan } from '@ws/ui';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { reloadSession, type MerchantStats } from '@ws/api-sdk';
import { envelope, fixtures, MERCHANT_STATS, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { toChartData } from '../lib/chart-data';
import { MerchantStatsPage } from './merchant-stats-page';

configure({ asyncUtilTimeout: 4000 });

// jsdom has no canvas: a stand-in uPlot that records what it was given.
const plots = vi.hoisted(() => ({ made: [] as { opts: { width: number; height: number }; data: unknown; destroy: () => void; destroyed: boolean }[] }));
vi.mock('uplot', () => ({
  default: class FakePlot {
    opts: { width: number; height: number };
    data: unknown;
    width: number;
    destroyed = false;
    constructor(opts: { width: number; height: number }, data: unknown) {
      this.opts = opts;
      this.data = data;
      this.width = opts.width;
      plots.made.push(this);
    }
    setSize() {}
    destroy() {
      this.destroyed = true;
    }
  },
}));

const companyProfile = () => mockEndpoint('profile', { ...fixtures.profile, roles: ['member', 'company'] });

beforeEach(() => {
  plots.made.length = 0;
  localStorage.setItem('token', 'mock-token-1002');
  sessionStorage.setItem('roles', JSON.stringify(['member', 'company']));
  reloadSession();
  server.use(companyProfile());
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const stats: MerchantStats = {
  ...MERCHANT_STATS,
  today: { orders: 7, sales: '1876' },
  last30: { orders: 93, sales: '24924.5' },
};

describe('merchant stats (经营概况)', { timeout: 30_000 }, () => {
  it('shows the four figures and the top products from the answer', async () => {
    server.use(mockEndpoint('merchantStats', stats));
    renderWithProviders(<MerchantStatsPage />, { route: '/merchantStats' });
    expect(await screen.findByRole('heading', { name: '经营概况', level: 1 })).toBeInTheDocument();
    const figure = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling;
    expect(await figure('今日订单')).toHaveTextContent('7');
    expect(await figure('今日销售额')).toHaveTextContent('¥1,876.00');
    expect(await figure('近30天订单')).toHaveTextContent('93');
    expect(await figure('近30天销售额')).toHaveTextContent('¥24,924.50');

    const top = screen.getAllByRole('listitem', { name: /^第\d+名/ });
    expect(top).toHaveLength(3);
    const first = screen.getByRole('listitem', { name: '第1名 红十字救护员培训' });
    expect(within(first).getByRole('link', { name: '红十字救护员培训' })).toHaveAttribute('href', '/enableInfo?id=401');
    expect(within(first).getByText('销量 36')).toBeInTheDocument();
    expect(within(first).getByText('销售额 ¥9,360.00')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/api/files/seed/mall-product-46.svg');
    expect(within(screen.getByRole('listitem', { name: '第2名 禁止吸烟标识牌' })).getByText('销量 220')).toBeInTheDocument();
  });

  it('links each status count to its list; 已取消 is a figure only', async () => {
    renderWithProviders(<MerchantStatsPage />, { route: '/merchantStats' });
    const section = (await screen.findByRole('heading', { name: '订单状态' })).closest('section')!;
    const link = (name: string) => within(section).getByRole('link', { name });
    expect(link('待付款 2')).toHaveAttribute('href', '/merchantOrders?vsstatus=notpay');
    expect(link('待发货 3')).toHaveAttribute('href', '/merchantOrders?vsstatus=pay');
    expect(link('待收货 2')).toHaveAttribute('href', '/merchantOrders?vsstatus=express');
    expect(link('已完成 31')).toHaveAttribute('href', '/merchantOrders?vsstatus=confirm');
    expect(link('售后待处理 1')).toHaveAttribute('href', '/merchantAfterSales?tab=pending');
    expect(link('库存不足商品 1')).toHaveAttribute('href', '/merchantGoods');
    expect(within(section).getByText('已取消')).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: /已取消/ })).toBeNull();
  });

  it('draws the chart with the 30 days of the answer (uPlot stand-in) beside its 查看数据 table', async () => {
    renderWithProviders(<MerchantStatsPage />, { route: '/merchantStats' });
    const chart = await screen.findByRole('img', { name: /^近30天每日订单数（左轴）与销售额（右轴）图表，2026-10-30 至 2026-11-28：共 \d+ 单/ });
    await waitFor(() => expect(plots.made).toHaveLength(1));
    expect(plots.made[0]!.data).toEqual(toChartData(MERCHANT_STATS.days));
    expect(chart).toHaveAccessibleName(expect.stringContaining(`销售额 ${formatYuan(MERCHANT_STATS.last30.sales)}`));
    expect(within(screen.getByRole('table', { name: '近30天每日订单数与销售额' })).getAllByRole('row')).toHaveLength(31);
  });

  it('shows the empty state of 热销商品 when nothing sold', async () => {
    server.use(mockEndpoint('merchantStats', { ...MERCHANT_STATS, top: [] }));
    renderWithProviders(<MerchantStatsPage />, { route: '/merchantStats' });
    const section = (await screen.findByRole('heading', { name: '热销商品 TOP10' })).closest('section')!;
    expect(within(section).getByText('亲，未找到记录~')).toBeInTheDocument();
  });

  it('shows a failed load with 重试, and 刷新 reads again', async () => {
    let calls = 0;
    server.use(
      mockEndpoint('merchantStats', () => {
        calls++;
        return calls === 1 ? envelope(null, { ok: false, msg: '服务器繁忙，请稍后重试' }) : stats;
      }),
    );
    const { user } = renderWithProviders(<MerchantStatsPage />, { route: '/merchantStats' });
    expect(await screen.findByText('服务器繁忙，请稍后重试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('¥1,876.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(calls).toBe(3));
  });

  it('a member without the company role sees 仅企业用户可访问', async () => {
    sessionStorage.setItem('roles', JSON.stringify(['member']));
    reloadSession();
    server.use(mockEndpoint('profile', fixtures.profile));
    renderWithProviders(<MerchantStatsPage />, { route: '/merchantStats' });
    expect(await screen.findByText('仅企业用户可访问')).toBeInTheDocument();
    expect(screen.queryByText('今日订单')).toBeNull();
  });
});
