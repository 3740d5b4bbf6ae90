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
 * its receipt uploaded; answers its numbers, its 汇款识别码 and its total.
 */
export async function offlineOrder(request: APIRequestContext, token: string, seller: string): Promise<OfflineOrder> {
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
  const submitted = await apiPost<{ order_no: string; main_order_no: string; remit_code: string }>(
    request,
    '/orders/submit',
    { ids: [line.data.id], address_id: address.data.id, pay_cate: 0, delivery: '1', expected_deliverys: '1', contains_invoice: 0, idem_key: `e2e-${Date.now()}-${Math.random()}` },
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
