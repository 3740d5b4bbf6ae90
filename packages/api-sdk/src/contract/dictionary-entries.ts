// The business dictionaries' entries (spec 02 §3 Dictionary entry): the one source of the server's seed and
// the mock fixtures. dict_code is unique over every type; 156 and 157 are the VAT special invoices (the
// personal invoice type is hidden for them, spec 02 §5).
import type { DictEntry, DictType } from './dictionaries';

const entries = (type: DictType, rows: [code: number, value: string, label: string][]): DictEntry[] =>
  rows.map(([dict_code, dict_value, dict_label], i) => ({ dict_code, dict_type: type, dict_value, dict_label, dict_sort: i + 1 }));

export const DICTIONARY: Record<DictType, DictEntry[]> = {
  ordre_invoice_type: entries('ordre_invoice_type', [
    [155, '1', '增值税普通发票'],
    [156, '2', '增值税专用发票'],
    [157, '3', '增值税电子专用发票'],
    [158, '4', '增值税电子普通发票'],
  ]),
  pay_cate: entries('pay_cate', [
    [101, '1', '在线支付（扫码）'],
    [102, '0', '线下转账'],
  ]),
  order_delivery: entries('order_delivery', [
    [111, '1', '快递配送'],
    [112, '2', '物流配送'],
    [113, '3', '上门自提'],
  ]),
  order_expected_delivery: entries('order_expected_delivery', [
    [121, '1', '3天内'],
    [122, '2', '7天内'],
    [123, '3', '15天内'],
    [124, '4', '30天内'],
  ]),
  express: entries('express', [
    [131, 'SF', '顺丰速运'],
    [132, 'ZTO', '中通快递'],
    [133, 'YTO', '圆通速递'],
    [134, 'YD', '韵达快递'],
    [135, 'STO', '申通快递'],
    [136, 'JD', '京东物流'],
    [137, 'EMS', '中国邮政EMS'],
    [138, 'DBL', '德邦快递'],
  ]),
};
