// The request schemas as the server applies them: query strings coerced, malformed input answered with a
// message (never passed on), absent fields given their meaning.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseRequest, requestSchemas } from './inputs';
import { endpointNames } from './endpoints';
import { INT32_MAX, isStorableText, isUploadedFileUrl, MSG_BAD_PARAM, text, textList, uploadedFiles } from './schema';

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

// 3. Text PostgreSQL cannot store: one rule for every string of a payload, at any depth.
describe('text PostgreSQL cannot store (a NUL byte, a lone surrogate)', () => {
  const own = '/api/oss-emulator/ws-demo/u1/20260601/a.png';
  const UNSTORABLE = ['a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800'];

  it('isStorableText: surrogate pairs are text, halves of one are not', () => {
    expect(isStorableText('安全帽😀')).toBe(true);
    for (const bad of UNSTORABLE) expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('parseRequest refuses it anywhere in the raw payload: a field, an item, a nested or unknown field, an object key', () => {
    for (const bad of UNSTORABLE) {
      for (const raw of [
        { order_no: 'x', file_items: [{ FileName: bad, FileUrl: own }] },
        { order_no: 'x', file_items: [{ FileName: 'a', FileUrl: own + bad }] },
        { order_no: 'x', file_items: [{ FileUrl: own, extra: { deep: [1, [bad]] } }] },
        { order_no: 'x', file_items: [{ FileUrl: own, [`k${bad}`]: 1 }] },
        { order_no: 'x', unused: bad, file_items: [own] },
      ]) {
        expect(parse('uploadReceipt', raw), JSON.stringify(raw)).toEqual({ ok: false, message: MSG_BAD_PARAM });
      }
      // a query string's repeated parameter arrives as an array
      expect(parse('listSelfA', { vsstatus: ['all', bad] })).toEqual({ ok: false, message: MSG_BAD_PARAM });
      expect(parse('ordersSubmit', { ids: [1], order_remark_file_items: [{ FileName: bad, FileUrl: own }] })).toEqual({ ok: false, message: MSG_BAD_PARAM });
      expect(parse('inquiryAdd', { company_ids: '1', product_list: [{ product_name: '灭火器', product_describe: bad, quantity: 1, product_img: own }] })).toEqual({
        ok: false,
        message: MSG_BAD_PARAM,
      });
    }
  });

  it('the text builders refuse it themselves, and so do the JSON texts a field parses', () => {
    for (const bad of UNSTORABLE) {
      expect(v.safeParse(text(), `a${bad}`).success, JSON.stringify(bad)).toBe(false);
      expect(v.safeParse(textList(), ['a', bad]).success).toBe(false);
      expect(v.safeParse(uploadedFiles(9), [{ FileName: bad, FileUrl: own }]).success).toBe(false);
      // a JSON text carries it as an escape: only the field's own parse sees it
      const files = JSON.stringify([{ FileName: `回单${bad}`, FileUrl: own }]);
      expect(files.includes(bad)).toBe(false);
      expect(parse('ordersSubmit', { ids: [1], order_remark_file_items: files })).toEqual({ ok: false, message: MSG_BAD_PARAM });
      expect(parse('uploadReceipt', { order_no: 'x', file_items: files })).toEqual({ ok: false, message: '请上传转账回单' });
      expect(parse('trainAdd', { xid: 1, file_items: files })).toEqual({ ok: false, message: MSG_BAD_PARAM });
      expect(parse('companyJoin', { license_file: files })).toEqual({ ok: false, message: MSG_BAD_PARAM });
      const products = JSON.stringify([{ product_name: `灭火器${bad}`, quantity: 1, product_img: own }]);
      expect(parse('inquiryAdd', { company_ids: '1', product_list: products })).toEqual({ ok: false, message: '请添加询价产品' });
      expect(parse('menuList', { cate_values: JSON.stringify(['industry', bad]) })).toEqual({ ok: false, message: MSG_BAD_PARAM });
    }
    expect(parse('uploadReceipt', { order_no: 'x', file_items: [{ FileName: '回单😀.png', FileUrl: own }] })).toEqual({
      ok: true,
      value: { order_no: 'x', file_items: [{ FileName: '回单😀.png', FileUrl: own }] },
    });
  });

  it('a deeply nested payload is walked without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(parse('listads', { cate_value: 'x', deep })).toEqual({ ok: false, message: MSG_BAD_PARAM });
  });
});

// 4. Stored file URLs: one builder (uploadedFiles) for every field, its form checked here and whose file it
// is asked of the server through parseRequest's context.
describe('uploaded file URLs', () => {
  const own = '/api/oss-emulator/ws-demo/u1/20260601/0123456789abcdef0123456789abcdef.png';

  it('isUploadedFileUrl: an http(s) URL with a host or a same-site path, nothing that resolves elsewhere', () => {
    for (const ok of [own, 'https://ws-prod.oss-cn-guangzhou.aliyuncs.com/u1/20260601/a.png', 'http://127.0.0.1:8080/a/b.png', '/api/files/seed/product-1.svg']) {
      expect(isUploadedFileUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      '',
      'r.png',
      '/\\evil.example/r.png',
      '\\\\evil.example\\r.png',
      '//evil.example/r.png',
      '///evil.example/r.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://evil.example/r.png',
      'https://user@evil.example/r.png',
      'https://evil.example',
      'https:/evil.example/r.png',
      '/a/../b.png',
      '/a/./b.png',
      '/a/%2E%2e/b.png',
      '/a//b.png',
      '/a/b.png?x=1',
      '/a/b.png#x',
      '/a b.png',
      '/a/b.png\n',
      `/a/${'x'.repeat(1000)}`,
      `${own}\\..\\x.png`,
    ]) {
      expect(isUploadedFileUrl(bad), bad).toBe(false);
    }
  });

  it('every stored file field refuses a malformed URL the same way, as an item, a bare URL or a JSON text', () => {
    const fields: [string, (files: unknown) => [keyof typeof requestSchemas, Record<string, unknown>], string][] = [
      ['order attachments', (f) => ['ordersSubmit', { ids: [1], order_remark_file_items: f }], MSG_BAD_PARAM],
      ['receipt', (f) => ['uploadReceipt', { order_no: 'x', file_items: f }], '请上传转账回单'],
      ['after-sales', (f) => ['aftersalesAdd', { order_no: 'x', cate: 'others', file_items: f }], MSG_BAD_PARAM],
      ['review', (f) => ['remarkAdd', { xid: 1, item_id: 1, order_no: 'x', content: '好', file_items: f }], MSG_BAD_PARAM],
      ['review update', (f) => ['remarkUpdateSelf', { id: 1, content: '好', file_items: f }], MSG_BAD_PARAM],
      ['training photo', (f) => ['trainAdd', { xid: 1, file_items: f }], MSG_BAD_PARAM],
      ['registration licence', (f) => ['joinRegister', { license_file: f }], MSG_BAD_PARAM],
      ['supplier images', (f) => ['companyJoin', { file_items: f }], MSG_BAD_PARAM],
      ['upgrade certificates', (f) => ['company2Join', { cert_file: f }], MSG_BAD_PARAM],
      ['expert images', (f) => ['expertJoin', { file_items: f }], MSG_BAD_PARAM],
      ['inquiry picture', (f) => ['inquiryAdd', { company_ids: '1', product_list: [{ product_name: 'a', quantity: 1, product_img: f }] }], '请添加询价产品'],
    ];
    for (const [what, make, message] of fields) {
      for (const url of ['/\\evil.example/r.png', '//evil.example/r.png', 'javascript:alert(1)', '/a/../u2/b.png']) {
        for (const files of [[{ FileName: 'r.png', FileUrl: url }], [url], url, JSON.stringify([{ FileUrl: url }])]) {
          const [name, raw] = make(files);
          expect(parse(name, raw), `${what}: ${JSON.stringify(files)}`).toEqual({ ok: false, message });
        }
      }
    }
  });

  it('asks the server (the parse context) about every URL of every stored file field, and refuses when it says no', () => {
    const evil = 'http://evil.example/r.png';
    const cases: [keyof typeof requestSchemas, Record<string, unknown>, string][] = [
      ['ordersSubmit', { ids: [1], order_remark_file_items: [{ FileName: 'r.png', FileUrl: evil }] }, MSG_BAD_PARAM],
      ['ordersSubmit', { ids: [1], order_remark_file_items: evil }, MSG_BAD_PARAM],
      ['uploadReceipt', { order_no: 'x', file_items: [{ FileUrl: evil }] }, '请上传转账回单'],
      ['uploadReceipt', { order_no: 'x', file_items: evil }, '请上传转账回单'],
      ['aftersalesAdd', { order_no: 'x', cate: 'others', file_items: [evil] }, MSG_BAD_PARAM],
      ['remarkAdd', { xid: 1, item_id: 1, order_no: 'x', content: '好', file_items: JSON.stringify([{ FileUrl: evil }]) }, MSG_BAD_PARAM],
      ['trainAdd', { xid: 1, file_items: [{ FileUrl: evil }] }, MSG_BAD_PARAM],
      ['joinRegister', { file_items: JSON.stringify([{ picurl: evil }]) }, MSG_BAD_PARAM],
      ['companyJoin', { license_file: evil }, MSG_BAD_PARAM],
      ['company2Join', { cert_file: [{ FileUrl: evil }] }, MSG_BAD_PARAM],
      ['expertJoin', { cert_file: [{ FileUrl: evil }] }, MSG_BAD_PARAM],
      ['inquiryAdd', { company_ids: '1', product_list: [{ product_name: 'a', quantity: 1, product_img: evil }] }, '请添加询价产品'],
    ];
    for (const [name, raw, message] of cases) {
      const asked: string[] = [];
      const no = parseRequest(requestSchemas[name], raw, { isStorableFileUrl: (url) => (asked.push(url), false) });
      expect(no, name).toEqual({ ok: false, message });
      expect(asked, name).toEqual([evil]);
      // without the server's word (a client) only the form counts: this one is well formed
      expect(parse(name, raw), name).not.toEqual({ ok: false, message });
    }
    // a yes keeps the files as sent (names cut and kept, blanks left out)
    const yes = parseRequest(requestSchemas.uploadReceipt, { order_no: 'x', file_items: [{ FileName: ' 回单.png ', FileUrl: ` ${own} ` }, own] }, { isStorableFileUrl: () => true });
    expect(yes).toEqual({ ok: true, value: { order_no: 'x', file_items: [{ FileName: '回单.png', FileUrl: own }, { FileUrl: own }] } });
    // the context is the parse's own: none is left behind for the next one
    expect(parse('uploadReceipt', { order_no: 'x', file_items: [{ FileUrl: evil }] })).toMatchObject({ ok: true });
  });

  it('too many files answer the field’s limit', () => {
    const ten = Array.from({ length: 10 }, () => ({ FileUrl: own }));
    expect(parse('ordersSubmit', { ids: [1], order_remark_file_items: ten })).toEqual({ ok: false, message: '最多上传9个文件' });
    expect(parse('uploadReceipt', { order_no: 'x', file_items: ten })).toEqual({ ok: false, message: '最多上传9个文件' });
    expect(parse('ordersSubmit', { ids: [1], order_remark_file_items: ten.slice(0, 9) })).toMatchObject({ ok: true });
  });
});

// 5. Kinds a mall order may have.
describe('ordersSubmit order_cate', () => {
  it('is a mall order kind: product, or absent / blank for product; anything else 请求参数错误', () => {
    for (const cate of ['expert', 'jifen', 'service', 'PRODUCT', '<script>alert(1)</script>']) {
      expect(parse('ordersSubmit', { ids: [1], order_cate: cate }), cate).toEqual({ ok: false, message: MSG_BAD_PARAM });
    }
    for (const cate of ['product', ' product ', '', undefined]) {
      expect(parse('ordersSubmit', { ids: [1], order_cate: cate }), String(cate)).toMatchObject({ ok: true, value: { order_cate: 'product' } });
    }
  });
});
