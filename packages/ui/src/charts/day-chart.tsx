// A chart of figures per day (uPlot, on a canvas): one line per series on a left or a right axis, the x axis
// the days ('MM-DD'), a live legend with each day's values. Its width follows its box (ResizeObserver); the
// plot is destroyed on unmount. Import it only from a module that is itself loaded lazily (React.lazy): uPlot
// then stays in that route's chunks alone (`@ws/ui/day-chart`, never the package's index).
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import classes from './day-chart.module.css';

export interface DaySeries {
  /** the series' scale and axis id ('orders', 'sales' …) */
  key: string;
  label: string;
  color: string;
  /** the first series on each side draws that side's axis */
  side: 'left' | 'right';
  values: readonly number[];
  /** the axis never shows less than 0 … `atLeast` */
  atLeast: number;
  /** the legend's text of a value */
  format: (v: number) => string;
  /** the axis' tick steps (uPlot's own when left out) */
  steps?: number[];
}

export interface DayChartProps {
  /** 'YYYY-MM-DD', oldest first */
  dates: readonly string[];
  series: readonly DaySeries[];
  /** the plotting area with its axes, px (the legend comes below) */
  height: number;
  testId?: string;
}

const MIN_WIDTH = 240;
const compact = (v: number) => (Math.abs(v) >= 10_000 ? `${+(v / 10_000).toFixed(1)}万` : String(+v.toFixed(2)));

/** uPlot's aligned data: x is the day's index (its label is the date), then each series. */
export const dayChartData = (dates: readonly string[], series: readonly DaySeries[]): number[][] => [dates.map((_, i) => i), ...series.map((s) => [...s.values])];

function options(dates: readonly string[], series: readonly DaySeries[], width: number, height: number): uPlot.Options {
  const axisOwners = new Set<string>();
  const axes: uPlot.Axis[] = [
    {
      space: 48,
      incrs: [1, 2, 3, 5, 7, 10, 15],
      values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && dates[i] ? dates[i].slice(5) : '')),
    },
  ];
  for (const s of series) {
    if (axisOwners.has(s.side)) continue;
    axisOwners.add(s.side);
    axes.push(
      s.side === 'left'
        ? { scale: s.key, ...(s.steps ? { incrs: s.steps } : {}), values: (_u, splits) => splits.map(compact), stroke: s.color }
        : { scale: s.key, side: 1, grid: { show: false }, values: (_u, splits) => splits.map(compact), stroke: s.color },
    );
  }
  return {
    width,
    height,
    scales: { x: { time: false }, ...Object.fromEntries(series.map((s) => [s.key, { range: (_u: uPlot, _min: number, max: number) => [0, Math.max(max, s.atLeast)] as uPlot.Range.MinMax }])) },
    series: [
      { label: '日期', value: (_u, i) => (i === null ? '--' : (dates[i] ?? '--')) },
      ...series.map((s) => ({ label: s.label, scale: s.key, stroke: s.color, width: 2, points: { show: true, size: 5 }, value: (_u: uPlot, v: number | null) => (v === null ? '--' : s.format(v)) })),
    ],
    axes,
    legend: { live: true },
    cursor: { drag: { x: false, y: false } },
  };
}

const widthOf = (el: HTMLElement) => Math.max(Math.floor(el.clientWidth), MIN_WIDTH);

export default function DayChart({ dates, series, height, testId }: DayChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const plot = new uPlot(options(dates, series, widthOf(box), height), dayChartData(dates, series) as uPlot.AlignedData, box);
    const observer = new ResizeObserver(() => {
      const width = widthOf(box);
      if (width !== plot.width) plot.setSize({ width, height });
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [dates, series, height]);

  return <div ref={boxRef} className={classes.chart} data-testid={testId} />;
}
