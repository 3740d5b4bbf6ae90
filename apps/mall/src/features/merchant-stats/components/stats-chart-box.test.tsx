import { formatYuan } from '@ws/ui';
// A file of its own: React.lazy remembers a loaded module, so the placeholder shows only on the first render
// of a test file.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { MERCHANT_STATS } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { toChartData } from '../lib/chart-data';
import { StatsChartBox } from './stats-chart-box';

configure({ asyncUtilTimeout: 4000 });

interface FakeOpts {
  width: number;
  height: number;
  series: { label?: string; scale?: string }[];
  axes: { scale?: string; side?: number }[];
}
// jsdom has no canvas: a stand-in uPlot that records what it was given.
const plots = vi.hoisted(() => ({
  loaded: 0,
  made: [] as { opts: FakeOpts; data: unknown; target: unknown; destroyed: boolean }[],
}));
vi.mock('uplot', () => {
  plots.loaded++;
  return {
    default: class FakePlot {
      opts: FakeOpts;
      data: unknown;
      target: unknown;
      width: number;
      destroyed = false;
      constructor(opts: FakeOpts, data: unknown, target: unknown) {
        this.opts = opts;
        this.data = data;
        this.target = target;
        this.width = opts.width;
        plots.made.push(this);
      }
      setSize() {}
      destroy() {
        this.destroyed = true;
      }
    },
  };
});

describe('the overview chart (lazy uPlot)', { timeout: 30_000 }, () => {
  it('shows a placeholder of its height first, then gives uPlot the 30 days on two axes; destroys it on unmount', async () => {
    expect(plots.loaded).toBe(0);
    const { unmount } = renderWithProviders(<StatsChartBox days={MERCHANT_STATS.days} />);
    const chart = screen.getByRole('img', { name: /^近30天每日订单数（左轴）与销售额（右轴）图表，2026-10-30 至 2026-11-28：共 \d+ 单，销售额 ¥/ });
    // the screen's module did not bring uPlot: the lazy chunk's placeholder shows before it is loaded
    expect(within(chart).getByTestId('stats-chart-fallback')).toBeInTheDocument();
    expect(plots.loaded).toBe(0);
    expect(plots.made).toHaveLength(0);

    await waitFor(() => expect(plots.made).toHaveLength(1));
    expect(plots.loaded).toBe(1);
    expect(within(chart).queryByTestId('stats-chart-fallback')).toBeNull();
    const plot = plots.made[0]!;
    expect(plot.target).toBe(within(chart).getByTestId('stats-chart'));
    const [x, orders, sales] = plot.data as number[][];
    expect(x).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(orders).toEqual(MERCHANT_STATS.days.map((d) => d.orders));
    expect(sales).toEqual(MERCHANT_STATS.days.map((d) => Number(d.sales)));
    expect(plot.data).toEqual(toChartData(MERCHANT_STATS.days));
    expect(plot.opts.height).toBe(240);
    expect(plot.opts.width).toBeGreaterThan(0);
    expect(plot.opts.series.map((s) => [s.label, s.scale])).toEqual([
      ['日期', undefined],
      ['订单数（左轴）', 'orders'],
      ['销售额（元，右轴）', 'sales'],
    ]);
    expect(plot.opts.axes.map((a) => [a.scale, a.side])).toEqual([
      [undefined, undefined],
      ['orders', undefined],
      ['sales', 1],
    ]);

    // 查看数据: every day in a table
    const table = screen.getByRole('table', { name: '近30天每日订单数与销售额' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    const lastDay = MERCHANT_STATS.days.at(-1)!;
    expect(within(table).getByRole('rowheader', { name: '2026-11-28' }).closest('tr')).toHaveTextContent(`2026-11-28${lastDay.orders}${formatYuan(lastDay.sales)}`);

    unmount();
    expect(plot.destroyed).toBe(true);
  });
});
