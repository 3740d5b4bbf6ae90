// 专家管理 of the operations console (内容编辑 and 超级管理员): the experts the portal lists (/expert,
// /detailInfo, the home page's and /channelPolicy's expert lists) — name, sex, phone, title, the short
// description and the intro (plain text, 限 500 字以内), the consult price in yuan, an avatar and up to nine
// qualification images, the category groups (industry / field / special / supply / recommend), expertise,
// technology and organisation — plus binding the expert to a member by phone (the consult's counterpart) and
// taking the expert off the portal's lists (下架) or back (上架). Every change is written to the audit log
// with before and after.
import * as v from 'valibot';
import { isCoverFile } from './admin-articles';
import { ep } from './endpoint-def';
import type { FileRef } from './entities';
import type { Page } from './envelope';
import { fields, id, idList, isStorableText, isUploadedFileUrl, MAX_FILE_NAME, optId, optNumOneOf, optText, pageFields, type InputOf } from './schema';

/** The longest texts the console stores, in characters; the highest consult price, in yuan. */
export const EXPERT_LIMITS = { name: 50, title: 100, text: 200, description: 500, intro: 500, price: 99_999.99, certFiles: 9 } as const;

export const MSG_EXPERT_SAVED = '保存成功';
export const MSG_EXPERT_LISTED_ON = '已上架';
export const MSG_EXPERT_LISTED_OFF = '已下架';
export const MSG_EXPERT_BOUND = '绑定成功';
export const MSG_EXPERT_UNBOUND_DONE = '已解除绑定';
export const MSG_EXPERT_NAME_REQUIRED = '请填写姓名';
export const MSG_EXPERT_NAME_TOO_LONG = `姓名不能超过${EXPERT_LIMITS.name}个字`;
export const MSG_EXPERT_TITLE_TOO_LONG = `个人职称不能超过${EXPERT_LIMITS.title}个字`;
export const MSG_EXPERT_TEXT_TOO_LONG = `擅长方向、技术领域、任职机构各不能超过${EXPERT_LIMITS.text}个字`;
export const MSG_EXPERT_DESCRIPTION_TOO_LONG = '专家描述限 500 字以内';
export const MSG_EXPERT_INTRO_TOO_LONG = '个人简介限 500 字以内';
export const MSG_EXPERT_PHONE_BAD = '请正确输入手机号码';
export const MSG_EXPERT_PRICE_BAD = '咨询价格格式不正确';
export const MSG_EXPERT_AVATAR_BAD = '头像仅支持 JPG、PNG、GIF、WEBP 图片';
export const MSG_EXPERT_CERT_BAD = '资质图片仅支持 JPG、PNG、GIF、WEBP 图片';
export const MSG_EXPERT_CERT_TOO_MANY = `资质图片最多 ${EXPERT_LIMITS.certFiles} 张`;
export const MSG_EXPERT_UNSAFE_LINK = '简介中的链接只能是 http(s)、mailto、tel 或本站地址';
export const MSG_EXPERT_CATE_BAD = '所选分类不存在，请重新选择';
export const MSG_EXPERT_MISSING_ADMIN = '专家不存在';
export const MSG_EXPERT_BIND_NO_MEMBER = '该手机号未注册会员';
export const MSG_EXPERT_BIND_TAKEN = '该会员已绑定其他专家';
/** The portal's detail of an expert taken off (下架). */
export const MSG_EXPERT_OFFLINE = '该专家已下线';

/** A phone as the console takes it: '' (none) or 11 digits starting with 1. */
export const isExpertPhone = (s: string): boolean => s === '' || /^1\d{10}$/.test(s);
/** A new image of the console's forms: jpg, png, gif or webp. */
export const isImageFile = (url: string): boolean => isCoverFile(url);
/** A consult price as typed: yuan, at most 2 decimals, 0 … 99999.99. */
export const isExpertPrice = (s: string): boolean => /^\d{1,5}(?:\.\d{1,2})?$/.test(s);

