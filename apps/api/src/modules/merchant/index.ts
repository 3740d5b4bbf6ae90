// What other modules use of the merchant side: which companies a caller may act for. Every merchant statement
// is limited to them, so another company's row answers 不存在; a caller without the company role gets
// 仅企业用户可访问 before anything is read.
import { MSG_MERCHANT_ONLY } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { DomainError } from '../../kernel';
import type { AuthUser } from '../account';
import { actingFor, companyIdsOf } from './queries';

export { companyIdsOf };

/** The members of a company: who reads and answers for it (its owner, while they have the company role). */
export async function companyMemberIds(db: Db, companyId: number): Promise<number[]> {
  return (await actingFor(db, { companyId })).map((r) => r.userId);
}

/** The companies a user is a member of (by the same rule; [] for anyone without the company role). */
export async function memberCompanyIds(db: Db, userId: number): Promise<number[]> {
  return (await actingFor(db, { userId })).map((r) => r.companyId);
}

/** The companies the caller owns; refuses a caller without the company role, or one who owns none. */
export async function merchantCompanyIds(db: Db, user: Pick<AuthUser, 'id' | 'roles'>): Promise<number[]> {
  if (!user.roles.includes('company')) throw new DomainError(MSG_MERCHANT_ONLY);
  const ids = await companyIdsOf(db, user.id);
  if (ids.length === 0) throw new DomainError(MSG_MERCHANT_ONLY);
  return ids;
}
