// An order's invoice as the buyer's and the seller's order detail show it (/infoSelf, view=merchant): the
// invoice kind the order asked for (order_invoice_type, the dict_code of an ordre_invoice_type entry:
// 增值税普通发票, 增值税专用发票 …), the title's type (invoiceInfo.invoice_type: 1 企业, 0 个人), the title, the
// taxpayer id, what a VAT special invoice carries (registered address and phone, bank and account), the
// e-mail and the invoice address. Rows without a value are left out by the screen.
import type { DictEntry, Order } from '@ws/api-sdk';
import { useDictionary } from '../addresses/api';

export type InvoiceRow = [label: string, value: string];

type InvoiceOfOrder = Pick<Order, 'contains_invoice' | 'order_invoice_type' | 'invoiceInfo' | 'invoiceAddressInfo'>;

const text = (info: Record<string, unknown> | null, key: string) => {
  const v = info?.[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
};

/** The label of an ordre_invoice_type entry by its dict_code ('156' -> 增值税专用发票); '' when unknown. */
export const invoiceKindLabel = (dictCode: string, entries: readonly DictEntry[]): string =>
  dictCode === '' ? '' : (entries.find((e) => String(e.dict_code) === dictCode)?.dict_label ?? '');

/** The order's invoice kind from the dictionary (asked for only when the order names one). */
export function useInvoiceKind(order: Pick<Order, 'contains_invoice' | 'order_invoice_type'>): string {
  const wanted = order.contains_invoice === 1 && order.order_invoice_type !== '';
  const dict = useDictionary('ordre_invoice_type', wanted);
  return wanted ? invoiceKindLabel(order.order_invoice_type, dict.data?.items ?? []) : '';
}

/** The rows of an order's invoice, or null when the order has none (不开发票). `kind`: useInvoiceKind's. */
export function orderInvoiceRows(order: InvoiceOfOrder, kind: string): InvoiceRow[] | null {
  const inv = order.invoiceInfo;
  if (order.contains_invoice !== 1 || !inv) return null;
  const addr = order.invoiceAddressInfo;
  const enterprise = text(inv, 'invoice_type') === '1';
  const address = addr
    ? [text(addr, 'contact'), text(addr, 'phone'), [text(addr, 'province_name'), text(addr, 'city_name'), text(addr, 'county_name'), text(addr, 'address')].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(' ')
    : '';
  return [
    ['发票类型', kind],
    ['抬头类型', enterprise ? '企业' : '个人'],
    ['发票抬头', text(inv, 'name')],
    ['纳税人识别号', enterprise ? text(inv, 'identification') : ''],
    ['注册地址', enterprise ? text(inv, 'reg_address') : ''],
    ['注册电话', enterprise ? text(inv, 'reg_phone') : ''],
    ['开户银行', enterprise ? text(inv, 'bank_name') : ''],
    ['银行账号', enterprise ? text(inv, 'bank_account') : ''],
    ['邮箱', text(inv, 'email')],
    ['发票地址', address],
  ];
}
