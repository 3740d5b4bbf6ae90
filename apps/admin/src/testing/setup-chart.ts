// jsdom has no canvas: every console test gets a stand-in uPlot (the day chart's library) that records what
// it was given in `fakePlots`, so a screen with a chart renders and a test can read the chart's data.
import { vi } from 'vitest';

export interface FakePlot {
  opts: { width: number; height: number; series: { label?: string; scale?: string }[] };
  data: number[][];
  destroyed: boolean;
}

/** On globalThis: the setup file and a test may hold different instances of this module. */
const store = globalThis as typeof globalThis & { __fakePlots?: FakePlot[] };
store.__fakePlots ??= [];
export const fakePlots: FakePlot[] = store.__fakePlots;

vi.mock('uplot', () => ({
  default: class {
    width: number;
    record: FakePlot;
    constructor(opts: FakePlot['opts'], data: number[][]) {
      this.width = opts.width;
      this.record = { opts, data, destroyed: false };
      (globalThis as typeof globalThis & { __fakePlots?: FakePlot[] }).__fakePlots?.push(this.record);
    }
    setSize() {}
    destroy() {
      this.record.destroyed = true;
    }
  },
}));
