// Orders made through the API for journeys about what happens after checkout (the merchant's 收款, the
// console's 线下转账对账): one product of a seller in stock, bought as an offline (bank transfer) order with
// the buyer's receipt (回单) uploaded.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiGet, apiPost } from './index';

interface Sku {
  att_item_ids: string;
  stock: number;
}
interface Detail {
  id: number;
  company_name: string;
  min_amount: number;
  skus: Sku[];
}

export interface OfflineOrder {
  orderNo: string;
  mainOrderNo: string;
  remitCode: string;
  /** what the transfer must be, yuan 'x.xx' */
  total: string;
}

/**
 * An offline order of the buyer (`token`, with a default delivery address) with one product of `seller`,
 * its receipt uploaded; answers its numbers, its 汇款识别码 and its total. `invoice`: the order asks for a
 * personal 增值税电子普通发票 (a new invoice address and profile of the buyer).
 */
export async function offlineOrder(request: APIRequestContext, token: string, seller: string, opts: { invoice?: boolean } = {}): Promise<OfflineOrder> {
  const cards = await apiGet<{ items: { id: number; company_name: string }[] }>(request, '/open/uni/listproduct', { pageNum: 1, pageSize: 100, product_types: 'product' }, token);
  let product: Detail | null = null;
  let sku: Sku | null = null;
  // oldest first (the list is newest first): the seed's products, never one a journey running beside this one
  // has just published (its sales figures are asserted)
  for (const c of cards.data.items.filter((x) => x.company_name === seller).reverse()) {
    const d = (await apiGet<Detail>(request, '/open/uni/productinfo', { id: c.id }, token)).data;
    const s = d.skus.find((x) => x.stock >= Math.max(d.min_amount, 1));
    if (s) {
      product = d;
      sku = s;
      break;
    }
  }
  expect(product, `a product of ${seller} in stock`).not.toBeNull();
  const line = await apiPost<{ id: number }>(
    request,
    '/orderitem/buygoods',
    { product_id: product!.id, amount: Math.max(product!.min_amount, 1), atts_items_ids: sku!.att_item_ids, buycate: 'buy' },
    token,
  );
  expect(line.ok, `buygoods: ${line.msg}`).toBe(true);
  const address = await apiGet<{ id: number }>(request, '/address/getDefAddress', { type: 0 }, token);
  expect(address.ok, `a default address: ${address.msg}`).toBe(true);
  const invoice = opts.invoice ? await invoiceChoice(request, token) : { contains_invoice: 0 };
  const submitted = await apiPost<{ order_no: string; main_order_no: string; remit_code: string }>(
    request,
    '/orders/submit',
    { ids: [line.data.id], address_id: address.data.id, pay_cate: 0, delivery: '1', expected_deliverys: '1', ...invoice, idem_key: `e2e-${Date.now()}-${Math.random()}` },
    token,
  );
  expect(submitted.ok, `submit: ${submitted.msg}`).toBe(true);
  const mine = await apiGet<{ items: { order_no: string; company_name: string; remit_code: string; total: string }[] }>(
    request,
    '/orders/list_self',
    { vsstatus: 'notpay', pageSize: 20 },
    token,
  );
  const order = mine.data.items.find((o) => o.company_name === seller && o.order_no.startsWith(submitted.data.main_order_no));
  expect(order).toBeTruthy();
  const receipt = await apiPost(request, '/orders/uploadReceipt', { order_no: order!.order_no, file_items: [{ FileName: '回单.svg', FileUrl: '/api/files/seed/product-1.svg' }] }, token);
  expect(receipt.ok, `receipt: ${receipt.msg}`).toBe(true);
  return { orderNo: order!.order_no, mainOrderNo: submitted.data.main_order_no, remitCode: order!.remit_code, total: order!.total };
}

/** A personal 增值税电子普通发票 (158) to a new invoice address of the buyer: the submit's invoice fields. */
async function invoiceChoice(request: APIRequestContext, token: string) {
  const address = await apiPost<{ id: number }>(
    request,
    '/address/add',
    { type: 1, contact: '财务', phone: '13900000000', province_name: '广东省', province_code: '440000', city_name: '广州市', city_code: '440100', county_name: '天河区', county_code: '440106', address: '天河路 1 号' },
    token,
  );
  expect(address.ok, `invoice address: ${address.msg}`).toBe(true);
  const profile = await apiPost<{ id: number }>(request, '/invoice/add', { invoice_type: 0, name: '', email: 'finance@example.cn' }, token);
  expect(profile.ok, `invoice profile: ${profile.msg}`).toBe(true);
  return { contains_invoice: 1, invoice_address_id: address.data.id, invoice_id: profile.data.id, order_invoice_type: '158' };
}
