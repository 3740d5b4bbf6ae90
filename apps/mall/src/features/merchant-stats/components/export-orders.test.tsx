import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { EXPORT_PAGE_SIZE, MSG_EXPORT_PERIOD, reloadSession, type ExportOrderRow } from '@ws/api-sdk';
import { envelope, EXPORT_ROWS, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { EXPORT_HEADER } from '../lib/export-rows';
import { defaultPeriod } from '../lib/period';
import { ExportOrders } from './export-orders';

configure({ asyncUtilTimeout: 4000 });

const saved = vi.hoisted(() => ({ calls: [] as unknown[][] }));
vi.mock('@ws/sheets/xlsx-write', () => ({
  saveXlsx: (...args: unknown[]) => {
    saved.calls.push(args);
  },
}));

beforeEach(() => {
  saved.calls.length = 0;
  localStorage.setItem('token', 'mock-token-1002');
  sessionStorage.setItem('roles', JSON.stringify(['member', 'company']));
  reloadSession();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const rowsOf = (n: number): ExportOrderRow[] => Array.from({ length: n }, (_, i) => ({ ...EXPORT_ROWS[i % 2]!, order_no: `20261128${String(i).padStart(14, '0')}` }));

const setPeriod = (start: string, end: string) => {
  fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: end } });
};

describe('导出订单', { timeout: 30_000 }, () => {
  it('starts with the last 30 days (China date) and refuses a wrong period without a call', async () => {
    let asked = 0;
    server.use(
      mockEndpoint('merchantExportOrders', () => {
        asked++;
        return { items: [], total: 0 };
      }),
    );
    const { user } = renderWithProviders(<ExportOrders />);
    const { start, end } = defaultPeriod();
    expect(screen.getByLabelText('开始日期')).toHaveValue(start);
    expect(screen.getByLabelText('结束日期')).toHaveValue(end);
    expect(screen.getByLabelText('开始日期')).toHaveAttribute('type', 'date');

    setPeriod('2026-11-28', '2026-11-01');
    await user.click(screen.getByRole('button', { name: '导出订单' }));
    await waitFor(() => expect(screen.getAllByText(MSG_EXPORT_PERIOD)).toHaveLength(2)); // the notice and the inline message
    expect(screen.getByLabelText('开始日期')).toHaveAttribute('aria-invalid', 'true');

    setPeriod('2025-01-01', '2026-01-02'); // 367 days
    expect(screen.queryByText(MSG_EXPORT_PERIOD, { selector: 'p' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '导出订单' }));
    expect(screen.getByText(MSG_EXPORT_PERIOD, { selector: 'p' })).toBeInTheDocument();
    setPeriod('', '2026-01-02');
    await user.click(screen.getByRole('button', { name: '导出订单' }));
    expect(screen.getByText(MSG_EXPORT_PERIOD, { selector: 'p' })).toBeInTheDocument();
    expect(asked).toBe(0);
    expect(saved.calls).toHaveLength(0);
  });

  it('reads every page until total (1500 → pages 1 and 2) and saves the rows under the header', async () => {
    const all = rowsOf(1500);
    const asked: Record<string, unknown>[] = [];
    let releaseSecond: () => void = () => {};
    const second = new Promise<void>((r) => (releaseSecond = r));
    server.use(
      mockEndpoint('merchantExportOrders', async ({ payload }) => {
        asked.push(payload);
        const page = Number(payload.pageNum);
        if (page === 2) await second;
        return { items: all.slice((page - 1) * EXPORT_PAGE_SIZE, page * EXPORT_PAGE_SIZE), total: all.length };
      }),
    );
    const { user } = renderWithProviders(<ExportOrders />);
    setPeriod('2026-11-01', '2026-11-28');
    await user.click(screen.getByRole('button', { name: '导出订单' }));
    expect(await screen.findByText('已导出 1000 / 1500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出订单' })).toBeDisabled();
    releaseSecond();
    await waitFor(() => expect(saved.calls).toHaveLength(1));
    expect(asked).toEqual([
      { start: '2026-11-01', end: '2026-11-28', pageNum: '1', pageSize: '1000' },
      { start: '2026-11-01', end: '2026-11-28', pageNum: '2', pageSize: '1000' },
    ]);
    const [rows, sheet, fileName] = saved.calls[0]! as [(string | number)[][], string, string];
    expect(fileName).toBe('订单导出_2026-11-01_2026-11-28.xlsx');
    expect(sheet).toBe('订单');
    expect(rows[0]).toEqual(['订单号', '下单时间', '买家', '商品', '商品金额', '运费', '实付金额', '已退款', '订单状态', '快递公司', '快递单号']);
    expect(rows[0]).toEqual([...EXPORT_HEADER]);
    expect(rows).toHaveLength(1501);
    expect(rows[1]).toEqual(['2026112800000000000000', '2026-11-28 10:30:00', '138****0001', '禁止吸烟标识牌（PVC,20 × 30 cm）× 20', 240, 8, 248, 0, '待发货', '', '']);
    expect(rows[2]).toEqual(['2026112800000000000001', '2026-11-20 09:15:00', '138****0003', '红十字救护员培训（公开班）× 2；当心触电警示贴（10 × 10 cm）× 10', 550, 0, 550, 0, '已完成', '顺丰速运', 'SF1234567890123']);
    expect(rows[1500]![0]).toBe('2026112800000000001499');
    await waitFor(() => expect(screen.getByRole('button', { name: '导出订单' })).toBeEnabled());
    expect(screen.queryByText(/已导出/)).toBeNull();
  });

  it('an empty period: 所选时间段没有订单 and no file', async () => {
    server.use(mockEndpoint('merchantExportOrders', { items: [], total: 0 }));
    const { user } = renderWithProviders(<ExportOrders />);
    await user.click(screen.getByRole('button', { name: '导出订单' }));
    expect(await screen.findByText('所选时间段没有订单')).toBeInTheDocument();
    expect(saved.calls).toHaveLength(0);
  });

  it('a failed page: the failure notice and no file', async () => {
    server.use(
      mockEndpoint('merchantExportOrders', ({ payload }) =>
        payload.pageNum === '1' ? { items: rowsOf(EXPORT_PAGE_SIZE), total: 1200 } : envelope(null, { ok: false, msg: '导出失败，请稍后再试' }),
      ),
    );
    const { user } = renderWithProviders(<ExportOrders />);
    await user.click(screen.getByRole('button', { name: '导出订单' }));
    expect(await screen.findByText('导出失败，请稍后再试')).toBeInTheDocument();
    expect(saved.calls).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: '导出订单' })).toBeEnabled());
  });
});
