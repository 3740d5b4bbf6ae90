import { safeAdHref } from './safe-href';

describe('safeAdHref', () => {
  it('keeps internal paths and http(s) URLs', () => {
    expect(safeAdHref('/train')).toEqual({ kind: 'internal', href: '/train' });
    expect(safeAdHref(' /enable?cate=1 ')).toEqual({ kind: 'internal', href: '/enable?cate=1' });
    expect(safeAdHref('https://yjgl.gd.gov.cn/')).toEqual({ kind: 'external', href: 'https://yjgl.gd.gov.cn/' });
  });

  it('refuses scripts, data, protocol-relative and empty links', () => {
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.com', '/\\evil.com', '', '  ', null, undefined])
      expect(safeAdHref(bad)).toBeNull();
  });
});
