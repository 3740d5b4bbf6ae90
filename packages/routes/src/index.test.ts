import { describe, expect, it } from 'vitest';
import {
  ADMIN_BASE,
  APP_NAMES,
  APP_PREFIX,
  ROOT_REDIRECT,
  adminRoutes,
  findRoute,
  isAdminPath,
  isInternalPath,
  ownerOf,
  paths,
  routeKey,
  routes,
  routesOf,
  safeAdminRedirect,
  safeRedirectTarget,
} from './index';

// spec 01 §2 "Routes:", in the spec's order.
const SPEC_ROUTES = `/homePage, /login, /forgetPassword, /register, /article, /acticleList, /channelPolicy, /detailPages,
/expert, /expertJoin, /inquiry, /myInquiry, /MyInquiryInfo, /MyInquiryCompany, /companyDetail, /detailInfo, /videoDetail,
/school, /managementInfo, /video, /enable, /enableInfo, /join, /joinList, /train, /trainInfo, /recommend, /application,
/search, /courseware, /listlive, /personal, /mySign, /cart, /integral, /teams, /products, /myOrders, /infoSelf,
/applyAfterSales, /remark, /checkoutQuick, /myUserMoney, /MyBooking, /MyBookingInfo, /uconfig, /addressInfo,
/uconfigAddressInfo, /uconfigInvoice, /uconfigAdd, /invoiceAddAddress, /addressAddInvoice, /addAddress, /addressInvoice,
/myFav, /MyExpertChatOrders, /myApplyToCash, /myApplyWithdrawal, /bindBankCard, /uconfigJoin, /myProfitMoney,
/help/orders, /funeng, /session, /session/chatItem, /session/chatitemExpert, /session/remarkChatExpert, /distribution,
/listcompany, /help/content, /offline, /preview, /merchant, /merchantOrders, /OrdersExpressEdit, /companyInformation`
  .split(',')
  .map((s) => s.trim());
// The merchant workbench's routes (issue text of the workbench, beside the spec's merchant routes).
const WORKBENCH_ROUTES = ['/merchantGoods', '/merchantGoodsEdit', '/merchantAfterSales', '/merchantRemarks', '/merchantStats', '/merchantDeliveryNote'];
// WeChat's redirect_uri of the website login (the portal's callback page).
const WECHAT_ROUTES = ['/wxLoginCallback'];

// DESIGN.md "Route ownership", verbatim.
const PORTAL = `/homePage /login /forgetPassword /register /article /acticleList /channelPolicy /detailPages /expert
/expertJoin /detailInfo /inquiry /myInquiry /MyInquiryInfo /MyInquiryCompany /companyDetail /listcompany
/recommend /join /joinList /search /video /videoDetail /school /managementInfo /courseware /listlive /train
/trainInfo /application /preview /help/orders /help/content`.split(/\s+/);
const MALL = `/funeng /enable /enableInfo /products /cart /checkoutQuick /offline /uconfigAddressInfo /uconfigAdd
/uconfigInvoice /invoiceAddAddress /addressAddInvoice /addressInfo /addressInvoice /addAddress /myOrders
/infoSelf /applyAfterSales /remark /personal /mySign /integral /teams /uconfig /uconfigJoin /myFav
/MyExpertChatOrders /myApplyToCash /myApplyWithdrawal /bindBankCard /myProfitMoney /myUserMoney /MyBooking
/MyBookingInfo /distribution /companyInformation /merchant /merchantOrders /OrdersExpressEdit /session
/session/chatItem /session/chatitemExpert /session/remarkChatExpert`.split(/\s+/);

const sorted = (xs: readonly string[]) => [...xs].sort();

