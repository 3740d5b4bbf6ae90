// Personal centre: the caller's own rows (spec 02 §2 Personal centre). Favourites first; the dashboard,
// sign-in, points, team, settings, bank card and finance calls join them here.
import { bankCardPayloadRules } from '@ws/validators';
import * as v from 'valibot';
import type { Profile, Role } from './account';
import { MSG_PRODUCT_MISSING } from './catalogue';
import { ep } from './endpoint-def';
import type { Page } from './envelope';
import { fields, id, none, oneOf, optId, optOneOf, optText, pageFields, rules, secret, text } from './schema';

/**
 * What a user may favourite: an article (spec 01 §3 Favourite, b_type article) and, beyond the spec, a mall
 * product (收藏 on /enableInfo): the same calls and the same table, told apart by b_type.
 */
export const FAV_TYPES = ['article', 'product'] as const;
export type FavType = (typeof FAV_TYPES)[number];
export const FAV_TYPE_LABELS: Record<FavType, string> = { article: '文章', product: '商品' };

export interface FavouriteState {
  /** 1 favourited, -1 not (spec 01 §4) */
  status: 1 | -1;
  /** the favourite row id when favourited */
  id: number | null;
}

/** The personal centre's dashboard (spec 02 §3 User info), with the order counts of its shortcuts. */
export interface PersonalUser extends Omit<Profile, 'user_account'> {
  order_counts: { all: number; notpay: number; pay: number; express: number; confirm: number };
}

/** The editable profile (/uconfig). */
export interface UserInfo {
  user_id: number;
  user_account: string;
  user_mobile: string;
  name: string;
  email: string;
  province: string;
  city: string;
  county: string;
  create_time: string;
  /** who invited the user (0 none) */
  parent_user_id: number;
}

/** Daily sign-in state: -1 not signed today (the button shows), 1 signed. */
export interface SignState {
  status: 1 | -1;
  /** points a sign-in gives */
  reward: number;
}

export interface SignResult {
  /** points received (0 when today's sign-in already existed) */
  points: number;
  /** the balance after */
  ProfitJifen: number;
}

export interface SignRecord {
  id: number;
  create_time: string;
  points: number;
}

/** Points ledger entry (spec 02 §3): total is the signed change, cur_total the balance after it. */
export interface PointsEntry {
  id: number;
  remark: string;
  create_time: string;
  total: number;
  cur_total: number;
}

/** Team totals: total (the whole team), total2 (direct referrals). */
export interface TeamTotals {
  total: number;
  total2: number;
}

export interface TeamMember {
  user_id: number;
  name: string;
  insert_time: string;
  /** masked: 138****0001 */
  user_mobile: string;
  /** 1 a direct referral, 2 theirs … */
  user_level: number;
  /** paid purchases, yuan with 2 decimals */
  buyTotal: string;
  /** what the caller earned from the member (no commission rule yet: 0.00) */
  profitTotal: string;
  /** the member's own direct referrals */
  subpn: number;
}

/** The bound bank card, number masked (only the last 4 digits shown). */
export interface BankCard {
  name: string;
  phone: string;
  bank_name: string;
  card_number: string;
  update_time: string;
}

export interface FavouriteItem {
  id: number;
  /** the article's or the product's id */
  xid: number;
  b_type: FavType;
  /** the article's title or the product's name ('' when it no longer exists) */
  title: string;
  /** the article's cover or the product's first picture */
  file_url: string;
  create_time: string;
}

/** A wallet (UserMoney) change: amount signed, 2 decimals; balance after it. */
export interface WalletEntry {
  id: number;
  remark: string;
  create_time: string;
  amount: string;
  balance: string;
}

/** Salesman figures (spec 02 §3): counts of referred companies and members, order sums in yuan. */
export interface SalesmanStat {
  sub_company_amount: number;
  sub_company_order_total: string;
  sub_user_amount: number;
  sub_user_order_total: string;
}

/** The caller's own data (PIPL): one JSON document, every personal table by name. */
export interface PersonalDataExport {
  exported_at: string;
  user: UserInfo & { roles: Role[]; ProfitMoney: string; UserMoney: string; ProfitJifen: number };
  tables: Record<string, Record<string, unknown>[]>;
}

export const MSG_SIGNED = '签到成功';
export const MSG_ALREADY_SIGNED = '今日已签到';
export const MSG_CARD_INVALID = '请输入正确的银行卡号';
export const MSG_SAVED = '保存成功';
export const MSG_ACCOUNT_DELETED = '账号已注销';
export const MSG_DELETE_CONFIRM_TEXT = '注销账号';

