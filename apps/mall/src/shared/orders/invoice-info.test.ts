import type { Order } from '@ws/api-sdk';
import { DICTIONARY } from '@ws/api-sdk/mocks';
import { describe, expect, it } from 'vitest';
import { invoiceKindLabel, orderInvoiceRows } from './invoice-info';

const invoiced: Pick<Order, 'contains_invoice' | 'order_invoice_type' | 'invoiceInfo' | 'invoiceAddressInfo'> = {
  contains_invoice: 1,
  order_invoice_type: '157',
  invoiceInfo: { name: '某公司', invoice_type: 1, email: 'a@b.cn', identification: '91440101MA5CQ2XK7R', reg_address: '地址', reg_phone: '020-32290000', bank_name: '银行', bank_account: '12345678' },
  invoiceAddressInfo: null,
};

describe('an order\'s invoice rows', () => {
  it('names the kind by the ordre_invoice_type dict code', () => {
    const entries = DICTIONARY.ordre_invoice_type;
    expect(['155', '156', '157', '158'].map((code) => invoiceKindLabel(code, entries))).toEqual(['增值税普通发票', '增值税专用发票', '增值税电子专用发票', '增值税电子普通发票']);
    expect(invoiceKindLabel('', entries)).toBe('');
    expect(invoiceKindLabel('999', entries)).toBe('');
  });

  it('lists the kind, the title type and every enterprise field; none without an invoice', () => {
    expect(orderInvoiceRows(invoiced, '增值税电子专用发票')).toEqual([
      ['发票类型', '增值税电子专用发票'],
      ['抬头类型', '企业'],
      ['发票抬头', '某公司'],
      ['纳税人识别号', '91440101MA5CQ2XK7R'],
      ['注册地址', '地址'],
      ['注册电话', '020-32290000'],
      ['开户银行', '银行'],
      ['银行账号', '12345678'],
      ['邮箱', 'a@b.cn'],
      ['发票地址', ''],
    ]);
    expect(orderInvoiceRows({ ...invoiced, contains_invoice: 0 }, '')).toBeNull();
    expect(orderInvoiceRows({ ...invoiced, invoiceInfo: null }, '')).toBeNull();
  });
});
