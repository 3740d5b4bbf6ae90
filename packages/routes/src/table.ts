/**
 * The route table of the whole site (spec 01 §2 "Routes:"), with the owning app of each route
 * (DESIGN.md "Route ownership"). Path spellings are kept exactly as in the spec: links and bookmarks
 * depend on them (/acticleList, /MyInquiryInfo, /session/chatItem …). Matching is case-insensitive.
 * The operations console (apps/admin) owns /admin and every path under it; its screens are a table of
 * their own (`adminRoutes`), apart from the site's pages (`routes`).
 */

export type AppName = 'portal' | 'mall' | 'admin';

export interface RouteDef {
  /** Exact spelling from the spec, leading slash, no trailing slash. */
  readonly path: RoutePath;
  /** The app that serves this route. */
  readonly app: AppName;
  /** Page title (document.title). */
  readonly title: string;
  /** Whether the site header is shown on this route (the route's meta show flag; never in the console). */
  readonly showHeader: boolean;
  /** Whether the screen needs a token; without one the app redirects to /login (the console: /admin/login). */
  readonly requiresLogin: boolean;
}

type Row = readonly [path: string, title: string, requiresLogin: boolean, showHeader?: boolean];

const portal = [
  ['/homePage', '首页', false],
  ['/login', '登录', false],
  ['/forgetPassword', '忘记密码', false],
  ['/register', '注册', false],
  // WeChat's redirect_uri of the website login (网站应用微信登录): the code comes back here
  ['/wxLoginCallback', '微信登录', false],
  ['/article', '文章列表', false],
  ['/acticleList', '资讯列表', false],
  ['/channelPolicy', '政策频道', false],
  ['/detailPages', '文章详情', false],
  ['/expert', '在线专家', false],
  ['/expertJoin', '专家入驻', true],
  ['/detailInfo', '专家详情', false],
  ['/inquiry', '发起询价', true],
  ['/myInquiry', '我的询价', true],
  ['/MyInquiryInfo', '询价详情', true],
  ['/MyInquiryCompany', '询价报价', true],
  ['/companyDetail', '企业详情', false],
  ['/listcompany', '入驻企业', false],
  ['/recommend', '推荐服务商', false],
  ['/join', '企业入驻', true],
  ['/joinList', '入驻名单', false],
  ['/search', '搜索', false],
  ['/video', '视频', false],
  ['/videoDetail', '视频详情', false],
  ['/school', '百家大讲堂', false],
  ['/managementInfo', '企业管理制度', false],
  ['/courseware', '课件详情', true],
  ['/listlive', '直播详情', true],
  ['/train', '安全培训', false],
  ['/trainInfo', '培训详情', false],
  ['/application', '培训报名', true],
  // A full-width frame showing a document: no site header.
  ['/preview', '文件预览', false, false],
  ['/help/orders', '帮助中心', false],
  ['/help/content', '内容中心', false],
] as const satisfies readonly Row[];

const mall = [
  ['/funeng', '赋能', false],
  ['/enable', '赋能商城', false],
  ['/enableInfo', '商品详情', false],
  ['/products', '商品清单', true],
  ['/cart', '购物车', true],
  ['/checkoutQuick', '确认订单', true],
  ['/offline', '线下转账', true],
  ['/uconfigAddressInfo', '选择收货地址', true],
  ['/uconfigAdd', '编辑收货地址', true],
  ['/uconfigInvoice', '选择发票地址', true],
  ['/invoiceAddAddress', '编辑发票地址', true],
  ['/addressAddInvoice', '新增发票地址', true],
  ['/addressInfo', '收货地址', true],
  ['/addressInvoice', '发票地址', true],
  ['/addAddress', '新增收货地址', true],
  ['/myOrders', '我的订单', true],
  ['/infoSelf', '订单详情', true],
  ['/applyAfterSales', '申请售后', true],
  ['/remark', '商品评价', true],
  ['/personal', '会员中心', true],
  ['/mySign', '每日签到', true],
  ['/integral', '我的积分', true],
  ['/teams', '我的团队', true],
  ['/uconfig', '账户设置', true],
  ['/uconfigJoin', '升级企业会员', true],
  ['/myFav', '我的收藏', true],
  ['/MyExpertChatOrders', '专家咨询订单', true],
  ['/myApplyToCash', '我的提现', true],
  ['/myApplyWithdrawal', '申请提现', true],
  ['/bindBankCard', '绑定银行卡', true],
  ['/myProfitMoney', '收益明细', true],
  ['/myUserMoney', '我的钱包', true],
  ['/MyBooking', '我的报名', true],
  ['/MyBookingInfo', '报名详情', true],
  ['/distribution', '我的推广', true],
  ['/companyInformation', '企业资料', true],
  ['/merchant', '商家服务', true],
  ['/merchantOrders', '订单管理', true],
  ['/OrdersExpressEdit', '订单发货', true],
  // the merchant workbench (the company role's menu)
  ['/merchantGoods', '商品管理', true],
  ['/merchantGoodsEdit', '发布商品', true],
  ['/merchantAfterSales', '售后处理', true],
  ['/merchantRemarks', '评价管理', true],
  ['/merchantStats', '经营概况', true],
  ['/merchantDeliveryNote', '发货单', true],
  ['/session', '在线咨询', true],
  ['/session/chatItem', '咨询会话', true],
  ['/session/chatitemExpert', '专家咨询', true],
  ['/session/remarkChatExpert', '评价专家', true],
] as const satisfies readonly Row[];