/** One expert in 专家管理's list (phones masked in the middle). */
export interface AdminExpertItem {
  id: number;
  name: string;
  title: string;
  phone: string;
  /** the bound member, 0 / '' when unbound */
  user_id: number;
  user_name: string;
  user_mobile: string;
  /** yuan, '0.00' for a free consult */
  price: string;
  /** 1 on the portal's lists, 0 taken off */
  listed: 0 | 1;
  /** 1 approved, 2 rejected, 0/3/100 under review */
  audit_status: number;
  create_time: string;
  avatar: FileRef | null;
}

/** One expert whole, as the editor loads it (the phone whole, the bound member's mobile masked). */
export interface AdminExpertDetail {
  id: number;
  name: string;
  sex: 'male' | 'female';
  phone: string;
  title: string;
  description: string;
  intro: string;
  price: string;
  avatar: FileRef | null;
  cert_file: FileRef[];
  industrys: number[];
  fields: number[];
  specials: number[];
  supplys: number[];
  recommendIds: number[];
  expert: string;
  technology: string;
  position: string;
  listed: 0 | 1;
  audit_status: number;
  user_id: number;
  user_name: string;
  user_mobile: string;
  create_time: string;
}

/** Text up to `max` characters; one more is refused with `tooLong` rather than cut unseen. */
/* @__NO_SIDE_EFFECTS__ */
export const limitedText = (max: number, tooLong: string) =>
  v.pipe(
    v.unknown(),
    v.check((raw) => raw === undefined || raw === null || typeof raw === 'number' || (typeof raw === 'string' && isStorableText(raw)), tooLong),
    v.transform((raw) => (typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '')),
    v.check((s) => [...s].length <= max, tooLong),
  ) as unknown as v.GenericSchema<string | undefined, string>;

/** One file item as the console's forms send it ({FileName, FileUrl} or the bare URL), or null when malformed. */
const readImage = (x: unknown): FileRef | null => {
  const o = typeof x === 'string' ? { FileUrl: x } : x !== null && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : null;
  if (!o) return null;
  const url = typeof o.FileUrl === 'string' ? o.FileUrl.trim() : '';
  const name = typeof o.FileName === 'string' && isStorableText(o.FileName) ? [...o.FileName.trim()].slice(0, MAX_FILE_NAME).join('') : '';
  if (!isUploadedFileUrl(url)) return null;
  return name ? { FileName: name, FileUrl: url } : { FileUrl: url };
};

/**
 * Files of the uploaded-file form, at most `max`. What a file may be is the server's check after the parse: a
 * file already on the record stays (even in the member's own folder, or the seed's SVG); a new one must be an
 * image (jpg, png, gif, webp: isImageFile) the staff member may store.
 */
