// 专家管理 of the operations console: the list, one expert whole, its save (new or changed), taking it off the
// portal's lists or back, and binding it to a member by mobile. The intro and description are plain text the
// portal shows as they are (a script link is refused all the same); the category ids must be of their
// groups. An expert the console creates is approved and listed at once. Each change writes its audit row
// (before and after) in the same transaction.
import {
  MSG_EXPERT_AVATAR_BAD,
  MSG_EXPERT_BIND_NO_MEMBER,
  MSG_EXPERT_CERT_BAD,
  MSG_EXPERT_BIND_TAKEN,
  MSG_EXPERT_CATE_BAD,
  MSG_EXPERT_MISSING_ADMIN,
  MSG_EXPERT_UNSAFE_LINK,
  isImageFile,
  type AdminExpertDetail,
  type AdminExpertItem,
  type Page,
  type PayloadOf,
} from '@ws/api-sdk/contract';
import { hasUnsafeLink } from '@ws/validators';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DomainError, fileRef, formatChinaTime, maskMobileMiddle, type Clock } from '../../kernel';
import { displayTime } from '../../kernel/time';
import { recordAudit, type AuditActor } from '../audit';
import { summaryBind, summaryCreate, summaryListed, summaryUpdate } from './messages';
import {
  adminExpertPage,
  categoryGroups,
  expertRowForUpdate,
  expertWithMember,
  insertExpert,
  memberByMobile,
  otherExpertOf,
  syncExpertStanding,
  updateExpert,
  type ExpertListFilter,
  type ExpertRow,
  type ExpertWrite,
} from './queries';

interface By {
  staff: AuditActor;
  ip: string;
}

type SaveInput = PayloadOf<'adminExpertSave'>;

/** What the audit log keeps of an expert, before and after a change. */
const state = (e: ExpertRow) => ({
  name: e.name,
  sex: e.sex,
  phone: e.phone,
  title: e.title,
  description: e.description,
  intro: e.intro,
  price: e.price,
  avatar: e.avatar,
  cert_file: e.certFile.map((f) => f.FileUrl),
  industrys: e.industrys,
  fields: e.fields,
  specials: e.specials,
  supplys: e.supplys,
  recommendIds: e.recommendIds,
  expert: e.expert,
  technology: e.technology,
  position: e.position,
  listed: e.listed,
  user_id: e.userId,
});

const GROUPS = [
  ['industrys', 'industry'],
  ['fields', 'field'],
  ['specials', 'special'],
  ['supplys', 'supply'],
  ['recommendIds', 'recommend'],
] as const;

/** adminExpertList: one page of the console's list. */
export function listExperts(db: Db, q: ExpertListFilter, page: Paging): Promise<Page<AdminExpertItem>> {
  return adminExpertPage(db, { ...q, keyword: q.keyword.trim() }, page);
}

/** adminExpertInfo: every field of one expert, with its bound member. */
export async function expertInfo(db: Db, id: number): Promise<AdminExpertDetail> {
  const row = await expertWithMember(db, id);
  if (!row) throw new DomainError(MSG_EXPERT_MISSING_ADMIN);
  const { e, userName, userMobile } = row;
  return {
    id: e.id,
    name: e.name,
    sex: e.sex === 'female' ? 'female' : 'male',
    phone: e.phone,
    title: e.title,
    description: e.description,
    intro: e.intro,
    price: e.price,
    avatar: fileRef(e.avatar) ?? e.fileItems[0] ?? null,
    cert_file: e.certFile,
    industrys: e.industrys,
    fields: e.fields,
    specials: e.specials,
    supplys: e.supplys,
    recommendIds: e.recommendIds,
    expert: e.expert,
    technology: e.technology,
    position: e.position,
    listed: e.listed === 0 ? 0 : 1,
    audit_status: e.auditStatus,
    user_id: userMobile ? e.userId : 0,
    user_name: userName ?? '',
    user_mobile: userMobile ? maskMobileMiddle(userMobile) : '',
    create_time: displayTime(e.createTime),
  };
}

/** Each group's ids, deduplicated, every one a category of its group (else 所选分类不存在). */
async function checkedGroups(db: Db, input: SaveInput) {
  const all = GROUPS.flatMap(([key]) => input[key]);
  const groups = await categoryGroups(db, all);
  const out = {} as Record<(typeof GROUPS)[number][0], number[]>;
  for (const [key, group] of GROUPS) {
    const ids = [...new Set(input[key])];
    if (ids.some((id) => groups.get(id) !== group)) throw new DomainError(MSG_EXPERT_CATE_BAD);
    out[key] = ids;
  }
  return out;
}