// The operations console's screens (apps/admin, React Router basename /admin): staff only, with their own
// login; no site header (the console has its own). Every other path under /admin is the console's too
// (its own not-found page), see `isAdminPath`. A new row here changes deploy/nginx.conf: regenerate it with
// `pnpm --filter @ws/gateway gen:nginx` (a gateway test compares the two).
const admin = [
  ['/admin', '工作台', true, false],
  ['/admin/login', '登录', false, false],
  ['/admin/reviews', '入驻审核', true, false],
  ['/admin/reviewInfo', '审核详情', true, false],
  ['/admin/users', '用户管理', true, false],
  ['/admin/userInfo', '会员详情', true, false],
  ['/admin/transfers', '线下转账对账', true, false],
  ['/admin/aftersales', '售后仲裁', true, false],
  ['/admin/products', '商品审核', true, false],
  ['/admin/productInfo', '商品详情', true, false],
  ['/admin/articles', '文章管理', true, false],
  ['/admin/articleEdit', '编辑文章', true, false],
  ['/admin/ads', '广告与导航', true, false],
  ['/admin/trainings', '培训管理', true, false],
  ['/admin/trainingEdit', '编辑培训', true, false],
  ['/admin/trainingSignups', '培训报名', true, false],
  ['/admin/experts', '专家管理', true, false],
  ['/admin/expertEdit', '编辑专家', true, false],
  ['/admin/companies', '企业管理', true, false],
  ['/admin/companyEdit', '编辑企业', true, false],
  ['/admin/media', '媒体管理', true, false],
  ['/admin/mediaEdit', '编辑媒体', true, false],
  ['/admin/help', '帮助管理', true, false],
  ['/admin/helpEdit', '编辑帮助', true, false],
  ['/admin/categories', '分类管理', true, false],
  ['/admin/orders', '订单管理', true, false],
  ['/admin/orderInfo', '订单详情', true, false],
  ['/admin/staff', '员工管理', true, false],
  ['/admin/audit', '操作日志', true, false],
  ['/admin/settings', '系统设置', true, false],
] as const satisfies readonly Row[];

/** The route paths of the portal, exactly as spelled in the table. */
export type PortalPath = (typeof portal)[number][0];
/** The route paths of the mall, exactly as spelled in the table. */
export type MallPath = (typeof mall)[number][0];
/** The screens of the operations console (all under /admin). */
export type AdminPath = (typeof admin)[number][0];
/** Every route path of the site, the console's included. */
export type RoutePath = PortalPath | MallPath | AdminPath;
/** The route paths one app serves: `RoutePathOf<'mall'>` is '/funeng' | '/enable' | … */
export type RoutePathOf<A extends AppName> = { portal: PortalPath; mall: MallPath; admin: AdminPath }[A];

const toDefs = (app: AppName, rows: readonly (readonly [path: RoutePath, title: string, requiresLogin: boolean, showHeader?: boolean])[]): RouteDef[] =>
  rows.map(([path, title, requiresLogin, showHeader = true]) =>
    Object.freeze({ path, app, title, showHeader, requiresLogin }));

/** The site's pages (the spec's 76 routes and the merchant workbench's): the portal's first, then the mall's. */
export const routes: readonly RouteDef[] = Object.freeze([...toDefs('portal', portal), ...toDefs('mall', mall)]);

/** The operations console's screens (apps/admin); every other path under /admin is the console's too. */
export const adminRoutes: readonly RouteDef[] = Object.freeze(toDefs('admin', admin));