describe('route table', () => {
  it('has exactly the 76 routes of the spec, the 6 of the merchant workbench and the WeChat callback, spelled exactly', () => {
    expect(SPEC_ROUTES).toHaveLength(76);
    expect(routes).toHaveLength(83);
    expect(new Set(routes.map((r) => r.path)).size).toBe(83);
    expect(new Set(routes.map((r) => r.path.toLowerCase())).size).toBe(83);
    expect(sorted(routes.map((r) => r.path))).toEqual(sorted([...SPEC_ROUTES, ...WORKBENCH_ROUTES, ...WECHAT_ROUTES]));
  });

  it('gives each app exactly the routes DESIGN.md assigns to it', () => {
    expect(PORTAL).toHaveLength(33);
    expect(MALL).toHaveLength(43);
    expect(sorted(routesOf('portal').map((r) => r.path))).toEqual(sorted([...PORTAL, ...WECHAT_ROUTES]));
    expect(sorted(routesOf('mall').map((r) => r.path))).toEqual(sorted([...MALL, ...WORKBENCH_ROUTES]));
    for (const p of PORTAL) expect(ownerOf(p), p).toBe('portal');
    for (const p of [...MALL, ...WORKBENCH_ROUTES]) expect(ownerOf(p), p).toBe('mall');
  });

  it('has a Chinese title for every route and the titles the spec names', () => {
    for (const r of routes) expect(r.title, r.path).toMatch(/^[\u4e00-\u9fff]{2,}$/u);
    const titles: Record<string, string> = {
      '/school': '百家大讲堂', '/homePage': '首页', '/login': '登录', '/register': '注册', '/forgetPassword': '忘记密码',
      '/cart': '购物车', '/personal': '会员中心', '/help/orders': '帮助中心', '/help/content': '内容中心',
      '/listcompany': '入驻企业', '/funeng': '赋能', '/enable': '赋能商城',
    };
    for (const [path, title] of Object.entries(titles)) expect(findRoute(path)?.title, path).toBe(title);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(routes)).toBe(true);
    expect(Object.isFrozen(routes[0])).toBe(true);
  });

  it('asks for login on account screens and not on public content', () => {
    const open = ['/homePage', '/login', '/register', '/forgetPassword', '/enable', '/enableInfo', '/funeng',
      '/help/orders', '/help/content', '/preview', '/article', '/detailPages', '/school', '/search', '/listcompany'];
    for (const p of open) expect(findRoute(p)?.requiresLogin, p).toBe(false);
    const guarded = ['/myInquiry', '/MyInquiryInfo', '/MyInquiryCompany', '/inquiry', '/courseware', '/listlive',
      '/expertJoin', '/join', '/application', '/offline', '/products'];
    for (const p of guarded) expect(findRoute(p)?.requiresLogin, p).toBe(true);
    const mallOpen = new Set(['/funeng', '/enable', '/enableInfo']);
    for (const r of routesOf('mall')) expect(r.requiresLogin, r.path).toBe(!mallOpen.has(r.path));
  });

  it('shows the header everywhere except the document preview', () => {
    expect(routes.filter((r) => !r.showHeader).map((r) => r.path)).toEqual(['/preview']);
  });

  it('exports the root redirect and app prefixes', () => {
    expect(ROOT_REDIRECT).toBe('/homePage');
    expect(APP_PREFIX).toEqual({ portal: '/_portal/', mall: '/_mall/', admin: '/_admin/' });
    expect(APP_NAMES).toEqual(['portal', 'mall', 'admin']);
  });
});