/** The files already on the expert (they stay, wherever they were uploaded). */
const filesOf = (e: ExpertRow | null) => new Set(e ? [e.avatar ?? '', ...e.fileItems.map((f) => f.FileUrl), ...e.certFile.map((f) => f.FileUrl)] : []);

/**
 * adminExpertSave: a new expert (approved and listed) or a change of one; audited. Answers it as stored.
 * `fileAllowed`: whether the staff member may store a new image (a file already on the expert always stays).
 */
export async function saveExpert(db: Db, clock: Clock, by: By, input: SaveInput, fileAllowed: (url: string) => boolean): Promise<AdminExpertDetail> {
  if (hasUnsafeLink(input.intro) || hasUnsafeLink(input.description)) throw new DomainError(MSG_EXPERT_UNSAFE_LINK);
  const groups = await checkedGroups(db, input);
  const values: Omit<ExpertWrite, 'createTime'> = {
    name: input.name,
    sex: input.sex,
    phone: input.phone,
    title: input.title,
    description: input.description,
    intro: input.intro,
    price: Number(input.price).toFixed(2),
    avatar: input.avatar[0]?.FileUrl ?? null,
    certFile: input.cert_file,
    ...groups,
    expert: input.expert,
    technology: input.technology,
    position: input.position,
  };
  const id = await db.transaction(async (tx) => {
    const before = input.id === null ? null : await expertRowForUpdate(tx, input.id);
    if (input.id !== null && !before) throw new DomainError(MSG_EXPERT_MISSING_ADMIN);
    const kept = filesOf(before);
    const ok = (url: string) => kept.has(url) || (isImageFile(url) && fileAllowed(url));
    if (!input.avatar.every((f) => ok(f.FileUrl))) throw new DomainError(MSG_EXPERT_AVATAR_BAD);
    if (!input.cert_file.every((f) => ok(f.FileUrl))) throw new DomainError(MSG_EXPERT_CERT_BAD);
    const after = before
      ? await updateExpert(tx, before.id, values)
      : await insertExpert(tx, { ...values, auditStatus: 1, listed: 1, createTime: formatChinaTime(clock.now()) });
    if (!after) throw new DomainError(MSG_EXPERT_MISSING_ADMIN);
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: before ? 'expert.update' : 'expert.create',
      targetKind: 'expert',
      targetId: after.id,
      summary: before ? summaryUpdate(after) : summaryCreate(after),
      before: before ? state(before) : undefined,
      after: state(after),
    });
    return after.id;
  });
  return expertInfo(db, id);
}

/** adminExpertListed: 下架 (off the portal's lists; its detail says 该专家已下线) or 上架; audited. */
export async function setExpertListed(db: Db, clock: Clock, by: By, id: number, listed: 0 | 1): Promise<AdminExpertDetail> {
  await db.transaction(async (tx) => {
    const before = await expertRowForUpdate(tx, id);
    if (!before) throw new DomainError(MSG_EXPERT_MISSING_ADMIN);
    if (before.listed === listed) return;
    const after = (await updateExpert(tx, id, { listed }))!;
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: listed === 1 ? 'expert.list' : 'expert.unlist',
      targetKind: 'expert',
      targetId: id,
      summary: summaryListed(after, listed),
      before: { listed: before.listed },
      after: { listed: after.listed },
    });
  });
  return expertInfo(db, id);
}

/**
 * adminExpertBind: the member of the mobile becomes the expert's (the consult reaches them); '' unbinds. A
 * mobile no member has is refused, and so is a member already bound to another expert. The members'
 * expert standing follows; audited.
 */
export async function bindExpert(db: Db, clock: Clock, by: By, id: number, phone: string): Promise<AdminExpertDetail> {
  await db.transaction(async (tx) => {
    const before = await expertRowForUpdate(tx, id);
    if (!before) throw new DomainError(MSG_EXPERT_MISSING_ADMIN);
    const member = phone === '' ? null : await memberByMobile(tx, phone);
    if (phone !== '' && !member) throw new DomainError(MSG_EXPERT_BIND_NO_MEMBER);
    const userId = member?.id ?? 0;
    if (userId !== 0 && (await otherExpertOf(tx, userId, id))) throw new DomainError(MSG_EXPERT_BIND_TAKEN);
    if (before.userId === userId) return;
    const after = (await updateExpert(tx, id, { userId }))!;
    await syncExpertStanding(tx, before.userId);
    await syncExpertStanding(tx, userId);
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: userId === 0 ? 'expert.unbind' : 'expert.bind',
      targetKind: 'expert',
      targetId: id,
      summary: summaryBind(after, member ? maskMobileMiddle(member.mobile) : ''),
      before: { user_id: before.userId },
      after: { user_id: after.userId },
    });
  });
  return expertInfo(db, id);
}
