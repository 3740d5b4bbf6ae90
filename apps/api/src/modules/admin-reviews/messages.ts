// The console's 入驻审核 texts: the labels of what an applicant submitted and the audit log's summaries
// (the answers' messages, 已通过 / 已驳回 / 该申请已处理 …, are the contract's).
import { ADMIN_REVIEW_KIND_LABELS, type AdminReviewKind } from '@ws/api-sdk/contract';

/** What kind of enterprise record it is: a supplier's onboarding, or the account's own enterprise record
 *  (enterprise registration, or the personal centre's upgrade). */
export const COMPANY_KIND_LABELS: Record<string, string> = { supplier: '企业入驻', enterprise: '企业注册 / 企业升级' };
export const SEX_LABELS: Record<string, string> = { male: '男', female: '女' };

export const summaryDecision = (kind: AdminReviewKind, approve: boolean, name: string, reason: string) =>
  approve ? `通过${ADMIN_REVIEW_KIND_LABELS[kind]}：${name}` : `驳回${ADMIN_REVIEW_KIND_LABELS[kind]}：${name}（${reason}）`;
