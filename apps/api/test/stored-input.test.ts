// Input that reaches the database, on the seeded database through the real routes:
// 3. text PostgreSQL cannot store (a NUL byte, a lone UTF-16 surrogate), anywhere in a payload (inside
//    stored JSON too), is refused with 请求参数错误 before anything is written, never a 服务器繁忙;
// 4. a stored file URL is a file of this site: the caller's own upload in the configured storage (or the
//    seed's files), never another host, a '/\host' or '//host' path, or another member's folder;
// 5. the checkout's dictionary values (order_cate, delivery, expected_deliverys, order_invoice_type) are
//    checked against the server's own kinds and dictionaries.
// Each refusal is checked with its exact envelope message and with the rows it would have written.
import { randomBytes } from 'node:crypto';
import type { OssPolicy } from '@ws/api-sdk/contract';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  addresses,
  afterSales,
  bookings,
  cartItems,
  companies,
  experts,
  inquiries,
  orders,
  productSkus,
  products,
  remarks,
  trainings,
  users,
} from '../src/db/schema';
import { reviewRecord } from '../src/modules/onboarding';
import { MSG_BUSY } from '../src/http/handler';
import { call, DEMO, DEMO_ID, loginAs, requestCode, uploadUrl, useHarness, type Envelope } from './helpers';
import { companyOf, makeOrder } from './order-fixture';

const BAD_PARAM = '请求参数错误';
/** URLs that are no file of this site's storage in the caller's folder */
const FOREIGN_URLS = [
  'http://evil.example/r.png',
  'https://evil.example/r.png',
  '/\\evil.example/r.png',
  '//evil.example/r.png',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  // the storage's path on another host, another bucket, outside a member's day folder
  'https://evil.example/api/oss-emulator/ws-demo/u1/20260601/r.png',
  '/api/oss-emulator/other-bucket/u1/20260601/r.png',
  '/api/oss-emulator/ws-demo/u1/r.png',
  // another member's folder, and a climb into it
  uploadUrl(DEMO_ID.salesman, 'r.png'),
  `${uploadUrl(DEMO_ID.member, 'x')}/../../../u3/20260601/r.png`,
  `/api/oss-emulator/ws-demo/u1/20260601/%2e%2e/r.png`,
  // a site path that is no upload, and a backslash inside an upload's URL
  '/api/files/docs/x.docx',
  '/api/health',
  `${uploadUrl(DEMO_ID.member, 'r.png')}\\..\\x.png`,
  // a visitor's upload the member never stored
  uploadUrl('guest', 'r.png'),
];

