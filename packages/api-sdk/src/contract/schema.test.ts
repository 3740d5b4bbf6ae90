// The request schemas as the server applies them: query strings coerced, malformed input answered with a
// message (never passed on), absent fields given their meaning.
import { describe, expect, it } from 'vitest';
import { parseRequest, requestSchemas } from './inputs';
import { endpointNames } from './endpoints';
import { INT32_MAX, MSG_BAD_PARAM } from './schema';

const parse = <K extends keyof typeof requestSchemas>(name: K, raw: unknown) => parseRequest(requestSchemas[name], raw);

describe('request schemas', () => {
  it('exist for every endpoint', () => {
    for (const name of endpointNames) expect(requestSchemas[name], name).toBeDefined();
    expect(Object.keys(requestSchemas).sort()).toEqual([...endpointNames].sort());
  });

  it('coerce query strings: numbers, comma-joined id lists, enums, trimmed and cut text', () => {
    expect(parse('listproduct', { pageNum: '2', pageSize: '20', cate: '7', recommendIds: '39,1902', sort_type: 'price', sort_value: '1', keywords: '  灯  ' })).toEqual({
      ok: true,
      value: {
        pageNum: 2,
        pageSize: 20,
        cate: 7,
        sub_cate: null,
        s_sub_cate: null,
        keywords: '灯',
        product_types: [],
        sort_type: 'price',
        sort_value: 1,
        recommendIds: [39, 1902],
      },
    });
    expect(parse('listarticle', { keywords: '安'.repeat(80) })).toMatchObject({ ok: true, value: { keywords: '安'.repeat(50) } });
    expect(parse('menuList', { cate_values: 'industry,field' })).toMatchObject({ ok: true, value: { cate_values: ['industry', 'field'] } });
    expect(parse('menuList', { cate_values: ['industry', 'field'] })).toMatchObject({ ok: true, value: { cate_values: ['industry', 'field'] } });
    // JSON bodies may carry numbers as numbers
    expect(parse('articleinfo', { id: 26 })).toEqual({ ok: true, value: { id: 26 } });
    expect(parse('articleinfo', { id: '26' })).toEqual({ ok: true, value: { id: 26 } });
  });

  it('give absent fields their meaning: "" for text, null for an id filter, undefined paging', () => {
    expect(parse('listexpert', {})).toEqual({
      ok: true,
      value: { pageNum: undefined, pageSize: undefined, industry: null, field: null, special: null, supply: null, name: '', recommendIds: [] },
    });
    expect(parse('listexpert', { industry: '0', field: 'undefined', special: '' })).toMatchObject({ ok: true, value: { industry: null, field: null, special: null } });
  });

  it('answer a NUL byte in any text with 请求参数错误', () => {
    expect(parse('listarticle', { keywords: 'a\u0000b' })).toEqual({ ok: false, message: MSG_BAD_PARAM });
    expect(parse('listads', { cate_value: 'home\u0000banner' })).toEqual({ ok: false, message: MSG_BAD_PARAM });
    expect(parse('login', { user_mobile: '13800000001', user_password: 'x\u0000' })).toEqual({ ok: false, message: MSG_BAD_PARAM });
  });

  it('answer ids outside PostgreSQL integer with the field message, never pass them on', () => {
    expect(parse('articleinfo', { id: String(INT32_MAX) })).toEqual({ ok: true, value: { id: INT32_MAX } });
    for (const id of [String(INT32_MAX + 1), '99999999999999999999', '1e3', '1.5', 'abc', '', '-1', 0]) {
      expect(parse('articleinfo', { id }), String(id)).toEqual({ ok: false, message: '文章不存在' });
    }
    expect(parse('listexpert', { industry: '2147483648' })).toEqual({ ok: false, message: MSG_BAD_PARAM });
    expect(parse('listcompany', { cates: `1,${INT32_MAX + 1},x,0` })).toMatchObject({ ok: true, value: { cates: [1] } });
  });

  it('refuse values of the wrong kind', () => {
    expect(parse('listads', { cate_value: { $ne: 1 } })).toEqual({ ok: false, message: MSG_BAD_PARAM });
    expect(parse('listproduct', { sort_type: 'random' })).toEqual({ ok: false, message: MSG_BAD_PARAM });
    expect(parse('listproduct', { sort_value: '5' })).toEqual({ ok: false, message: MSG_BAD_PARAM });
    expect(parse('listads', 'not an object')).toEqual({ ok: false, message: MSG_BAD_PARAM });
  });

  it("check a form's spec rules with the spec's messages (packages/validators)", () => {
    expect(parse('sendsms', { phone: '', usecate: 'login' })).toEqual({ ok: false, message: '请正确填写手机号码' });
    expect(parse('sendsms', { phone: '13800000001', usecate: 'hack' })).toEqual({ ok: false, message: '验证码类型错误' });
    expect(parse('sendsms', { phone: '13800000001', usecate: 'login' })).toMatchObject({ ok: true, value: { phone: '13800000001', usecate: 'login', ac: 'appvercode' } });
    const register = parse('register', { user_mobile: '13800000009' });
    expect(register.ok).toBe(false);
    expect(register).not.toEqual({ ok: false, message: MSG_BAD_PARAM });
  });
});
