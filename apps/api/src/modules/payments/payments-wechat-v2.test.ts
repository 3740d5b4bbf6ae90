// The real WeChat Pay adapter against a local server that speaks WeChat's v2 protocol: the request it
// sends is signed and complete, the code_url comes back, a late payment is found by orderquery, and an
// answer that is unsigned, for another merchant or a failure is refused rather than trusted.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { WechatPayV2, wechatBody } from './wechat-pay-v2';
import { parseXml, sign, toXml, verifySignature, type WxFields } from './wechat-protocol';

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
      APP_ENV: 'production',
      SMS_PROVIDER_URL: 'https://sms.example.cn/send',
      SMS_PROVIDER_KEY: 'k',
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
