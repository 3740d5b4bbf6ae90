// 导出订单's workbook: the header row, one row per order (amounts as numbers so the sheet can sum them; the
// order number stays text: 22 digits do not fit a spreadsheet number) and the file's name.
import type { ExportOrderRow } from '@ws/api-sdk';

export const EXPORT_HEADER = ['订单号', '下单时间', '买家', '商品', '商品金额', '运费', '实付金额', '已退款', '订单状态', '快递公司', '快递单号'] as const;
export const EXPORT_SHEET = '订单';
export const MSG_EXPORT_NONE = '所选时间段没有订单';

const money = (v: string): string | number => {
  const n = Number(v);
  return v.trim() !== '' && Number.isFinite(n) ? n : v;
};

export const exportRow = (r: ExportOrderRow): (string | number)[] => [
  r.order_no,
  r.create_time,
  r.buyer,
  r.items,
  money(r.goods),
  money(r.express_fee),
  money(r.total),
  money(r.refund),
  r.status,
  r.express_name,
  r.express_no,
];

export const exportSheet = (rows: readonly ExportOrderRow[]): (string | number)[][] => [[...EXPORT_HEADER], ...rows.map(exportRow)];

export const exportFileName = (start: string, end: string): string => `订单导出_${start}_${end}.xlsx`;
