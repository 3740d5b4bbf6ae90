// 入驻审核 of the operations console (contract admin.ts): enterprise records (registrations, supplier joins,
// upgrades) and expert applications, what each applicant submitted, and the decision. The decision is the
// onboarding module's own review (reviewRecordIn: the applicant's badge, the company role and merchant
// menu, the expert standing), taken only while the application waits, in one transaction with its audit
// row; of two staff deciding at once, one decides and the other reads 该申请已处理.
import {
  MSG_APPLICATION_MISSING,
  MSG_REVIEW_DECIDED,
  MSG_REVIEW_REASON_REQUIRED,
  type AdminReviewDetail,
  type AdminReviewItem,
  type AdminReviewKind,
  type AdminReviewStatus,
  type FileRef,
  type Page,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import type { FileItem } from '../../db/schema';
import { DomainError } from '../../kernel';
import type { Clock } from '../../kernel/time';
import { recordAudit, type AuditActor } from '../audit';
import { reviewRecordIn } from '../onboarding';
import { COMPANY_KIND_LABELS, SEX_LABELS, summaryDecision } from './messages';
import {
  categoryNames,
  companyApplications,
  companyRecord,
  expertApplications,
  expertRecord,
  membersByIds,
  reviewStatusOf,
  type CompanyRow,
  type ExpertRow,
} from './queries';

/** adminReviewList: one kind's applications of one status (0 待审核: oldest first; decided: newest first). */
export function reviewList(db: Db, kind: AdminReviewKind, status: AdminReviewStatus, keyword: string, page: Paging): Promise<Page<AdminReviewItem>> {
  return kind === 'company' ? companyApplications(db, status, keyword, page) : expertApplications(db, status, keyword, page);
}

const files = (items: FileItem[]): FileRef[] => items.filter((f) => f.FileUrl).map((f) => ({ FileName: f.FileName ?? '', FileUrl: f.FileUrl }));
const namesOf = (ids: number[], names: Map<number, string>) => ids.map((id) => names.get(id) ?? `#${id}`).join('、');
const member = (m: { name: string; mobile: string } | undefined, id: number) => (m ? `${m.name}（${m.mobile}）` : `#${id}`);

async function applicantOf(db: Db, userId: number): Promise<{ applicant: AdminReviewItem['applicant']; members: Map<number, { name: string; mobile: string }> }> {
  const members = await membersByIds(db, [userId]);
  const m = members.get(userId);
  return { applicant: { user_id: m ? userId : 0, name: m?.name ?? '', mobile: m?.mobile ?? '' }, members };
}

async function companyDetail(db: Db, c: CompanyRow): Promise<AdminReviewDetail> {
  const [cates, { applicant }, referrers] = await Promise.all([
    categoryNames(db, c.cates),
    applicantOf(db, c.userId),
    membersByIds(db, c.parentUserId ? [c.parentUserId] : []),
  ]);
  const fields = [
    { label: '申请类型', value: COMPANY_KIND_LABELS[c.kind] ?? c.kind },
    { label: '企业名称', value: c.name },
    { label: '统一社会信用代码', value: c.code },
    { label: '企业类型', value: namesOf(c.cates, cates) },
    { label: '所在地区', value: [c.provinceName, c.cityName, c.countyName].filter(Boolean).join(' ') },
    { label: '详细地址', value: c.address },
    { label: '联系人', value: c.contact },
    { label: '联系电话', value: c.phone },
  ];
  // the supplier form's own fields (the enterprise forms have none of them)
  if (c.kind === 'supplier') {
    fields.push(
      { label: '固定电话', value: c.tel },
      { label: '电子邮箱', value: c.email },
      { label: '纳税人识别号', value: c.taxIdNumber },
      { label: '开户银行', value: c.bankName },
      { label: '银行账号', value: c.bankNumber },
      { label: '推荐人', value: c.parentUserId ? member(referrers.get(c.parentUserId), c.parentUserId) : '' },
    );
  }
  fields.push({ label: '企业简介', value: c.description });
  return {
    kind: 'company',
    id: c.id,
    name: c.name,
    applicant,
    submitted_at: c.createTime.replace('T', ' ').slice(0, 19),
    audit_status: reviewStatusOf(c.auditStatus),
    audit_reason: c.auditRemark,
    fields,
    files: [
      { label: '企业logo', items: files(c.fileItems) },
      { label: '营业执照', items: c.licenseFile ? [{ FileName: c.licenseName, FileUrl: c.licenseFile }] : [] },
      { label: '资质图片', items: files(c.certFile) },
    ],
  };
}

async function expertDetail(db: Db, e: ExpertRow): Promise<AdminReviewDetail> {
  const [cates, { applicant }] = await Promise.all([
    categoryNames(db, [...e.industrys, ...e.fields, ...e.specials, ...e.supplys, ...e.recommendIds]),
    applicantOf(db, e.userId),
  ]);
  const logo = e.fileItems.length > 0 ? files(e.fileItems) : e.avatar ? [{ FileName: '', FileUrl: e.avatar }] : [];
  return {
    kind: 'expert',
    id: e.id,
    name: e.name,
    applicant,
    submitted_at: e.createTime.replace('T', ' ').slice(0, 19),
    audit_status: reviewStatusOf(e.auditStatus),
    audit_reason: e.auditRemark,
    fields: [
      { label: '姓名', value: e.name },
      { label: '性别', value: SEX_LABELS[e.sex] ?? e.sex },
      { label: '联系电话', value: e.phone },
      { label: '个人职称', value: e.title },
      { label: '擅长方向', value: e.expert },
      { label: '技术领域', value: e.technology },
      { label: '任职机构', value: e.position },
      { label: '行业', value: namesOf(e.industrys, cates) },
      { label: '领域', value: namesOf(e.fields, cates) },
      { label: '专项', value: namesOf(e.specials, cates) },
      { label: '供需', value: namesOf(e.supplys, cates) },
      { label: '推荐', value: namesOf(e.recommendIds, cates) },
      { label: '个人简介', value: e.intro },
    ],
    files: [
      { label: '图片logo', items: logo },
      { label: '资质图片', items: files(e.certFile) },
    ],
  };
}

/** adminReviewInfo: one application with everything submitted; an unknown id answers 申请不存在. */
export async function reviewInfo(db: Db, kind: AdminReviewKind, id: number): Promise<AdminReviewDetail> {
  if (kind === 'company') {
    const row = await companyRecord(db, id);
    if (!row) throw new DomainError(MSG_APPLICATION_MISSING);
    return companyDetail(db, row);
  }
  const row = await expertRecord(db, id);
  if (!row) throw new DomainError(MSG_APPLICATION_MISSING);
  return expertDetail(db, row);
}

export interface Decision {
  kind: AdminReviewKind;
  id: number;
  action: 'approve' | 'reject';
  /** required to reject */
  reason: string;
}

/**
 * adminReviewDecide: approve, or reject with a reason, an application that still waits, and write the
 * audit row in the same transaction. Refused, nothing is written: no reason (请填写驳回原因), an unknown id
 * (申请不存在), an application already decided (该申请已处理). Answers the application as it is now.
 */
export async function decideReview(db: Db, clock: Clock, by: { staff: AuditActor; ip: string }, d: Decision): Promise<AdminReviewDetail> {
  const reason = d.action === 'reject' ? d.reason.trim() : '';
  if (d.action === 'reject' && reason === '') throw new DomainError(MSG_REVIEW_REASON_REQUIRED);
  await db.transaction(async (tx) => {
    const outcome = await reviewRecordIn(tx, d.kind, d.id, d.action, reason, { onlyWaiting: true });
    if (!outcome.done) throw new DomainError(outcome.why === 'missing' ? MSG_APPLICATION_MISSING : MSG_REVIEW_DECIDED);
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: d.action === 'approve' ? 'review.approve' : 'review.reject',
      targetKind: d.kind,
      targetId: d.id,
      summary: summaryDecision(d.kind, d.action === 'approve', outcome.name, reason),
      before: { audit_status: outcome.before.auditStatus, audit_reason: outcome.before.auditRemark },
      after: { audit_status: outcome.after.auditStatus, audit_reason: outcome.after.auditRemark },
    });
  });
  return reviewInfo(db, d.kind, d.id);
}