describe('findRoute / ownerOf', () => {
  it('matches case-insensitively', () => {
    expect(findRoute('/acticlelist')?.path).toBe('/acticleList');
    expect(findRoute('/MYORDERS')?.path).toBe('/myOrders');
    expect(findRoute('/myinquiryinfo')?.path).toBe('/MyInquiryInfo');
    expect(findRoute('/SESSION/CHATITEM')?.path).toBe('/session/chatItem');
    expect(ownerOf('/MYORDERS')).toBe('mall');
    expect(ownerOf('/acticlelist')).toBe('portal');
  });

  it('ignores trailing slashes, query and hash', () => {
    expect(findRoute('/cart/')?.path).toBe('/cart');
    expect(findRoute('/cart//')?.path).toBe('/cart');
    expect(findRoute('/search?val=安全')?.path).toBe('/search');
    expect(findRoute('/help/content/?id=1829#top')?.path).toBe('/help/content');
    expect(findRoute('/detailPages#x')?.path).toBe('/detailPages');
  });

  it('finds nothing for unknown paths, the root and prefixes of routes', () => {
    for (const p of ['/', '', '/nope', '/help', '/session/other', '/cartx', '/_portal/', '/api/cart', 'cart']) {
      expect(findRoute(p), p).toBeUndefined();
      expect(ownerOf(p), p).toBeUndefined();
    }
  });

  it('builds lookup keys', () => {
    expect(routeKey('/ActicleList/?x=1#top')).toBe('/acticlelist');
    expect(routeKey('/')).toBe('/');
    expect(routeKey('///')).toBe('/');
  });
});

describe('isInternalPath', () => {
  it('accepts same-origin absolute paths', () => {
    for (const u of ['/', '/cart', '/cart?x=1', '/detailPages?key=12&currentName=内容中心', '/help/orders#a', '/a/b/c']) {
      expect(isInternalPath(u), u).toBe(true);
    }
  });

  it('refuses hostile and outside URLs', () => {
    const bad = [
      '', '//evil.com', '///evil.com', '/\\evil.com', '/\\/evil.com', '\\\\evil.com', '\\/evil.com',
      'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>',
      'http://evil.com', 'https://evil.com/cart', 'HTTPS://evil.com', 'cart', './cart', '../cart', '?x=1', '#x',
      '/\t/evil.com', '/\n/evil.com', ' /cart', '/cart ', '/ /evil', '/\u0000', 'vbscript:x', 'mailto:a@b.c',
    ];
    for (const u of bad) expect(isInternalPath(u), JSON.stringify(u)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isInternalPath(undefined as unknown as string)).toBe(false);
    expect(isInternalPath(null as unknown as string)).toBe(false);
    expect(isInternalPath(42 as unknown as string)).toBe(false);
  });
});

describe('safeRedirectTarget', () => {
  it('keeps internal paths', () => {
    expect(safeRedirectTarget('/cart?x=1')).toBe('/cart?x=1');
    expect(safeRedirectTarget('/MyOrders?vsstatus=pay')).toBe('/MyOrders?vsstatus=pay');
    expect(safeRedirectTarget('/nope')).toBe('/nope');
  });

  it('falls back to /homePage for missing, hostile and outside targets', () => {
    for (const u of [null, undefined, '', '//evil.com', '/\\evil', 'javascript:alert(1)', 'https://evil.com', 'cart']) {
      expect(safeRedirectTarget(u), String(u)).toBe('/homePage');
    }
  });

  it('never returns to the account screens', () => {
    for (const u of ['/login', '/LOGIN/', '/login?redirect=/cart', '/register', '/Register#x', '/forgetPassword',
      '/forgetpassword/?a=1', '/wxLoginCallback?code=x&state=y']) {
      expect(safeRedirectTarget(u), u).toBe('/homePage');
    }
  });
});

