// WeChat Pay v2 unifiedorder, both sides: the fields a merchant sends for each trade type (the real adapter
// and the local stand-in build them here), and the checks WeChat makes of a request before it places an
// order (the stand-in and the tests of the real adapter check them here), so the two cannot drift apart.
import { isIP } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { JsapiParams, MobileOrder, NativeOrder, TradeType, WechatMerchant } from './provider';
import { formatTimeEnd, sign, verifySignature, type WxFields } from './wechat-protocol';

/** What the merchant's site tells WeChat besides the order. */
export interface UnifiedOrderSite {
  /** where WeChat posts payment notices */
  notifyUrl: string;
  /** NATIVE and JSAPI: the merchant server's address (WeChat accepts it there) */
  serverIp: string;
  /** MWEB's scene_info: the H5 site's address and name as registered with WeChat Pay */
  wapUrl: string;
  wapName: string;
}

/** WeChat's body field: at most 128 bytes (UTF-8), so long Chinese titles are cut on a character. */
export function wechatBody(text: string): string {
  let out = '';
  for (const ch of text) {
    if (Buffer.byteLength(out + ch, 'utf8') > 128) break;
    out += ch;
  }
  return out || '订单支付';
}

/** An IPv4-mapped IPv6 address as WeChat expects it (IPv4), other addresses as they are. */
export const wechatIp = (ip: string): string => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? ip.slice(7) : ip);

export type UnifiedOrder = (NativeOrder & { tradeType: 'NATIVE' }) | MobileOrder;

/** The business fields of a unifiedorder request (without appid, mch_id, nonce_str, sign_type and sign). */
export function unifiedOrderFields(order: UnifiedOrder, site: UnifiedOrderSite): WxFields {
  const fields: WxFields = {
    body: wechatBody(order.description),
    out_trade_no: order.orderNo,
    total_fee: String(order.amountFen),
    fee_type: 'CNY',
    notify_url: site.notifyUrl,
    trade_type: order.tradeType,
    // H5: WeChat compares it with the address the payer's phone opens mweb_url from
    spbill_create_ip: order.tradeType === 'MWEB' ? wechatIp(order.clientIp) : site.serverIp,
    ...(order.expiresAt ? { time_expire: formatTimeEnd(order.expiresAt) } : {}),
  };
  if (order.tradeType === 'NATIVE') fields.product_id = order.orderNo;
  if (order.tradeType === 'JSAPI') fields.openid = order.openId;
  if (order.tradeType === 'MWEB') fields.scene_info = JSON.stringify({ h5_info: { type: 'Wap', wap_url: site.wapUrl, wap_name: site.wapName } });
  return fields;
}

const TRADE_TYPES: readonly string[] = ['NATIVE', 'MWEB', 'JSAPI'] satisfies TradeType[];
const TRADE_ID = /^[A-Za-z0-9_\-|*]{1,32}$/;

/** The fields of a scene_info (MWEB) when it is WeChat's h5_info of a web site, else null. */
function wapScene(sceneInfo: string | undefined): { wap_url: string; wap_name: string } | null {
  try {
    const scene = JSON.parse(sceneInfo ?? '') as { h5_info?: { type?: unknown; wap_url?: unknown; wap_name?: unknown } };
    const h5 = scene.h5_info;
    if (!h5 || h5.type !== 'Wap' || typeof h5.wap_url !== 'string' || typeof h5.wap_name !== 'string') return null;
    if (!/^https?:\/\/[^\s]+$/.test(h5.wap_url) || h5.wap_name.trim() === '') return null;
    return { wap_url: h5.wap_url, wap_name: h5.wap_name };
  } catch {
    return null;
  }
}

/**
 * What WeChat answers a unifiedorder request it refuses (err_code_des, or return_msg for a bad signature or
 * merchant), or null when it would place the order: signed with the merchant key for that merchant, the
 * common fields present and well formed, and per trade type product_id (NATIVE), openid (JSAPI), or a
 * scene_info of a web site and the payer's real address (MWEB).
 */
export function unifiedOrderRefusal(fields: WxFields, merchant: WechatMerchant): { return_msg: string } | { err_code: string; err_code_des: string } | null {
  if (!verifySignature(fields, merchant.key)) return { return_msg: '签名错误' };
  if (fields.appid !== merchant.appId || fields.mch_id !== merchant.mchId) return { return_msg: 'appid和mch_id不匹配' };
  const missing = ['nonce_str', 'body', 'out_trade_no', 'total_fee', 'spbill_create_ip', 'notify_url', 'trade_type'].find((k) => !fields[k]);
  if (missing) return { err_code: 'PARAM_ERROR', err_code_des: `缺少参数${missing}` };
  if (!TRADE_TYPES.includes(fields.trade_type!)) return { err_code: 'PARAM_ERROR', err_code_des: 'trade_type参数错误' };
  if (!TRADE_ID.test(fields.out_trade_no!)) return { err_code: 'PARAM_ERROR', err_code_des: 'out_trade_no参数错误' };
  if (!/^[1-9]\d{0,9}$/.test(fields.total_fee!)) return { err_code: 'PARAM_ERROR', err_code_des: 'total_fee参数错误' };
  if (isIP(fields.spbill_create_ip!) === 0) return { err_code: 'PARAM_ERROR', err_code_des: 'spbill_create_ip参数错误' };
  if (!/^https?:\/\/[^\s?]+$/.test(fields.notify_url!)) return { err_code: 'PARAM_ERROR', err_code_des: 'notify_url参数错误' };
  switch (fields.trade_type) {
    case 'NATIVE':
      if (!fields.product_id) return { err_code: 'PARAM_ERROR', err_code_des: 'trade_type=NATIVE时，product_id为必填参数' };
      break;
    case 'JSAPI':
      if (!fields.openid) return { err_code: 'PARAM_ERROR', err_code_des: 'trade_type=JSAPI时（即JSAPI支付），必须传openid' };
      break;
    case 'MWEB':
      if (!wapScene(fields.scene_info)) return { err_code: 'PARAM_ERROR', err_code_des: 'scene_info参数错误' };
      break;
  }
  return null;
}

/** The H5 scene a request described (what the stand-in's page shows as the merchant's site), or null. */
export const sceneOf = (fields: WxFields) => wapScene(fields.scene_info);

/** getBrandWCPayRequest's parameters for a prepay id: signed over appId, timeStamp, nonceStr, package, signType. */
export function signJsapi(prepayId: string, merchant: WechatMerchant, now: Date): JsapiParams {
  const fields = {
    appId: merchant.appId,
    timeStamp: String(Math.floor(now.getTime() / 1000)),
    nonceStr: randomBytes(16).toString('hex'),
    package: `prepay_id=${prepayId}`,
    signType: 'HMAC-SHA256' as const,
  };
  return { ...fields, paySign: sign(fields, merchant.key) };
}
