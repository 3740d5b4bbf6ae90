// The WeChat Pay v2 message format the local provider and a real adapter share.
import { describe, expect, it } from 'vitest';
import { formatTimeEnd, parseTimeEnd, parseXml, sign, toXml, verifySignature } from './wechat-protocol';

describe('WeChat Pay message format', () => {
  it('signs as WeChat documents it (HMAC-SHA256 example of the signing guide)', () => {
    const fields = { appid: 'wxd930ea5d5a258f4f', mch_id: '10000100', device_info: '1000', body: 'test', nonce_str: 'ibuaiVcKdpRxkhJA' };
    const key = '192006250b4c09247ec02edce69f6a2d';
    expect(sign(fields, key)).toBe('6A9AE1657590FD6257D693A078E1C3E4BB6BA4DC30B23E0EE2496E54170DACD6');
    // empty fields and `sign` itself are not signed
    expect(sign({ ...fields, attach: '', sign: 'X' }, key)).toBe(sign(fields, key));
    expect(verifySignature({ ...fields, sign: sign(fields, key) }, key)).toBe(true);
    expect(verifySignature({ ...fields, body: 'test2', sign: sign(fields, key) }, key)).toBe(false);
    expect(verifySignature({ ...fields, sign: sign(fields, key).toLowerCase() }, key)).toBe(false);
    expect(verifySignature(fields, key)).toBe(false);
  });

  it('writes and reads flat XML documents, CDATA and entities included', () => {
    const fields = { out_trade_no: '20260601080000123456', body: '培训报名 <a> & "b" ]]> c', total_fee: '1' };
    expect(parseXml(toXml(fields))).toEqual(fields);
    expect(parseXml('<?xml version="1.0"?>\n<xml>\n  <a>1 &lt; 2 &amp; &#x41;</a>\n  <b></b>\n</xml>\n')).toEqual({ a: '1 < 2 & A', b: '' });
  });

  it('reads nothing else: nested or repeated fields, attributes, DOCTYPE, other roots, oversize', () => {
    for (const body of [
      '',
      '<xml><a><b>1</b></a></xml>',
      '<xml><a>1</a><a>2</a></xml>',
      '<xml><a x="1">1</a></xml>',
      '<!DOCTYPE xml [<!ENTITY e SYSTEM "file:///etc/passwd">]><xml><a>&e;</a></xml>',
      '<root><a>1</a></root>',
      `<xml><a>${'x'.repeat(17_000)}</a></xml>`,
    ]) {
      expect(parseXml(body), body.slice(0, 40)).toBeNull();
    }
    // an unknown entity stays as written
    expect(parseXml('<xml><a>&e;</a></xml>')).toEqual({ a: '&e;' });
  });

  it('reads and writes time_end in China time', () => {
    const t = parseTimeEnd('20260601083015');
    expect(t?.toISOString()).toBe('2026-06-01T00:30:15.000Z');
    expect(formatTimeEnd(t!)).toBe('20260601083015');
    for (const bad of [undefined, '', '2026-06-01', '20261301083015x']) expect(parseTimeEnd(bad)).toBeNull();
  });
});