describe('the operations console (admin)', () => {
  it('has its own screens, apart from the site routes, none with the site header', () => {
    expect(adminRoutes.map((r) => r.path)).toEqual(['/admin', '/admin/login', '/admin/reviews', '/admin/reviewInfo', '/admin/users', '/admin/userInfo', '/admin/transfers', '/admin/aftersales', '/admin/products', '/admin/productInfo', '/admin/articles', '/admin/articleEdit', '/admin/ads', '/admin/trainings', '/admin/trainingEdit', '/admin/trainingSignups', '/admin/experts', '/admin/expertEdit', '/admin/companies', '/admin/companyEdit', '/admin/media', '/admin/mediaEdit', '/admin/help', '/admin/helpEdit', '/admin/categories', '/admin/orders', '/admin/orderInfo', '/admin/staff', '/admin/audit', '/admin/settings']);
    expect(routesOf('admin')).toBe(adminRoutes);
    expect(routes.some((r) => r.app === 'admin')).toBe(false);
    for (const r of adminRoutes) {
      expect(r.app, r.path).toBe('admin');
      expect(r.showHeader, r.path).toBe(false);
      expect(r.title, r.path).toMatch(/^[\u4e00-\u9fff]{2,}$/u);
      expect(r.requiresLogin, r.path).toBe(r.path !== '/admin/login');
    }
    expect(Object.isFrozen(adminRoutes)).toBe(true);
    expect(ADMIN_BASE).toBe('/admin');
  });

  it('owns /admin and every path under it, in any case', () => {
    for (const p of ['/admin', '/admin/', '/ADMIN', '/admin/login', '/Admin/Reviews', '/admin/reviewInfo?kind=company&id=1', '/admin/anything',
      '/admin/articles/12', '/admin/x/y/z?a=1#b']) {
      expect(ownerOf(p), p).toBe('admin');
      expect(isAdminPath(p), p).toBe(true);
    }
    expect(findRoute('/ADMIN/REVIEWS/')?.path).toBe('/admin/reviews');
    expect(findRoute('/admin/reviewinfo?id=3')?.path).toBe('/admin/reviewInfo');
    expect(findRoute('/admin/anything')).toBeUndefined();
  });

  it('owns nothing that only starts like it', () => {
    for (const p of ['/administrator', '/admins', '/_admin/assets/a.js', '/api/admin/me', '/adminx/login', '/homePage']) {
      expect(isAdminPath(p), p).toBe(false);
      expect(ownerOf(p), p).not.toBe('admin');
    }
    expect(ownerOf('/homePage')).toBe('portal');
  });

  it('returns after login only to an internal console path other than the login screen', () => {
    expect(safeAdminRedirect('/admin/reviews?kind=expert&page=2')).toBe('/admin/reviews?kind=expert&page=2');
    expect(safeAdminRedirect('/ADMIN/reviewInfo?kind=company&id=4')).toBe('/ADMIN/reviewInfo?kind=company&id=4');
    for (const u of [null, undefined, '', '/homePage', '/cart', '/administrator', '//evil.com/admin', 'https://evil.com/admin',
      'javascript:alert(1)', '/\\evil.com', '/admin/login', '/Admin/Login/?redirect=/admin', 'admin/reviews']) {
      expect(safeAdminRedirect(u), String(u)).toBe('/admin');
    }
  });

  it('builds the console links', () => {
    expect(paths.adminLogin()).toBe('/admin/login');
    expect(paths.adminLogin('/admin/reviews?kind=expert')).toBe('/admin/login?redirect=%2Fadmin%2Freviews%3Fkind%3Dexpert');
    expect(paths.adminReviews()).toBe('/admin/reviews');
    expect(paths.adminAftersales({ tab: 'decided', keyword: '13800000001', page: 2 })).toBe('/admin/aftersales?tab=decided&keyword=13800000001&page=2');
    expect(paths.adminUsers({ keyword: '138', status: 'disabled', page: 2 })).toBe('/admin/users?keyword=138&status=disabled&page=2');
    expect(paths.adminReviews({ kind: 'expert', status: 2, keyword: '安达', page: 3 })).toBe('/admin/reviews?kind=expert&status=2&keyword=%E5%AE%89%E8%BE%BE&page=3');
    expect(paths.adminReviewInfo({ kind: 'company', id: 41 })).toBe('/admin/reviewInfo?kind=company&id=41');
    expect(paths.adminAudit({ staff: 'ops', action: 'user.', from: '2026-06-01', page: 2 })).toBe('/admin/audit?staff=ops&action=user.&from=2026-06-01&page=2');
  });
});