/** Luhn (mod 10) check of a bank card number: 12-19 digits, spaces allowed. */
export function isLuhnValid(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 6222 **** **** 1234: the last four digits only. */
export const maskCardNumber = (value: string): string => {
  const digits = value.replace(/\s+/g, '');
  return digits.length <= 4 ? digits : `**** **** **** ${digits.slice(-4)}`;
};

const favType = () => oneOf(FAV_TYPES, undefined, '收藏类型错误');
/** What a favourite of a missing (or malformed) xid answers: the detail page's own "not found" text. */
const FAV_MISSING: Record<FavType, string> = { article: '文章不存在', product: MSG_PRODUCT_MISSING };
/**
 * b_type and the favourited xid. A malformed xid reads as 0 and the check after the fields answers the
 * message of its kind: `id(message)` alone would have one message for both kinds.
 */
const favTarget = () =>
  v.pipe(
    fields({ b_type: favType(), xid: v.fallback(id(), 0) }),
    v.check(
      (input) => input.xid > 0,
      (issue) => FAV_MISSING[issue.input.b_type],
    ),
  );

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const personalInput = /* @__PURE__ */ (() => ({
  InfoFavActive: favTarget(),
  addByUserFav: favTarget(),
  /** by the favourite row id, or by the favourited article or product (xid) */
  deleteByUserFav: fields({ b_type: favType(), xid: optId(), id: optId() }),
  /** b_type: one kind only ('' or absent: both, newest first) */
  favListByUser: fields({ ...pageFields, b_type: optOneOf(['', ...FAV_TYPES], '') }),
  user: none(),
  userInfo: none(),
  userUpdate: fields({ name: text(20), email: optText(100) }),
  isSign: none(),
  signAdd: none(),
  signListByUser: fields({ ...pageFields }),
  jifenListSelf: fields({ ...pageFields }),
  getTeamsByUser: none(),
  listSubUser: fields({ ...pageFields }),
  CardInfoByUser: none(),
  CardUpdateUser: v.pipe(
    fields({ name: text(30), card_number: text(40), bank_name: text(60), phone: text(20) }),
    rules(bankCardPayloadRules),
    v.check((input) => isLuhnValid(input.card_number), MSG_CARD_INVALID),
  ),
  walletListSelf: fields({ ...pageFields }),
  getSalesmanStat: none(),
  exportSelf: none(),
  deleteSelf: fields({ smscode: secret(20), confirm_text: text(20) }),
}))();

type In = typeof personalInput;

export const personal = {
  InfoFavActive: ep<In['InfoFavActive'], FavouriteState>()({ method: 'GET', path: '/fav/InfoFavActive', auth: true }),
  addByUserFav: ep<In['addByUserFav'], FavouriteState>()({ method: 'POST', path: '/fav/addByUserFav', auth: true }),
  deleteByUserFav: ep<In['deleteByUserFav'], FavouriteState>()({ method: 'POST', path: '/fav/deleteByUserFav', auth: true }),
  favListByUser: ep<In['favListByUser'], Page<FavouriteItem>>()({ method: 'GET', path: '/fav/listByUser', auth: true }),
  user: ep<In['user'], PersonalUser>()({ method: 'GET', path: '/user/center', auth: true }),
  userInfo: ep<In['userInfo'], UserInfo>()({ method: 'GET', path: '/user/infoSelf', auth: true }),
  userUpdate: ep<In['userUpdate'], UserInfo>()({ method: 'POST', path: '/user/updateSelf', auth: true }),
  isSign: ep<In['isSign'], SignState>()({ method: 'GET', path: '/sign/isSign', auth: true }),
  signAdd: ep<In['signAdd'], SignResult>()({ method: 'POST', path: '/sign/add', auth: true }),
  signListByUser: ep<In['signListByUser'], Page<SignRecord>>()({ method: 'GET', path: '/sign/listByUser', auth: true }),
  jifenListSelf: ep<In['jifenListSelf'], Page<PointsEntry> & { ProfitJifen: number }>()({ method: 'GET', path: '/profitJifen/listSelf', auth: true }),
  getTeamsByUser: ep<In['getTeamsByUser'], TeamTotals>()({ method: 'GET', path: '/user/getTeamsByUser', auth: true }),
  listSubUser: ep<In['listSubUser'], Page<TeamMember>>()({ method: 'GET', path: '/user/listSubUser', auth: true }),
  CardInfoByUser: ep<In['CardInfoByUser'], BankCard | null>()({ method: 'GET', path: '/UserBankCard/infoByUser', auth: true }),
  CardUpdateUser: ep<In['CardUpdateUser'], BankCard>()({ method: 'POST', path: '/UserBankCard/updateByUser', auth: true }),
  walletListSelf: ep<In['walletListSelf'], Page<WalletEntry> & { UserMoney: string }>()({ method: 'GET', path: '/userMoney/listSelf', auth: true }),
  getSalesmanStat: ep<In['getSalesmanStat'], SalesmanStat>()({ method: 'GET', path: '/user/getSalesmanStat', auth: true }),
  exportSelf: ep<In['exportSelf'], PersonalDataExport>()({ method: 'GET', path: '/user/exportSelf', auth: true }),
  deleteSelf: ep<In['deleteSelf'], null>()({ method: 'POST', path: '/user/deleteSelf', auth: true }),
} as const;
