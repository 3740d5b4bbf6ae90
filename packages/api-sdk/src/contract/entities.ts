// Entities of spec 01 §3 and spec 02 §3, as the API sends them. Dates are 'YYYY-MM-DD HH:mm:ss' strings.

export interface FileRef {
  FileName?: string;
  FileUrl: string;
}

export type ArticleChannel = 'policy' | 'news' | 'prevention' | 'case' | 'law' | 'content' | string;

export interface ArticleSummary {
  id: number;
  title: string;
  create_time: string;
  channel: ArticleChannel;
  cate_id: number | null;
  cate_name?: string;
  author: string;
  /** source (listarticle sends it; spec 01 §3 Article add_from) */
  add_from?: string;
  firstFile: FileRef | null;
}

export interface Article extends ArticleSummary {
  intro: string;
  add_from: string;
  resource_items: FileRef[];
  recommendIds: number[];
}

export interface Category {
  cate_id: number;
  cate_name: string;
  cate_value: string;
  p_cate_value: string;
  parent_id: number;
  channel: string;
  remark: string;
  is_recommend: 0 | 1;
  firstFile?: FileRef | null;
  children?: Category[];
}

export interface Ad {
  id: number;
  cate_value: 'quicknav' | 'homebanner' | 'homepcvertical' | 'homepcmidbanner' | string;
  title: string;
  link: string;
  firstFile: FileRef | null;
}

export interface Expert {
  id: number;
  user_id: number;
  name: string;
  title: string;
  description: string;
  intro: string;
  price: string;
  cert_file: FileRef[];
  industrys_name: string;
  fields_name: string;
  specials_name: string;
  supplys_name: string;
  expert: string;
  technology: string;
  position: string;
  firstFile: FileRef | null;
}

export interface CompanySummary {
  id: number;
  name: string;
  sub_cate_name: string;
  create_time: string;
  firstFile: FileRef | null;
  description: string;
}

export interface Stat {
  company_amount: number;
  visit_amount: number;
}

/** Video, live, course (courseware) and management system share one shape. */
export interface Media {
  id: number;
  kind: 'video' | 'live' | 'course' | 'management';
  name: string;
  file_url: string;
  firstFile: FileRef | null;
  cate_id: number | null;
  cate_name: string;
  click_amount: number;
  author: string;
  create_time: string;
  description: string;
  intro: string;
  resource_items: FileRef[];
}

export interface Training {
  id: number;
  name: string;
  price: string;
  cate_id: number | null;
  cate_name: string;
  update_time: string;
  end_time: string;
  intro: string;
  firstFile: FileRef | null;
}

export interface HelpItem {
  id: number;
  name: string;
}

export interface HelpCategory {
  cate_id: number;
  cate_name: string;
  items: HelpItem[];
}

export interface HelpInfo {
  id: number;
  name: string;
  intro: string;
}

export interface Area {
  id: number;
  name: string;
  parent_id: number;
  wid: number;
  idx: number;
}

export interface LoginUser {
  user_id: number;
  user_account: string;
  name: string;
  user_mobile: string;
}

export interface LoginResult {
  token: string;
  loginUser: LoginUser;
}

export type Role = 'member' | 'company' | 'salesman' | 'isexpert' | 'custuser';

export interface Profile {
  user_id: number;
  user_mobile: string;
  user_account: string;
  name: string;
  roles: Role[];
  IsCustUser: 0 | 1;
  IsExpert: 0 | 1;
  /** earnings (ProfitMoney), wallet (UserMoney), points (ProfitJifen), team size */
  ProfitMoney: string;
  UserMoney: string;
  ProfitJifen: number;
  TeamNum: number;
  company2_amount: number;
}

export interface SmsOutboxEntry {
  phone: string;
  usecate: SmsUsecate;
  code: string;
  create_time: string;
}

export type SmsUsecate = 'login' | 'resetpwd' | 'register' | 'companyjoin';

export interface WechatTicket {
  ticket: string;
  /** the URL the QR code encodes (a local confirm page stands in for WeChat) */
  qr_url: string;
  expire_seconds: number;
}

export interface WechatTicketStatus {
  status: 'waiting' | 'confirmed' | 'expired';
  login: LoginResult | null;
}
