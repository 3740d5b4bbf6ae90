import { MERCHANT_STATS } from '@ws/api-sdk/mocks';
import { describe, expect, it } from 'vitest';
import { chartSummary, toChartData } from './chart-data';
import { exportFileName } from './export-rows';
import { addDays, chinaToday, defaultPeriod } from './period';

describe('merchant stats lib', () => {
  it('takes today from the China calendar, whatever the local zone', () => {
    // 2026-11-27 16:30 UTC is 2026-11-28 00:30 in China
    expect(chinaToday(Date.UTC(2026, 10, 27, 16, 30))).toBe('2026-11-28');
    expect(chinaToday(Date.UTC(2026, 10, 27, 15, 59))).toBe('2026-11-27');
    expect(defaultPeriod(Date.UTC(2026, 10, 27, 16, 30))).toEqual({ start: '2026-10-30', end: '2026-11-28' });
    expect(defaultPeriod(Date.UTC(2024, 2, 1, 4))).toEqual({ start: '2024-02-01', end: '2024-03-01' });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('bad', 1)).toBe('');
  });

  it('names the file and summarises the chart', () => {
    expect(exportFileName('2026-11-01', '2026-11-28')).toBe('订单导出_2026-11-01_2026-11-28.xlsx');
    expect(toChartData(MERCHANT_STATS.days).map((a) => a.length)).toEqual([30, 30, 30]);
    expect(chartSummary([])).toBe('近30天每日订单数与销售额图表：暂无数据');
    expect(chartSummary([{ date: '2026-11-01', orders: 0, sales: '0.00' }])).toBe(
      '近30天每日订单数（左轴）与销售额（右轴）图表，2026-11-01 至 2026-11-01：共 0 单，销售额 ¥0.00',
    );
  });
});
