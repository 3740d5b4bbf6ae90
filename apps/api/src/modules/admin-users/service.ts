// 用户管理 of the operations console: the member list, disabling (the member is logged out everywhere at
// once: every token is deleted in the same transaction, and account's token checks refuse a disabled
// member) and enabling, and the two roles staff hand out (客服, 业务员). Every change is one conditional
// statement with its audit row in one transaction; a change that changes nothing is answered as it is,
// without an audit row, so a double click or two staff at once never write twice.
import { MSG_DISABLE_REASON_REQUIRED, MSG_USER_MISSING, type AdminSettableRole, type AdminUserItem, type Page } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DomainError, type Clock } from '../../kernel';
import { revokeAllTokens } from '../account';
import { recordAudit, type AuditActor } from '../audit';
import { summaryDisable, summaryEnable, summaryRole } from './messages';
import { setDisabledAt, setRole, toUserItem, userList, userRow, type UserFilter, type UserRow } from './queries';

export type { UserFilter };

interface By {
  staff: AuditActor;
  ip: string;
}

/** adminUserList: members matching the filter, newest first, the phones masked. */
export function listUsers(db: Db, filter: UserFilter, page: Paging): Promise<Page<AdminUserItem>> {
  return userList(db, filter, page);
}

const plain = (r: UserRow) => ({ name: r.name, mobile: r.userMobile });

/** adminUserSetDisabled: disable (with a reason) or enable one member; answers the member as they are now. */
export async function setUserDisabled(db: Db, clock: Clock, by: By, id: number, disabled: boolean, reasonIn: string): Promise<AdminUserItem> {
  const reason = reasonIn.trim();
  if (disabled && reason === '') throw new DomainError(MSG_DISABLE_REASON_REQUIRED);
  return db.transaction(async (tx) => {
    const before = await userRow(tx, id);
    if (!before) throw new DomainError(MSG_USER_MISSING);
    const now = clock.now();
    const changed = await setDisabledAt(tx, id, disabled ? now : null);
    if (!changed) return toUserItem(before, true);
    if (disabled) await revokeAllTokens(tx, id);
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: now,
      action: disabled ? 'user.disable' : 'user.enable',
      targetKind: 'user',
      targetId: id,
      summary: disabled ? summaryDisable(plain(before), reason) : summaryEnable(plain(before)),
      before: { disabled: before.disabledAt ? 1 : 0 },
      after: disabled ? { disabled: 1, reason } : { disabled: 0 },
    });
    return toUserItem(changed, true);
  });
}

/** adminUserSetRole: switch 客服 or 业务员 on or off for one member; answers the member as they are now. */
export async function setUserRole(db: Db, clock: Clock, by: By, id: number, role: AdminSettableRole, on: boolean): Promise<AdminUserItem> {
  return db.transaction(async (tx) => {
    const before = await userRow(tx, id);
    if (!before) throw new DomainError(MSG_USER_MISSING);
    const changed = await setRole(tx, id, role, on);
    if (!changed) return toUserItem(before, true);
    await recordAudit(tx, {
      staff: by.staff,
      ip: by.ip,
      at: clock.now(),
      action: on ? 'user.role.add' : 'user.role.remove',
      targetKind: 'user',
      targetId: id,
      summary: summaryRole(plain(before), role, on),
      before: { roles: before.roles },
      after: { roles: changed.roles },
    });
    return toUserItem(changed, true);
  });
}
