// The contract: one table naming every call the apps make (DESIGN.md "The contract").
// The SDK's `call`, the server's handlers (apps/api) and the msw mock handlers are all keyed by it.
// GET payloads travel as query parameters (arrays comma-joined), POST payloads as a JSON body.
import type { Items, Page, PageQuery } from './envelope';
import type {
  Ad,
  Area,
  ArticleSummary,
  Category,
  Expert,
  HelpCategory,
  HelpInfo,
  LoginResult,
  Media,
  Profile,
  SmsOutboxEntry,
  SmsUsecate,
  Stat,
  Training,
  WechatTicket,
  WechatTicketStatus,
} from './entities';

import { ep, type Endpoint } from './endpoint-def';
import { contentEndpoints } from './content-endpoints';
export type { Method, EndpointMeta, Endpoint } from './endpoint-def';

type Empty = Record<string, never>;

// ---- payloads ----
export interface LoginReq {
  user_mobile: string;
  login_type: 'password' | 'smscode';
  user_password?: string;
  smscode?: string;
}
export interface SendSmsReq {
  ac: 'appvercode';
  phone: string;
  usecate: SmsUsecate;
  expireTime: 5;
}
export interface RegisterReq {
  tuijianma?: string;
  user_account?: string;
  province: string;
  province_code: string;
  city: string;
  city_code: string;
  county: string;
  county_code: string;
  user_mobile: string;
  smscode: string;
  user_password: string;
}
export interface ResetPwdReq {
  user_mobile: string;
  smscode: string;
  user_password: string;
}
export interface ListArticleReq extends PageQuery {
  channel?: string;
  cate_id?: number;
  keywords?: string;
}
export interface MenuListReq extends PageQuery {
  /** category groups, e.g. industry, field, special, supply, recommend, law, video, train */
  cate_values: string[];
}
export interface ListExpertReq extends PageQuery {
  industry?: number;
  field?: number;
  special?: number;
  supply?: number;
  name?: string;
  recommendIds?: number[];
}
export interface ListMediaReq extends PageQuery {
  cate?: number;
  keywords?: string;
}
export interface ListTrainReq extends PageQuery {
  cate_ids?: number[];
  keywords?: string;
  parent_cate_value?: string;
}
export interface TrainMenuListReq extends PageQuery {
  parent_cate_value: string;
  cate_values?: string[];
}

export const endpoints = {
  // ---- account (spec 01 §7 Account) ----
  login: ep<LoginReq, LoginResult>()({ method: 'GET', path: '/pc/user/login', auth: false }),
  sendsms: ep<SendSmsReq, null>()({ method: 'POST', path: '/open/uni/sendsms', auth: false }),
  register: ep<RegisterReq, null>()({ method: 'POST', path: '/pc/user/register', auth: false }),
  resetPwd: ep<ResetPwdReq, null>()({ method: 'POST', path: '/pc/user/resetPwd', auth: false }),
  logout: ep<Empty, null>()({ method: 'POST', path: '/pc/user/logout', auth: false }),
  profile: ep<Empty, Profile>()({ method: 'GET', path: '/user/dev-api/system/user', auth: true }),
  wechatQrCreate: ep<Empty, WechatTicket>()({ method: 'POST', path: '/open/uni/wxlogin/create', auth: false }),
  wechatQrStatus: ep<{ ticket: string }, WechatTicketStatus>()({ method: 'GET', path: '/open/uni/wxlogin/status', auth: false }),
  wechatQrConfirm: ep<{ ticket: string; phone: string }, null>()({ method: 'POST', path: '/dev/wechat/confirm', auth: false, devOnly: true }),
  devSmsOutbox: ep<{ phone: string }, { items: SmsOutboxEntry[] }>()({ method: 'GET', path: '/dev/sms-outbox', auth: false, devOnly: true }),

  // ---- open reads for the header, footer and home page (spec 01 §7 Content) ----
  listads: ep<{ cate_value: string }, Items<Ad>>()({ method: 'GET', path: '/open/uni/listads', auth: false }),
  listarticle: ep<ListArticleReq, Page<ArticleSummary> & { channel_name: string }>()({ method: 'GET', path: '/open/uni/listarticle', auth: false }),
  statInfo: ep<Empty, Stat>()({ method: 'GET', path: '/open/uni/statInfo', auth: false }),
  listHelpByCate: ep<Empty, Items<HelpCategory>>()({ method: 'GET', path: '/open/uni/listHelpByCate', auth: false }),
  helpInfo: ep<{ id: number }, HelpInfo>()({ method: 'GET', path: '/open/uni/helpInfo', auth: false }),
  listCateNew: ep<{ parent_cate_value: string }, Items<Category>>()({ method: 'GET', path: '/open/uni/listCateNew', auth: false }),
  menuList: ep<MenuListReq, Items<Category>>()({ method: 'GET', path: '/open/uni/menuList', auth: false }),
  listexpert: ep<ListExpertReq, Page<Expert>>()({ method: 'GET', path: '/open/uni/listexpert', auth: false }),
  listvideo: ep<ListMediaReq, Page<Media>>()({ method: 'GET', path: '/open/uni/listvideo', auth: false }),
  listlive: ep<ListMediaReq, Page<Media>>()({ method: 'GET', path: '/open/uni/listlive', auth: false }),
  listcourse: ep<ListMediaReq, Page<Media>>()({ method: 'GET', path: '/open/uni/listcourse', auth: false }),
  trainMenuList: ep<TrainMenuListReq, Items<Category>>()({ method: 'GET', path: '/open/uni/train/menuList', auth: false }),
  listTrain: ep<ListTrainReq, Page<Training>>()({ method: 'GET', path: '/open/uni/listTrain', auth: false }),
  listarea: ep<{ parent_name: string; pageSize: number }, Items<Area>>()({ method: 'GET', path: '/open/uni/listarea', auth: false }),

  // ---- portal content (issue 4) ----
  ...contentEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ReqOf<K extends EndpointName> = Endpoints[K] extends Endpoint<infer R, unknown> ? R : never;
export type ResOf<K extends EndpointName> = Endpoints[K] extends Endpoint<unknown, infer R> ? R : never;
export const endpointNames = Object.keys(endpoints) as EndpointName[];
