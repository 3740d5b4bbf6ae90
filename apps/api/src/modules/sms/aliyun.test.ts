// Aliyun's RPC signature (V2, HMAC-SHA1), byte for byte: the example of Aliyun's signature documentation
// (ECS DescribeRegions with AccessKeyId testid and AccessKeySecret testsecret) and an independent
// implementation written from the documented steps (its own percent-encoding over UTF-8 bytes, HMAC built
// from SHA-1 by RFC 2104), so a shared mistake in node's helpers or in aliyun.ts cannot pass unnoticed.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/time';
import { canonicalQuery, percentEncode, rpcTimestamp, signRpc, stringToSign } from './aliyun';
import { AliyunSmsSender } from './sender';

// The documented example (Aliyun, "Request syntax and signature method V2 for RPC APIs" / ECS 签名机制).
const DOC_PARAMS = {
  AccessKeyId: 'testid',
  Action: 'DescribeRegions',
  Format: 'XML',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
  SignatureVersion: '1.0',
  Timestamp: '2016-02-23T12:46:24Z',
  Version: '2014-05-26',
};
const DOC_STRING_TO_SIGN =
  'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1' +
  '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0' +
  '%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26';
const DOC_SIGNATURE = 'OLeaidS1JvxuMvnyHOwuJ+uX5qY=';

/** The documented encoding, byte by byte: A-Z a-z 0-9 - _ . ~ as they are, every other UTF-8 byte %XY. */
function independentEncode(text: string): string {
  const unreserved = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~';
  return [...Buffer.from(text, 'utf8')].map((b) => (unreserved.includes(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

/** HMAC-SHA1 by RFC 2104 from plain SHA-1: H((K ^ opad) || H((K ^ ipad) || m)), 64-byte blocks. */
function independentHmacSha1(key: string, message: string): Buffer {
  let k = Buffer.from(key, 'utf8');
  if (k.length > 64) k = createHash('sha1').update(k).digest();
  const block = Buffer.concat([k, Buffer.alloc(64 - k.length)]);
  const ipad = Buffer.from(block.map((b) => b ^ 0x36));
  const opad = Buffer.from(block.map((b) => b ^ 0x5c));
  const inner = createHash('sha1').update(Buffer.concat([ipad, Buffer.from(message, 'utf8')])).digest();
  return createHash('sha1').update(Buffer.concat([opad, inner])).digest();
}

function independentSignature(method: string, params: Record<string, string>, secret: string): { toSign: string; signature: string } {
  const names = Object.keys(params).filter((n) => n !== 'Signature');
  // sorted by the names' bytes (not locale order: 'Z' < 'a')
  names.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const canonical = names.map((n) => `${independentEncode(n)}=${independentEncode(params[n]!)}`).join('&');
  const toSign = `${method}&${independentEncode('/')}&${independentEncode(canonical)}`;
  return { toSign, signature: independentHmacSha1(`${secret}&`, toSign).toString('base64') };
}

describe('Aliyun RPC signature', () => {
  it("reproduces the documentation's example: StringToSign and Signature", () => {
    expect(stringToSign('GET', DOC_PARAMS)).toBe(DOC_STRING_TO_SIGN);
    expect(signRpc('GET', DOC_PARAMS, 'testsecret')).toBe(DOC_SIGNATURE);
    // the independent implementation agrees with the documentation too
    expect(independentSignature('GET', DOC_PARAMS, 'testsecret')).toEqual({ toSign: DOC_STRING_TO_SIGN, signature: DOC_SIGNATURE });
    // the key is the secret followed by '&': without it the documented value does not come out
    expect(independentHmacSha1('testsecret', DOC_STRING_TO_SIGN).toString('base64')).not.toBe(DOC_SIGNATURE);
  });

  it('percent-encodes as Aliyun does: space %20, * %2A, ~ kept, UTF-8 bytes', () => {
    expect(percentEncode('a b')).toBe('a%20b');
    expect(percentEncode('a+b')).toBe('a%2Bb');
    expect(percentEncode('x*y')).toBe('x%2Ay');
    expect(percentEncode('~-_.')).toBe('~-_.');
    expect(percentEncode("!'()")).toBe('%21%27%28%29');
    expect(percentEncode('安服通')).toBe('%E5%AE%89%E6%9C%8D%E9%80%9A');
    expect(percentEncode('{"code":"123456"}')).toBe('%7B%22code%22%3A%22123456%22%7D');
    for (const s of ['a b*c~d!e\'(f)', '安服通', '{"code":"012345"}', '2026-06-01T00:00:00Z', '+86 138/0013:8000', 'é😀']) {
      expect(percentEncode(s), s).toBe(independentEncode(s));
    }
  });

  it('sorts by name bytes and leaves Signature out of the canonical query', () => {
    expect(canonicalQuery({ b: '2', B: '1', a: 'x y', Signature: 'nope' })).toBe('B=1&a=x%20y&b=2');
  });

  it('writes Timestamp as ISO 8601 UTC to the second', () => {
    expect(rpcTimestamp(new Date('2026-06-01T08:00:00.789+08:00'))).toBe('2026-06-01T00:00:00Z');
  });

  it('signs SendSms with the documented parameters, and the independent implementation agrees', () => {
    const sender = new AliyunSmsSender(
      {
        endpoint: 'https://dysmsapi.aliyuncs.com/',
        accessKeyId: 'testid',
        accessKeySecret: 'testsecret',
        signName: '安服通',
        templates: { login: 'SMS_1', resetpwd: 'SMS_2', register: 'SMS_3', companyjoin: 'SMS_4', deleteaccount: 'SMS_5' },
      },
      { clock: new ManualClock(new Date('2026-06-01T00:00:00Z')) },
    );
    const params = sender.signedParams('13800138000', '012345', 'register', '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf');
    const { Signature, ...signed } = params;
    expect(signed).toEqual({
      AccessKeyId: 'testid',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13800138000',
      RegionId: 'cn-hangzhou',
      SignName: '安服通',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_3',
      TemplateParam: '{"code":"012345"}',
      Timestamp: '2026-06-01T00:00:00Z',
      Version: '2017-05-25',
    });
    const expectedToSign =
      'POST&%2F&AccessKeyId%3Dtestid%26Action%3DSendSms%26Format%3DJSON%26PhoneNumbers%3D13800138000%26RegionId%3Dcn-hangzhou' +
      '%26SignName%3D%25E5%25AE%2589%25E6%259C%258D%25E9%2580%259A%26SignatureMethod%3DHMAC-SHA1' +
      '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0%26TemplateCode%3DSMS_3' +
      '%26TemplateParam%3D%257B%2522code%2522%253A%2522012345%2522%257D%26Timestamp%3D2026-06-01T00%253A00%253A00Z%26Version%3D2017-05-25';
    expect(stringToSign('POST', signed)).toBe(expectedToSign);
    expect(independentSignature('POST', signed, 'testsecret')).toEqual({ toSign: expectedToSign, signature: Signature });
    // a fresh nonce each time
    expect(sender.signedParams('13800138000', '012345', 'register').SignatureNonce).not.toBe(sender.signedParams('13800138000', '012345', 'register').SignatureNonce);
  });
});
