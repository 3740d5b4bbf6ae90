// The real WeChat Pay adapter against a local server that speaks WeChat's v2 protocol: the request it
// sends is signed and complete, the code_url comes back, a late payment is found by orderquery, and an
// answer that is unsigned, for another merchant or a failure is refused rather than trusted.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { WechatPayV2, wechatBody } from './wechat-pay-v2';
import { parseXml, sign, toXml, verifySignature, type WxFields } from './wechat-protocol';
import { unifiedOrderRefusal } from './wechat-unified-order';
import { ALL_PRODUCTION_SERVICES } from '../../../test/production-env';

const merchant = { appId: 'wx1234567890abcdef', mchId: '1230000109', key: 'merchant-key-0123456789abcdefABCD' };

describe('WechatPayV2 (the real adapter) against a WeChat-protocol server', () => {
  let server: Server;
  let baseUrl = '';
  const received: { path: string; fields: WxFields | null }[] = [];
  let answer: (path: string, req: WxFields) => WxFields = () => ({});
  const signed = (fields: WxFields, key = merchant.key) => toXml({ ...fields, sign: sign(fields, key) });

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        const fields = parseXml(body);
        received.push({ path: req.url ?? '', fields });
        res.writeHead(200, { 'content-type': 'text/xml' });
        res.end(signed(answer(req.url ?? '', fields ?? {})));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    received.length = 0;
  });

  const provider = () => new WechatPayV2({ ...merchant, notifyUrl: 'https://ws.example.cn/api/pay/wechat/notify', baseUrl, serverIp: '203.0.113.9' });
  const ok = { return_code: 'SUCCESS', result_code: 'SUCCESS', appid: merchant.appId, mch_id: merchant.mchId, nonce_str: 'abc' };

  it('places a native order with a signed, complete unifiedorder request and returns its code_url', async () => {
    answer = () => ({ ...ok, trade_type: 'NATIVE', prepay_id: 'wx201410272009395522657a690389285100', code_url: 'weixin://wxpay/bizpayurl?pr=abcdefg' });
    const { codeUrl } = await provider().createNativeOrder({ orderNo: 'T20261123000001', amountFen: 12800, description: '培训报名-安全生产培训' });
    expect(codeUrl).toBe('weixin://wxpay/bizpayurl?pr=abcdefg');
    const sent = received[0]!;
    expect(sent.path).toBe('/pay/unifiedorder');
    expect(sent.fields).toMatchObject({
      appid: merchant.appId,
      mch_id: merchant.mchId,
      out_trade_no: 'T20261123000001',
      total_fee: '12800',
      trade_type: 'NATIVE',
      notify_url: 'https://ws.example.cn/api/pay/wechat/notify',
      spbill_create_ip: '203.0.113.9',
      sign_type: 'HMAC-SHA256',
      body: '培训报名-安全生产培训',
    });
    expect(verifySignature(sent.fields!, merchant.key)).toBe(true);
    expect(JSON.stringify(sent.fields)).not.toContain(merchant.key);
  });

  /** The fake answers unifiedorder as WeChat does: refused when the request is not one WeChat takes. */
  const asWechat = (placed: (req: WxFields) => WxFields) => (_p: string, req: WxFields) => {
    const refusal = unifiedOrderRefusal(req, merchant);
    if (refusal && 'return_msg' in refusal) return { return_code: 'FAIL', ...refusal };
    return refusal ? { ...ok, result_code: 'FAIL', ...refusal } : { ...ok, ...placed(req) };
  };
  const order = { orderNo: 'T20261123000009', amountFen: 6600, description: '商城订单', expiresAt: new Date('2026-11-23T12:00:00+08:00') };

  it("places an H5 (MWEB) order: the payer's address, a web scene_info, signed; answers WeChat's mweb_url", async () => {
    answer = asWechat(() => ({ trade_type: 'MWEB', prepay_id: 'wx2016121516420242444321ca0631331346', mweb_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016121516420242444321ca0631331346&package=1405458241' }));
    const placed = await provider().createMobileOrder({ ...order, tradeType: 'MWEB', clientIp: '::ffff:198.51.100.23' });
    expect(placed).toEqual({ tradeType: 'MWEB', mwebUrl: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016121516420242444321ca0631331346&package=1405458241' });
    const sent = received[0]!.fields!;
    expect(sent).toMatchObject({ trade_type: 'MWEB', spbill_create_ip: '198.51.100.23', out_trade_no: order.orderNo, total_fee: '6600', time_expire: '20261123120000', sign_type: 'HMAC-SHA256' });
    expect(JSON.parse(sent.scene_info!)).toEqual({ h5_info: { type: 'Wap', wap_url: 'https://ws.example.cn', wap_name: '商城' } });
    expect(sent.product_id).toBeUndefined();
    expect(sent.openid).toBeUndefined();
    expect(verifySignature(sent, merchant.key)).toBe(true);
    // only WeChat's own https page is followed
    answer = asWechat(() => ({ trade_type: 'MWEB', prepay_id: 'wx1', mweb_url: 'javascript:alert(1)' }));
    await expect(provider().createMobileOrder({ ...order, tradeType: 'MWEB', clientIp: '198.51.100.23' })).rejects.toThrow('下单失败');
  });

  it('places a JSAPI order with the openid and signs the bridge parameters over prepay_id', async () => {
    answer = asWechat(() => ({ trade_type: 'JSAPI', prepay_id: 'wx201410272009395522657a690389285100' }));
    const p = provider();
    const placed = await p.createMobileOrder({ ...order, tradeType: 'JSAPI', clientIp: '198.51.100.23', openId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
    expect(placed).toEqual({ tradeType: 'JSAPI', prepayId: 'wx201410272009395522657a690389285100' });
    expect(received[0]!.fields).toMatchObject({ trade_type: 'JSAPI', openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', spbill_create_ip: '203.0.113.9' });
    const { paySign, ...params } = p.jsapiParams('wx201410272009395522657a690389285100');
    expect(params).toMatchObject({ appId: merchant.appId, package: 'prepay_id=wx201410272009395522657a690389285100', signType: 'HMAC-SHA256' });
    expect(paySign).toBe(sign(params, merchant.key));
    // no openid source configured: JSAPI is not offered; a configured one answers the payer's
    expect(await p.payerOpenId(1)).toBeNull();
    const withIds = new WechatPayV2({ ...merchant, notifyUrl: 'https://ws.example.cn/n', baseUrl, openIds: { openIdOf: async (id) => (id === 1 ? 'oA' : null) } });
    expect(await withIds.payerOpenId(1)).toBe('oA');
  });

  it("is refused by WeChat's checks when a trade type's own field is missing or the signature is not the merchant's", () => {
    const base = { appid: merchant.appId, mch_id: merchant.mchId, nonce_str: 'n', body: 'x', out_trade_no: 'T1', total_fee: '1', spbill_create_ip: '198.51.100.23', notify_url: 'https://ws.example.cn/n' };
    const signedFields = (f: WxFields, key = merchant.key) => ({ ...f, sign: sign(f, key) });
    expect(unifiedOrderRefusal(signedFields({ ...base, trade_type: 'JSAPI' }), merchant)).toMatchObject({ err_code: 'PARAM_ERROR', err_code_des: expect.stringContaining('openid') });
    expect(unifiedOrderRefusal(signedFields({ ...base, trade_type: 'MWEB' }), merchant)).toMatchObject({ err_code_des: 'scene_info参数错误' });
    expect(unifiedOrderRefusal(signedFields({ ...base, trade_type: 'MWEB', scene_info: '{"h5_info":{"type":"Wap","wap_url":"https://ws.example.cn","wap_name":"商城"}}' }), merchant)).toBeNull();
    expect(unifiedOrderRefusal(signedFields({ ...base, trade_type: 'NATIVE' }), merchant)).toMatchObject({ err_code_des: expect.stringContaining('product_id') });
    expect(unifiedOrderRefusal(signedFields({ ...base, trade_type: 'NATIVE', product_id: 'T1', spbill_create_ip: 'x' }), merchant)).toMatchObject({ err_code_des: 'spbill_create_ip参数错误' });
    expect(unifiedOrderRefusal(signedFields({ ...base, trade_type: 'NATIVE', product_id: 'T1' }, 'other-key'), merchant)).toEqual({ return_msg: '签名错误' });
  });

  it("refuses an answer signed with another key, for another merchant, or a failed order (WeChat's message)", async () => {
    answer = () => ({ ...ok, code_url: 'weixin://wxpay/bizpayurl?pr=x' });
    const forged = new WechatPayV2({ ...merchant, key: 'another-key-0123456789abcdefABCDEF', notifyUrl: 'https://x/n', baseUrl });
    await expect(forged.createNativeOrder({ orderNo: 'T1', amountFen: 1, description: 'x' })).rejects.toThrow('签名错误');
    answer = () => ({ ...ok, mch_id: '9999999999', code_url: 'weixin://wxpay/bizpayurl?pr=x' });
    await expect(provider().createNativeOrder({ orderNo: 'T2', amountFen: 1, description: 'x' })).rejects.toThrow('商户信息不符');
    answer = () => ({ ...ok, result_code: 'FAIL', err_code: 'ORDERPAID', err_code_des: '该订单已支付' });
    await expect(provider().createNativeOrder({ orderNo: 'T3', amountFen: 1, description: 'x' })).rejects.toThrow('该订单已支付');
    answer = () => ({ return_code: 'FAIL', return_msg: '签名错误' });
    await expect(provider().createNativeOrder({ orderNo: 'T4', amountFen: 1, description: 'x' })).rejects.toThrow('签名错误');
  });

  it('finds a paid order by orderquery, and answers null while it is unpaid', async () => {
    answer = (_p, req) => ({ ...ok, trade_state: 'NOTPAY', out_trade_no: req.out_trade_no ?? '' });
    expect(await provider().queryOrder('T20261123000001')).toBeNull();
    answer = (_p, req) => ({
      ...ok,
      trade_state: 'SUCCESS',
      out_trade_no: req.out_trade_no ?? '',
      transaction_id: '4200001234202611230000000001',
      total_fee: '12800',
      time_end: '20261123103000',
    });
    const paid = await provider().queryOrder('T20261123000001');
    expect(received.at(-1)?.path).toBe('/pay/orderquery');
    expect(paid).toEqual({ orderNo: 'T20261123000001', transactionId: '4200001234202611230000000001', totalFee: 12800, paidAt: new Date('2026-11-23T10:30:00+08:00') });
  });

  it('reads the notices WeChat posts with the merchant key', () => {
    const notice = { ...ok, out_trade_no: 'T9', transaction_id: '4200009', total_fee: '100', time_end: '20261123103000', trade_type: 'NATIVE' };
    expect(provider().readNotice(signed(notice)).ok).toBe(true);
    expect(provider().readNotice(signed(notice, 'wrong-key')).ok).toBe(false);
    expect(provider().simulatorUrl()).toBeNull();
  });

  it("cuts WeChat's body to 128 bytes on a character boundary", () => {
    const long = '安'.repeat(60);
    expect(Buffer.byteLength(wechatBody(long), 'utf8')).toBeLessThanOrEqual(128);
    expect(wechatBody(long)).toBe('安'.repeat(42));
  });

  it('is configured from WECHAT_PAY_* in production, and not without them', () => {
    const env = {
      ...ALL_PRODUCTION_SERVICES,
      APP_ENV: 'production',
      WECHAT_PAY_APP_ID: merchant.appId,
      WECHAT_PAY_MCH_ID: merchant.mchId,
      WECHAT_PAY_API_KEY: merchant.key,
      WECHAT_PAY_NOTIFY_URL: 'https://ws.example.cn/api/pay/wechat/notify',
      OSS_HOST: 'https://ws-bucket.oss-cn-guangzhou.aliyuncs.com',
      OSS_ACCESS_KEY_ID: 'id',
      OSS_ACCESS_KEY_SECRET: 'secret',
      WECHAT_LOGIN_APP_ID: 'wxlogin',
      WECHAT_LOGIN_APP_SECRET: 'secret',
    };
    expect(loadConfig(env).wechatPay).toMatchObject({ appId: merchant.appId, mchId: merchant.mchId, notifyUrl: env.WECHAT_PAY_NOTIFY_URL });
    expect(loadConfig({ APP_ENV: 'demo' }).wechatPay).toBeNull();
  });
});