describe('input that reaches the database', () => {
  const h = useHarness();

  const rows = async (table: PgTable, where?: SQL) => {
    const q = h.db.select({ n: count() }).from(table);
    return (await (where ? q.where(where) : q))[0]!.n;
  };
  /** a product of the first company with `stock` units, in the member's cart, and a delivery address */
  const checkout = async () => {
    const [c] = await h.db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1);
    const [p] = await h.db
      .insert(products)
      .values({ companyId: c!.id, name: '测试安全帽', price: '35.00', stock: 20, minAmount: 1, unit: '顶', createTime: '2026-05-01 10:00:00' })
      .returning({ id: products.id });
    const [sku] = await h.db.insert(productSkus).values({ productId: p!.id, attItemIds: '', attItemNames: '', price: '35.00', stock: 20 }).returning({ id: productSkus.id });
    const [line] = await h.db
      .insert(cartItems)
      .values({ userId: DEMO_ID.member, productId: p!.id, skuId: sku!.id, amount: 1, createTime: '2026-05-01 10:00:00' })
      .returning({ id: cartItems.id });
    const [a] = await h.db
      .insert(addresses)
      .values({
        userId: DEMO_ID.member,
        contact: '张三',
        phone: '13800000001',
        provinceName: '广东省',
        provinceCode: '440000',
        cityName: '广州市',
        cityCode: '440100',
        countyName: '天河区',
        countyCode: '440106',
        address: '天河路 1 号',
        createTime: '2026-05-01 10:00:00',
      })
      .returning({ id: addresses.id });
    const form = (more: Record<string, unknown> = {}) => ({
      ids: [line!.id],
      address_id: a!.id,
      pay_cate: 1,
      order_cate: 'product',
      delivery: '快递配送',
      expected_deliverys: '7天内',
      ...more,
    });
    /** what a submit would change: orders, the cart line, the stock */
    const written = async () => ({
      orders: await rows(orders),
      cart: await rows(cartItems, eq(cartItems.id, line!.id)),
      stock: (await h.db.select({ s: productSkus.stock }).from(productSkus).where(eq(productSkus.id, sku!.id)))[0]!.s,
    });
    return { form, written };
  };
  const submit = (token: string, payload: Record<string, unknown>) => call<{ main_order_no: string }>(h.app, 'ordersSubmit', payload, { token });
  /** an unpaid offline order of the member, and its stored receipt */
  const offlineOrder = async () => {
    const o = await makeOrder(h, DEMO.member, DEMO.company, { payCate: 0, ispay: 0 });
    const receipt = async () => (await h.db.select({ r: orders.transferReceipt }).from(orders).where(eq(orders.orderNo, o.orderNo)))[0]!.r;
    return { orderNo: o.orderNo, receipt };
  };
  /** POST a raw JSON text (what arrives on the wire, escapes and all) */
  const postRaw = async (path: string, body: string, token: string) =>
    (await h.app.inject({ method: 'POST', url: `/api${path}`, headers: { 'content-type': 'application/json', token }, payload: body })).json<Envelope>();
  /** A file uploaded the way the apps do it (packages/api-sdk uploadFile): the policy, then the form to its host. */
  const upload = async (token: string | undefined, name = 'r.png'): Promise<{ FileName: string; FileUrl: string }> => {
    const policy = await call<OssPolicy>(h.app, 'ossPolicy', {}, token ? { token } : {});
    const key = `${policy.data.dir}${randomBytes(16).toString('hex')}.png`;
    const boundary = '----stored-input';
    const field = (n: string, v: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(
        field('key', key) +
          field('OSSAccessKeyId', policy.data.accessId) +
          field('policy', policy.data.policy) +
          field('signature', policy.data.signature) +
          field('success_action_status', '200') +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from('png bytes'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await h.app.inject({ method: 'POST', url: policy.data.host, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, remoteAddress: '127.0.0.1' });
    expect(res.statusCode, res.body).toBe(200);
    return { FileName: name, FileUrl: `${policy.data.host}/${key}` };
  };

  describe('3. text PostgreSQL cannot store', () => {
    const UNSTORABLE = ['a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800'];

    it('orders/submit: in an attachment’s name or URL (array, or a JSON text of one): 请求参数错误, nothing written', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const { form, written } = await checkout();
      const before = await written();
      const own = uploadUrl(DEMO_ID.member, 'contract.pdf');
      for (const bad of UNSTORABLE) {
        for (const item of [{ FileName: bad, FileUrl: own }, { FileName: '合同.pdf', FileUrl: own + bad }]) {
          for (const files of [[item], JSON.stringify([item])]) {
            const res = await submit(member, form({ order_remark_file_items: files, idem_key: `k-${randomBytes(4).toString('hex')}` }));
            expect(res, JSON.stringify(files)).toMatchObject({ ok: false, msg: BAD_PARAM });
          }
        }
        // any other text of the payload too
        expect(await submit(member, form({ remarks: `备注${bad}` }))).toMatchObject({ ok: false, msg: BAD_PARAM });
      }
      expect(await written()).toEqual(before);
      // the same form with clean text goes through
      expect(await submit(member, form({ order_remark_file_items: [{ FileName: '合同.pdf', FileUrl: own }], remarks: '备注😀' }))).toMatchObject({ ok: true });
    });

    it('orders/uploadReceipt: in a receipt’s name or URL: 请求参数错误, the receipt stays empty', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const { orderNo, receipt } = await offlineOrder();
      const own = uploadUrl(DEMO_ID.member, 'r.png');
      for (const bad of UNSTORABLE) {
        for (const item of [{ FileName: `回单${bad}`, FileUrl: own }, { FileName: '回单.png', FileUrl: `${own}${bad}` }]) {
          const res = await call(h.app, 'uploadReceipt', { order_no: orderNo, file_items: [item] }, { token: member });
          expect(res).toMatchObject({ ok: false, msg: BAD_PARAM });
        }
      }
      expect(await receipt()).toEqual([]);
    });

    it('enable/add: in a product (an array, or its JSON text) nothing is stored', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const company = await companyOf(h, DEMO.company);
      const product = (extra: Record<string, unknown>) => ({
        product_name: '灭火器',
        product_describe: '国标',
        quantity: 10,
        expected_price: '120',
        product_img: [{ FileName: 'a.jpg', FileUrl: uploadUrl(DEMO_ID.member, 'a.jpg') }],
        ...extra,
      });
      for (const bad of UNSTORABLE) {
        for (const extra of [
          { product_name: `灭火器${bad}` },
          { product_describe: bad },
          { expected_price: bad },
          { product_img: [{ FileName: bad, FileUrl: uploadUrl(DEMO_ID.member, 'a.jpg') }] },
          { product_img: `${uploadUrl(DEMO_ID.member, 'a.jpg')}${bad}` },
        ]) {
          const sent = { company_ids: String(company), type: 0, product_list: [product(extra)] };
          expect(await call(h.app, 'inquiryAdd', sent, { token: member }), JSON.stringify(extra)).toMatchObject({ ok: false, msg: BAD_PARAM });
          // inside the list's JSON text the product list's own message answers
          const asText = { ...sent, product_list: JSON.stringify([product(extra)]) };
          expect(await call(h.app, 'inquiryAdd', asText, { token: member }), JSON.stringify(extra)).toMatchObject({ ok: false, msg: '请添加询价产品' });
        }
      }
      expect(await rows(inquiries)).toBe(0);
      expect(await call(h.app, 'inquiryAdd', { company_ids: String(company), type: 0, product_list: [product({})] }, { token: member })).toMatchObject({ ok: true });
    });

    it('a \\u0000 escape anywhere in a JSON body (an unknown nested field, an object key) is refused on the wire', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const { orderNo, receipt } = await offlineOrder();
      const own = uploadUrl(DEMO_ID.member, 'r.png');
      for (const body of [
        `{"order_no":"${orderNo}","file_items":[{"FileUrl":"${own}","FileName":"a\\u0000.png"}]}`,
        `{"order_no":"${orderNo}","file_items":[{"FileUrl":"${own}","FileName":"\\ud800.png"}]}`,
        `{"order_no":"${orderNo}","file_items":[{"FileUrl":"${own}","extra":{"deep":[1,["\\u0000"]]}}]}`,
        `{"order_no":"${orderNo}","file_items":[{"FileUrl":"${own}","k\\u0000":1}]}`,
        `{"order_no":"${orderNo}","unused":"\\udfff","file_items":[{"FileUrl":"${own}"}]}`,
      ]) {
        expect(await postRaw('/orders/uploadReceipt', body, member), body).toMatchObject({ ok: false, msg: BAD_PARAM });
      }
      expect(await receipt()).toEqual([]);
      expect(await postRaw('/orders/uploadReceipt', `{"order_no":"${orderNo}","file_items":[{"FileUrl":"${own}","FileName":"\\ud83d\\ude00.png"}]}`, member)).toMatchObject({ ok: true });
      expect(await receipt()).toEqual([{ FileName: '😀.png', FileUrl: own }]);
    });

    it('GET query strings: a NUL byte in any parameter is refused with 请求参数错误, never 服务器繁忙', async () => {
      const member = await loginAs(h.app, DEMO.member);
      for (const url of ['/api/orders/list_self?order_cate=%00', '/api/orders/list_self?unknown=a%00b', '/api/open/uni/listarticle?keywords=%E5%AE%89%00', '/api/orders/list_self?vsstatus=all&vsstatus=%00']) {
        const res = (await h.app.inject({ url, headers: { token: member } })).json<Envelope>();
        expect(res, url).toMatchObject({ ok: false, msg: BAD_PARAM });
      }
      // bytes that are no UTF-8 text arrive replaced or refused, never as a failure of the database
      const odd = (await h.app.inject({ url: '/api/orders/list_self?order_cate=%ED%A0%80', headers: { token: member } })).json<Envelope>();
      expect(odd.msg).not.toBe(MSG_BUSY);
    });
  });

  describe('4. file URLs: the caller’s own uploads of this site’s storage only', () => {
    it('orders/submit attachments: any other URL (item, bare string or JSON text) is 请求参数错误, nothing written', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const { form, written } = await checkout();
      const before = await written();
      for (const url of FOREIGN_URLS) {
        for (const files of [[{ FileName: 'r.png', FileUrl: url }], [url], url, JSON.stringify([{ FileName: 'r.png', FileUrl: url }])]) {
          const res = await submit(member, form({ order_remark_file_items: files, idem_key: `k-${randomBytes(4).toString('hex')}` }));
          expect(res, JSON.stringify(files)).toMatchObject({ ok: false, msg: BAD_PARAM });
        }
      }
      expect(await written()).toEqual(before);
      // a real upload of the member's, and a file of the seed, are stored
      const mine = await upload(member, '合同.png');
      const res = await submit(member, form({ order_remark_file_items: [mine, { FileName: 'logo.svg', FileUrl: '/api/files/seed/product-1.svg' }] }));
      expect(res).toMatchObject({ ok: true });
      const [o] = await h.db.select({ files: orders.remarkFileItems }).from(orders).where(eq(orders.mainOrderNo, res.data.main_order_no));
      expect(o!.files).toEqual([mine, { FileName: 'logo.svg', FileUrl: '/api/files/seed/product-1.svg' }]);
    });

    it('orders/uploadReceipt: anything but the buyer’s own upload is no receipt (请上传转账回单); a real upload is stored', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const other = await loginAs(h.app, DEMO.salesman);
      const { orderNo, receipt } = await offlineOrder();
      for (const url of FOREIGN_URLS) {
        for (const files of [[{ FileName: '回单.png', FileUrl: url }], url]) {
          const res = await call(h.app, 'uploadReceipt', { order_no: orderNo, file_items: files }, { token: member });
          expect(res, JSON.stringify(files)).toMatchObject({ ok: false, msg: '请上传转账回单' });
        }
      }
      // another member's real upload is not the buyer's
      const theirs = await upload(other);
      expect(await call(h.app, 'uploadReceipt', { order_no: orderNo, file_items: [theirs] }, { token: member })).toMatchObject({ ok: false, msg: '请上传转账回单' });
      expect(await receipt()).toEqual([]);
      const mine = await upload(member, '回单.png');
      expect(await call(h.app, 'uploadReceipt', { order_no: orderNo, file_items: [mine] }, { token: member })).toMatchObject({ ok: true, msg: '上传成功' });
      expect(await receipt()).toEqual([mine]);
    });

    it('after-sales, review, training photo, onboarding and inquiry pictures: the field’s message, nothing stored', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const paid = await makeOrder(h, DEMO.member, DEMO.company);
      const received = await makeOrder(h, DEMO.member, DEMO.company, { isexpress: 1, isconfirm: 1 });
      const [training] = await h.db.select({ id: trainings.id }).from(trainings).orderBy(asc(trainings.id)).limit(1);
      const company = await companyOf(h, DEMO.company);
      const join = {
        cates: [2101],
        name: '广州安信检测有限公司',
        code: '91440101MA5SUP0001',
        province: '440000',
        city: '440100',
        county: '440106',
        address: '天河路 1 号',
        contact: '张三',
        phone: DEMO.member,
        smscode: '123456',
        description: '安全检测服务。',
      };
      const cases: [string, (url: string) => [Parameters<typeof call>[1], Record<string, unknown>], string][] = [
        ['after-sales image', (url) => ['aftersalesAdd', { order_no: paid.orderNo, cate: 'goodsproblem', remark: '破损', file_items: [{ FileUrl: url }] }], BAD_PARAM],
        ['review image', (url) => ['remarkAdd', { xcate: 'product', xid: received.productId, order_no: received.orderNo, item_id: received.itemId, content: '好', file_items: [url] }], BAD_PARAM],
        [
          'training photo',
          (url) => ['trainAdd', { xid: training!.id, real_name: '张三', phone: DEMO.member, company: '安信', id_number: '440106199001011234', file_items: JSON.stringify([{ FileUrl: url }]) }],
          BAD_PARAM,
        ],
        ['company licence', (url) => ['companyJoin', { ...join, file_items: [{ FileUrl: uploadUrl(DEMO_ID.member) }], cert_file: [{ FileUrl: uploadUrl(DEMO_ID.member) }], license_file: url }], BAD_PARAM],
        ['company logo', (url) => ['company2Join', { ...join, file_items: JSON.stringify([{ FileName: 'logo.png', FileUrl: url }]) }], BAD_PARAM],
        ['expert certificate', (url) => ['expertJoin', { name: '钱七', phone: DEMO.member, smscode: '123456', cert_file: JSON.stringify([{ picurl: url }]) }], BAD_PARAM],
        [
          'inquiry picture',
          (url) => ['inquiryAdd', { company_ids: String(company), product_list: [{ product_name: '灭火器', quantity: 1, product_img: [{ FileUrl: url }] }] }],
          '请添加询价产品',
        ],
      ];
      const before = {
        afterSales: await rows(afterSales),
        remarks: await rows(remarks),
        bookings: await rows(bookings),
        companies: await rows(companies),
        experts: await rows(experts),
        inquiries: await rows(inquiries),
      };
      for (const [what, make, msg] of cases) {
        for (const url of FOREIGN_URLS) {
          const [name, payload] = make(url);
          expect(await call(h.app, name, payload, { token: member }), `${what}: ${url}`).toMatchObject({ ok: false, msg });
        }
      }
      expect({
        afterSales: await rows(afterSales),
        remarks: await rows(remarks),
        bookings: await rows(bookings),
        companies: await rows(companies),
        experts: await rows(experts),
        inquiries: await rows(inquiries),
      }).toEqual(before);
      // the member's real upload passes the same fields
      const mine = await upload(member);
      expect(await call(h.app, 'aftersalesAdd', { order_no: paid.orderNo, cate: 'goodsproblem', remark: '破损', file_items: [mine] }, { token: member })).toMatchObject({ ok: true });
    });

    it('registration: a visitor stores visitor uploads only; the new account may send them again when it re-submits', async () => {
      const phone = '13912340009';
      const registration = (smscode: string, files: { FileName: string; FileUrl: string }[]) => ({
        cates: [2101],
        name: '广州新安科技有限公司',
        code: '91440101MA5NEW0009',
        user_mobile: phone,
        user_password: 'Safety2026',
        province: '440000',
        city_code: '440100',
        county_code: '440106',
        contact: '王经理',
        phone: '13912340002',
        smscode,
        description: '专注安全咨询服务。',
        file_items: JSON.stringify(files),
        license_file: JSON.stringify(files),
        license_name: 'licence.png',
        cert_file: JSON.stringify(files),
      });
      const code = await requestCode(h.app, phone, 'register');
      // a member's folder or a foreign URL is not a visitor's upload
      for (const url of [uploadUrl(DEMO_ID.member), 'http://evil.example/r.png']) {
        expect(await call(h.app, 'joinRegister', registration(code, [{ FileName: 'a.png', FileUrl: url }]))).toMatchObject({ ok: false, msg: BAD_PARAM });
      }
      expect(await rows(users, eq(users.userMobile, phone))).toBe(0);
      const visitorFile = await upload(undefined, 'licence.png');
      expect(visitorFile.FileUrl).toMatch(/\/guest\/20260601\/[\w-]+\/[0-9a-f]{32}\.png$/);
      const res = await call<{ id: number }>(h.app, 'joinRegister', registration(code, [visitorFile]));
      expect(res).toMatchObject({ ok: true, msg: '注册成功' });

      // rejected, the account re-submits its record with the files it registered with (the form shows them)
      await reviewRecord(h.db, 'company', res.data.id, 'reject', '营业执照不清晰');
      const token = await loginAs(h.app, phone, 'Safety2026');
      const upgrade = (files: { FileName: string; FileUrl: string }[], smscode: string) => ({
        cates: [2101],
        name: '广州新安科技有限公司',
        code: '91440101MA5NEW0009',
        province: '440000',
        city: '440100',
        county: '440106',
        address: '天河路 9 号',
        contact: '王经理',
        phone,
        smscode,
        description: '专注安全咨询服务。',
        file_items: files,
        license_file: files,
        cert_file: files,
      });
      h.clock.advance(61_000);
      const smscode = await requestCode(h.app, phone, 'companyjoin');
      // another visitor's upload it never stored is refused
      const stranger = await upload(undefined);
      expect(await call(h.app, 'company2Join', upgrade([stranger], smscode), { token })).toMatchObject({ ok: false, msg: BAD_PARAM });
      expect(await call(h.app, 'company2Join', upgrade([visitorFile], smscode), { token })).toMatchObject({ ok: true });
      const [row] = await h.db.select({ licence: companies.licenseFile }).from(companies).where(and(eq(companies.id, res.data.id), eq(companies.auditStatus, 100)));
      expect(row?.licence).toBe(visitorFile.FileUrl);
    });

    it('registration by a logged-in member (the policy gave the member’s folder): the member’s own uploads only', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const phone = '13912340008';
      const form = (smscode: string, files: { FileName: string; FileUrl: string }[]) => ({
        cates: [2101],
        name: '广州新安检测有限公司',
        code: '91440101MA5NEW0008',
        user_mobile: phone,
        user_password: 'Safety2026',
        province: '440000',
        city_code: '440100',
        county_code: '440106',
        contact: '王经理',
        phone: '13912340002',
        smscode,
        description: '专注安全咨询服务。',
        file_items: files,
        license_file: files,
        cert_file: files,
      });
      const code = await requestCode(h.app, phone, 'register');
      const theirs = await upload(await loginAs(h.app, DEMO.salesman));
      expect(await call(h.app, 'joinRegister', form(code, [theirs]), { token: member })).toMatchObject({ ok: false, msg: BAD_PARAM });
      // without the token the member's folder is no visitor's
      const mine = await upload(member);
      expect(await call(h.app, 'joinRegister', form(code, [mine]))).toMatchObject({ ok: false, msg: BAD_PARAM });
      expect(await rows(users, eq(users.userMobile, phone))).toBe(0);
      expect(await call(h.app, 'joinRegister', form(code, [mine]), { token: member })).toMatchObject({ ok: true, msg: '注册成功' });
    });

    it('a seeded record re-sent as it is shown (the seed’s own files) is stored', async () => {
      const company = await loginAs(h.app, DEMO.company);
      const detail = await call<{ id: number; file_items: unknown[]; license_file: unknown[]; cert_file: unknown[] }>(h.app, 'company2InfoByUserId', {}, { token: company });
      const mine = await call<{ items: { id: number }[] }>(h.app, 'companyListByUser', {}, { token: company });
      const id = detail.ok ? detail.data.id : mine.data.items[0]!.id;
      const shown = await call<{ file_items: { FileUrl: string }[]; license_file: { FileUrl: string }[]; cert_file: { FileUrl: string }[] }>(h.app, 'companyInfoByUser', { id }, { token: company });
      const urls = [...shown.data.file_items, ...shown.data.license_file, ...shown.data.cert_file].map((f) => f.FileUrl);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url).toMatch(/^\/api\/files\/seed\//);
      // the same files in a review of the company user's (any stored-file field takes them)
      const received = await makeOrder(h, DEMO.company, DEMO.company, { isexpress: 1, isconfirm: 1 });
      const res = await call(
        h.app,
        'remarkAdd',
        { xcate: 'product', xid: received.productId, order_no: received.orderNo, item_id: received.itemId, content: '好', file_items: shown.data.file_items },
        { token: company },
      );
      expect(res).toMatchObject({ ok: true });
    });
  });

  describe('5. the checkout’s dictionary values', () => {
    it('order_cate, delivery, expected date and invoice type outside their kinds and dictionaries: the field’s message, nothing written', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const { form, written } = await checkout();
      const before = await written();
      const cases: [Record<string, unknown>, string][] = [
        [{ order_cate: 'expert' }, BAD_PARAM],
        [{ order_cate: 'jifen' }, BAD_PARAM],
        [{ order_cate: '<b>x</b>' }, BAD_PARAM],
        [{ delivery: '<script>alert(1)</script>' }, '请选择发货方式'],
        [{ delivery: '快递' }, '请选择发货方式'],
        [{ delivery: '9' }, '请选择发货方式'],
        [{ delivery: '' }, '请选择发货方式'],
        [{ expected_deliverys: '明天' }, '请选择期望交货日期'],
        [{ expected_deliverys: '<img src=x onerror=alert(1)>' }, '请选择期望交货日期'],
        [{ expected_deliverys: '' }, '请选择期望交货日期'],
        [{ contains_invoice: 1, invoice_id: 1, invoice_address_id: 1, order_invoice_type: '999' }, BAD_PARAM],
        [{ contains_invoice: 1, invoice_id: 1, invoice_address_id: 1, order_invoice_type: '<script>' }, BAD_PARAM],
      ];
      for (const [more, msg] of cases) {
        expect(await submit(member, form({ ...more, idem_key: `k-${randomBytes(4).toString('hex')}` })), JSON.stringify(more)).toMatchObject({ ok: false, msg });
      }
      expect(await written()).toEqual(before);
    });

    it('a dictionary entry by its label (the mall’s select) or its value is stored as its label; no order_cate is a mall order', async () => {
      const member = await loginAs(h.app, DEMO.member);
      const first = await checkout();
      const byLabel = await submit(member, first.form({ order_cate: '', delivery: '上门自提', expected_deliverys: '30天内' }));
      expect(byLabel).toMatchObject({ ok: true });
      const second = await checkout();
      const byValue = await submit(member, second.form({ order_cate: undefined, delivery: '2', expected_deliverys: '1' }));
      expect(byValue).toMatchObject({ ok: true });
      const stored = async (mainNo: string) =>
        (await h.db.select({ cate: orders.orderCate, delivery: orders.delivery, expected: orders.expectedDelivery }).from(orders).where(eq(orders.mainOrderNo, mainNo)))[0];
      expect(await stored(byLabel.data.main_order_no)).toEqual({ cate: 'product', delivery: '上门自提', expected: '30天内' });
      expect(await stored(byValue.data.main_order_no)).toEqual({ cate: 'product', delivery: '物流配送', expected: '3天内' });
    });
  });
});
