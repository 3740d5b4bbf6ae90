// The gate of every merchant screen: <MerchantOnly title="商品管理">…</MerchantOnly>.
export { MerchantOnly } from './merchant-only';
