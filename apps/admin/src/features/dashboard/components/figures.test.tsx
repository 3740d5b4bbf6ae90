// The console's tests replace uPlot (src/testing/setup-chart.ts): the chart's data is read from fakePlots.
import { screen, waitFor, within } from '@testing-library/react';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';
import { fakePlots as plots } from '@/testing/setup-chart';

const FIGURES = fixtures.adminDashboard;

describe('工作台 figures', () => {
  it('shows 运营 today’s and 30 days’ orders, sales and new members, their chart (three series) and the days as a table', async () => {
    renderAdmin('/admin', { staff: STAFF.ops });
    const panel = await screen.findByRole('region', { name: '经营数据' });
    const value = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(value('今日订单')).toBe(String(FIGURES.today.orders)));
    expect(value('今日销售额')).toBe(`¥${FIGURES.today.sales}`);
    expect(value('今日新增会员')).toBe(String(FIGURES.today.members));
    expect(value('近30天订单')).toBe(String(FIGURES.last30.orders));
    expect(value('近30天新增会员')).toBe(String(FIGURES.last30.members));
    expect(within(panel).getByRole('img', { name: /^近30天每日订单数、新增会员（左轴）与销售额（右轴）图表，2026-10-30 至 2026-11-28/ })).toBeInTheDocument();
    await waitFor(() => expect(plots.length).toBeGreaterThan(0));
    expect(plots.at(-1)!.opts.series.map((s) => s.label)).toEqual(['日期', '订单数（左轴）', '新增会员（左轴）', '销售额（元，右轴）']);
    expect(plots.at(-1)!.data[1]).toEqual(FIGURES.days.map((d) => d.orders));
    expect(within(panel).getByRole('table', { name: '近30天每日订单数、销售额与新增会员' }).querySelectorAll('tbody tr')).toHaveLength(30);
  });

  it('asks nothing and shows no figures to 内容编辑', async () => {
    const asked = vi.fn();
    server.use(mockEndpoint('adminDashboard', () => (asked(), FIGURES)));
    renderAdmin('/admin', { staff: STAFF.editor });
    expect(await screen.findByRole('heading', { name: /欢迎/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '经营数据' })).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });
});
