// The personal centre's side menu (spec 02 §2 "Personal centre"): the spec's routes, grouped, with the
// role-dependent entries: company → 商家服务 (order management) and 企业资料; salesman → 我的推广;
// expert → 会员咨询. The active marker (local storage `active`) takes the spec's values 1, 2-3 … 2-11
// (2-3 is the cart's, which the cart screen writes itself).
import type { Role } from '@ws/api-sdk';

export interface MenuLink {
  label: string;
  to: string;
  /** the spec's active-menu marker written to local storage when this entry's screen opens */
  marker?: ActiveMarker;
}

export interface MenuGroup {
  title: string;
  links: MenuLink[];
}

export const ACTIVE_MARKERS = ['1', '2-3', '2-4', '2-5', '2-6', '2-7', '2-8', '2-10', '2-11'] as const;
export type ActiveMarker = (typeof ACTIVE_MARKERS)[number];

export interface MenuRoles {
  roles: readonly Role[];
  IsCustUser: 0 | 1;
  IsExpert: 0 | 1;
}

/** The menu for a user with these roles. */
export function personalMenu({ roles, IsCustUser, IsExpert }: MenuRoles): MenuGroup[] {
  const isCompany = roles.includes('company');
  const isSalesman = roles.includes('salesman');
  const isExpert = IsExpert === 1 || roles.includes('isexpert');
  const groups: MenuGroup[] = [
    { title: '会员中心', links: [{ label: '会员中心', to: '/personal', marker: '1' }] },
    {
      title: '我的交易',
      links: [
        { label: '购物车', to: '/cart', marker: '2-3' },
        { label: '我的订单', to: '/myOrders' },
        { label: '我的报名', to: '/MyBooking', marker: '2-7' },
        { label: '专家咨询订单', to: '/MyExpertChatOrders', marker: '2-8' },
        // customer-service staff answer users; experts also answer members (spec 02 §6)
        { label: IsCustUser === 1 ? '用户咨询' : '在线咨询', to: '/session' },
      ],
    },
    {
      title: '我的资产',
      links: [
        { label: '每日签到', to: '/mySign', marker: '2-4' },
        { label: '我的积分', to: '/integral', marker: '2-5' },
        { label: '我的钱包', to: '/myUserMoney' },
        { label: '收益明细', to: '/myProfitMoney' },
        { label: '我的提现', to: '/myApplyToCash' },
        { label: '绑定银行卡', to: '/bindBankCard' },
      ],
    },
    {
      title: '我的推广',
      links: [{ label: '我的团队', to: '/teams', marker: '2-6' }, ...(isSalesman ? [{ label: '我的推广', to: '/distribution' }] : [])],
    },
  ];
  if (isExpert) groups.push({ title: '专家服务', links: [{ label: '会员咨询', to: '/session' }] });
  if (isCompany) {
    groups.push({
      title: '商家服务',
      links: [
        { label: '商家服务', to: '/merchant' },
        { label: '订单管理', to: '/merchantOrders' },
        { label: '商品管理', to: '/merchantGoods' },
        { label: '售后处理', to: '/merchantAfterSales' },
        { label: '评价管理', to: '/merchantRemarks' },
        { label: '经营概况', to: '/merchantStats' },
        { label: '企业资料', to: '/companyInformation' },
      ],
    });
  }
  groups.push({
    title: '账户管理',
    links: [
      { label: '我的收藏', to: '/myFav', marker: '2-10' },
      { label: '账户设置', to: '/uconfig', marker: '2-11' },
      { label: '返回首页', to: '/homePage' },
    ],
  });
  return groups;
}

/** The entry of a path (case-insensitive, like the routes), for the highlight and the marker. */
export function findMenuLink(groups: MenuGroup[], pathname: string): MenuLink | undefined {
  const p = pathname.toLowerCase().replace(/\/+$/, '');
  for (const g of groups) for (const l of g.links) if (l.to.toLowerCase() === p) return l;
  return undefined;
}
