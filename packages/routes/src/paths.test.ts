import { describe, expect, it } from 'vitest';
import { findRoute, paths, readIdParam, toPositiveId, withQuery } from './index';

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x.invalid').searchParams);

describe('paths: the typed links of parametered routes', () => {
  it('builds the spec links with URLSearchParams encoding', () => {
    expect(paths.detailPages({ key: 12, currentName: '政策解读' })).toBe(`/detailPages?key=12&currentName=${encodeURIComponent('政策解读')}`);
    expect(paths.companyDetail({ key: 7, currentName: '推荐' })).toBe(`/companyDetail?key=7&currentName=${encodeURIComponent('推荐')}`);
    expect(paths.detailInfo(5)).toBe('/detailInfo?id=5');
    expect(paths.detailInfo(5, { fromSearch: true })).toBe('/detailInfo?id=5&type=1');
    expect(paths.enableInfo(9)).toBe('/enableInfo?id=9');
    expect(paths.videoDetail(7)).toBe('/videoDetail?key=7');
    expect(paths.managementInfo(7)).toBe('/managementInfo?key=7');
    expect(paths.courseware(7)).toBe('/courseware?key=7');
    expect(paths.listlive(7)).toBe('/listlive?key=7');
    expect(paths.trainInfo(7)).toBe('/trainInfo?key=7');
    expect(paths.application(7)).toBe('/application?key=7');
    expect(paths.MyInquiryInfo(3)).toBe('/MyInquiryInfo?id=3');
    expect(paths.MyInquiryCompany(3)).toBe('/MyInquiryCompany?id=3');
    expect(paths.helpOrders(35)).toBe('/help/orders?id=35');
    expect(paths.helpContent(1829)).toBe('/help/content?id=1829');
    expect(paths.myOrders('pay')).toBe('/myOrders?vsstatus=pay');
    expect(paths.myOrders('all', { keyword: '灭火器', start: '2026-11-01', end: '' })).toBe('/myOrders?vsstatus=all&keyword=%E7%81%AD%E7%81%AB%E5%99%A8&start=2026-11-01');
    expect(paths.checkoutQuick({ ids: [3, 4] })).toBe('/checkoutQuick?ids=3%2C4');
    expect(paths.checkoutQuick({ order: 'NO1' })).toBe('/checkoutQuick?order=NO1');
    expect(paths.addAddress({ name: '家', id: -1 })).toBe(`/addAddress?name=${encodeURIComponent('家')}&id=-1`);
  });

  it('encodes values that would break a hand-built query', () => {
    const nasty = 'a&b=c #d?e/f%';
    expect(queryOf(paths.search(nasty))).toEqual({ val: nasty });
    expect(queryOf(paths.detailPages({ key: 1, currentName: nasty }))).toEqual({ key: '1', currentName: nasty });
    expect(queryOf(paths.preview('/api/files/a b.pdf?x=1&y=2'))).toEqual({ id: '/api/files/a b.pdf?x=1&y=2' });
    expect(queryOf(paths.login('/cart?x=1&y=2'))).toEqual({ redirect: '/cart?x=1&y=2' });
  });

  it('leaves empty values out', () => {
    expect(paths.detailPages({ key: 1 })).toBe('/detailPages?key=1');
    expect(paths.detailPages({ key: 1, currentName: '' })).toBe('/detailPages?key=1');
    expect(paths.helpOrders()).toBe('/help/orders');
    expect(paths.article()).toBe('/article');
    expect(paths.article({ channel: 'law', cate: 122 })).toBe('/article?channel=law&cate=122');
    expect(paths.myOrders()).toBe('/myOrders');
    expect(withQuery('/x', { a: null, b: undefined, c: '', d: [], e: 0 })).toBe('/x?e=0');
  });

  it('every builder leads to the route it is named after', () => {
    const name = (path: string) => path.slice(1).split('/').map((seg, i) => (i === 0 ? seg : seg[0]!.toUpperCase() + seg.slice(1))).join('');
    const samples: Record<string, string> = {
      login: paths.login('/cart'),
      search: paths.search('x'),
      article: paths.article({ channel: 'law' }),
      channelPolicy: paths.channelPolicy({ channel: 'policy', recommendId: 39 }),
      expert: paths.expert({ channel: 'company' }),
      inquiry: paths.inquiry({ company_id: 1, company_name: '甲' }),
      enable: paths.enable({ cate: 1, sub_cate: 2 }),
      offline: paths.offline({ orderNo: 'N', total_price: '1.00' }),
      uconfigAddressInfo: paths.uconfigAddressInfo('N'),
      uconfigAdd: paths.uconfigAdd({ name: 'a', id: 1 }),
      invoiceAddAddress: paths.invoiceAddAddress({ id: -1 }),
      infoSelf: paths.infoSelf({ order_no: 'N', invoice_id: 1 }),
      applyAfterSales: paths.applyAfterSales('N'),
      remark: paths.remark({ order_no: 'N', product_id: 1, item_id: 2 }),
      MyBookingInfo: paths.MyBookingInfo(1),
      merchantOrders: paths.merchantOrders('notpay'),
      OrdersExpressEdit: paths.OrdersExpressEdit('N'),
      sessionChatItem: paths.sessionChatItem({ to_user_id: 1, type: 1 }),
      sessionChatitemExpert: paths.sessionChatitemExpert({ to_user_id: 1, order_no: 'N' }),
      sessionRemarkChatExpert: paths.sessionRemarkChatExpert({ to_user_id: 1, item_id: 2, order_no: 'N' }),
    };
    for (const key of Object.keys(paths)) {
      const url = samples[key] ?? (paths as unknown as Record<string, (arg: unknown) => string>)[key]!(1);
      const route = findRoute(url);
      expect(route, `${key} -> ${url}`).toBeDefined();
      expect(name(route!.path), url).toBe(key);
    }
  });
});

describe('readIdParam / toPositiveId', () => {
  const read = (qs: string, name: 'key' | 'id') => readIdParam(new URLSearchParams(qs), name);

  it('reads a positive integer', () => {
    expect(read('key=12&currentName=x', 'key')).toBe(12);
    expect(read('id=7', 'id')).toBe(7);
    expect(read('key=%2012%20', 'key')).toBe(12);
  });

  it('is null for a missing or malformed value', () => {
    for (const qs of ['', 'key=', 'key=abc', 'key=0', 'key=-1', 'key=1e3', 'key=1.5', 'key=12abc', 'key=9999999999', 'id=7']) {
      expect(read(qs, 'key'), qs).toBeNull();
    }
  });

  it('matches the name case-insensitively, the exact name first', () => {
    expect(read('Key=7', 'key')).toBe(7);
    expect(read('ID=8', 'id')).toBe(8);
    expect(read('KEY=1&key=2', 'key')).toBe(2);
  });

  it('toPositiveId parses stored values too', () => {
    expect(toPositiveId('35')).toBe(35);
    expect(toPositiveId(null)).toBeNull();
    expect(toPositiveId(undefined)).toBeNull();
    expect(toPositiveId('null')).toBeNull();
  });
});
