// The inquiry draft (spec 01 §5 "Inquiry draft"): products are added, edited and deleted in a list before
// the inquiry is sent. Each product is checked with the spec's rules (请填写产品名称, 请上传图片, quantity ≥ 1,
// expected price digits only).
import type { InquiryAddReq, UploadedFile } from '@ws/api-sdk';
import { validate } from '@ws/validators/core';
import { inquiryProductRules } from '@ws/validators/onboarding';

export interface DraftProduct {
  /** a key of the draft list (not sent) */
  key: number;
  product_name: string;
  product_describe: string;
  quantity: number | string;
  expected_price: string;
  product_img: UploadedFile[];
}

export type ProductFormValues = Omit<DraftProduct, 'key'>;

export const emptyProduct: ProductFormValues = { product_name: '', product_describe: '', quantity: 1, expected_price: '', product_img: [] };

export const validateProduct = (values: ProductFormValues) => validate(inquiryProductRules, values);

/** The inquiry goes to the company of the page and, optionally, to others chosen for comparison. */
export const toInquiryPayload = (companyId: number, products: DraftProduct[], others: readonly number[] = []): InquiryAddReq => ({
  company_ids: [...new Set([companyId, ...others])].join(','),
  type: 0,
  product_list: JSON.stringify(
    products.map((p) => ({
      product_name: p.product_name.trim(),
      product_describe: p.product_describe.trim(),
      quantity: Number(p.quantity),
      expected_price: p.expected_price.trim(),
      product_img: p.product_img,
    })),
  ),
});

/** The company of /inquiry: company_id and company_name, also accepted as companyId / companyName and in
 *  any letter case (links from older pages). */
export function readCompany(params: URLSearchParams): { id: number | null; name: string } {
  const get = (...names: string[]) => {
    for (const [k, v] of params) if (names.includes(k.toLowerCase())) return v;
    return '';
  };
  const raw = get('company_id', 'companyid').trim();
  const id = /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
  return { id, name: get('company_name', 'companyname').trim().slice(0, 100) };
}

/**
 * The product a 询价 link of the mall names (/inquiry?...&product_name=&pcode=&quantity=): the form's first
 * product, filled in for the buyer (the picture is the buyer's to upload: the spec asks for one of theirs).
 * null when the link names none.
 */
export function readProduct(params: URLSearchParams): ProductFormValues | null {
  const name = (params.get('product_name') ?? '').trim().slice(0, 100);
  if (!name) return null;
  const pcode = (params.get('pcode') ?? '').trim().slice(0, 50);
  const q = Number(params.get('quantity'));
  return {
    ...emptyProduct,
    product_name: name,
    product_describe: pcode ? `商品编码：${pcode}` : '',
    quantity: Number.isInteger(q) && q >= 1 && q <= 99_999 ? q : 1,
  };
}