/* @__NO_SIDE_EFFECTS__ */
export const imageFiles = (max: number, bad: string, tooMany = bad) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      let raw = dataset.value;
      if (raw === undefined || raw === null || raw === '') return [] as FileRef[];
      if (typeof raw === 'string' && /^\s*[[{]/.test(raw)) {
        try {
          raw = JSON.parse(raw) as unknown;
        } catch {
          addIssue({ message: bad });
          return NEVER;
        }
      }
      const list = Array.isArray(raw) ? raw : [raw];
      if (list.length > max) {
        addIssue({ message: tooMany });
        return NEVER;
      }
      const out: FileRef[] = [];
      for (const item of list) {
        const ref = readImage(item);
        if (!ref) {
          addIssue({ message: bad });
          return NEVER;
        }
        out.push(ref);
      }
      return out;
    }),
  ) as unknown as v.GenericSchema<FileRef[] | string | undefined, FileRef[]>;

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const adminExpertsInput = /* @__PURE__ */ (() => ({
  adminExpertList: fields({
    ...pageFields,
    /** in the name or the phone */
    keyword: optText(50),
    /** -1 (or absent) all, 1 listed, 0 taken off */
    listed: optNumOneOf([-1, 0, 1] as const, -1),
    /** -1 (or absent) all, else one audit status */
    audit_status: optNumOneOf([-1, 0, 1, 2, 3, 100] as const, -1),
  }),
  adminExpertInfo: fields({ id: id(MSG_EXPERT_MISSING_ADMIN) }),
  adminExpertSave: fields({
    /** absent: a new expert (approved and listed) */
    id: optId(),
    name: v.pipe(limitedText(EXPERT_LIMITS.name, MSG_EXPERT_NAME_TOO_LONG), v.check((s) => s !== '', MSG_EXPERT_NAME_REQUIRED)),
    sex: v.pipe(
      v.unknown(),
      v.transform((raw) => (raw === 'female' ? 'female' : 'male')),
    ) as unknown as v.GenericSchema<'male' | 'female' | undefined, 'male' | 'female'>,
    phone: v.pipe(limitedText(20, MSG_EXPERT_PHONE_BAD), v.check(isExpertPhone, MSG_EXPERT_PHONE_BAD)),
    title: limitedText(EXPERT_LIMITS.title, MSG_EXPERT_TITLE_TOO_LONG),
    description: limitedText(EXPERT_LIMITS.description, MSG_EXPERT_DESCRIPTION_TOO_LONG),
    intro: limitedText(EXPERT_LIMITS.intro, MSG_EXPERT_INTRO_TOO_LONG),
    /** yuan as typed: '0' for a free consult */
    price: v.pipe(limitedText(20, MSG_EXPERT_PRICE_BAD), v.check(isExpertPrice, MSG_EXPERT_PRICE_BAD)),
    avatar: imageFiles(1, MSG_EXPERT_AVATAR_BAD),
    cert_file: imageFiles(EXPERT_LIMITS.certFiles, MSG_EXPERT_CERT_BAD, MSG_EXPERT_CERT_TOO_MANY),
    industrys: idList(50),
    fields: idList(50),
    specials: idList(50),
    supplys: idList(50),
    recommendIds: idList(50),
    expert: limitedText(EXPERT_LIMITS.text, MSG_EXPERT_TEXT_TOO_LONG),
    technology: limitedText(EXPERT_LIMITS.text, MSG_EXPERT_TEXT_TOO_LONG),
    position: limitedText(EXPERT_LIMITS.text, MSG_EXPERT_TEXT_TOO_LONG),
  }),
  adminExpertListed: fields({
    id: id(MSG_EXPERT_MISSING_ADMIN),
    /** 1 上架, 0 下架 */
    listed: optNumOneOf([0, 1] as const, 1),
  }),
  adminExpertBind: fields({
    id: id(MSG_EXPERT_MISSING_ADMIN),
    /** the member's mobile; '' unbinds */
    phone: v.pipe(limitedText(20, MSG_EXPERT_PHONE_BAD), v.check(isExpertPhone, MSG_EXPERT_PHONE_BAD)),
  }),
}))();

type In = typeof adminExpertsInput;
export type AdminExpertListReq = InputOf<In['adminExpertList']>;
export type AdminExpertSaveReq = InputOf<In['adminExpertSave']>;
export type AdminExpertBindReq = InputOf<In['adminExpertBind']>;

// Built inside a pure call: an app that never calls the console (the site apps) drops the table.
export const adminExperts = /* @__PURE__ */ (() =>
  ({
  /** GET /api/admin/experts/list {keyword (name or phone), listed -1|0|1, audit_status, pageNum, pageSize}: newest first */
  adminExpertList: ep<In['adminExpertList'], Page<AdminExpertItem>>()({ method: 'GET', path: '/admin/experts/list', auth: false, staff: ['editor'] }),
  /** GET /api/admin/experts/info {id}: every field */
  adminExpertInfo: ep<In['adminExpertInfo'], AdminExpertDetail>()({ method: 'GET', path: '/admin/experts/info', auth: false, staff: ['editor'] }),
  /** POST /api/admin/experts/save {id?, name, sex, phone, title, description, intro, price, avatar, cert_file, groups…}: audited */
  adminExpertSave: ep<In['adminExpertSave'], AdminExpertDetail>()({ method: 'POST', path: '/admin/experts/save', auth: false, staff: ['editor'] }),
  /** POST /api/admin/experts/listed {id, listed 0|1}: 下架 / 上架, audited */
  adminExpertListed: ep<In['adminExpertListed'], AdminExpertDetail>()({ method: 'POST', path: '/admin/experts/listed', auth: false, staff: ['editor'] }),
  /** POST /api/admin/experts/bind {id, phone ('' unbinds)}: the member the consult reaches, audited */
  adminExpertBind: ep<In['adminExpertBind'], AdminExpertDetail>()({ method: 'POST', path: '/admin/experts/bind', auth: false, staff: ['editor'] }),
  }) as const)();
