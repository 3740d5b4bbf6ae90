// 用户管理 of the operations console: the member list, disabling (the member is logged out everywhere at
// once: every token is deleted in the same transaction, and account's token checks refuse a disabled
// member) and enabling, and the two roles staff hand out (客服, 业务员). Every change is one conditional
// statement with its audit row in one transaction; a change that changes nothing is answered as it is,
// without an audit row, so a double click or two staff at once never write twice (the one who lost the race
// is answered with the member as the winner left them). 会员详情 reads the member whole with their latest
// orders (their status as the buyer sees it: the orders module's shape), enterprise and expert records.
import {
  ADMIN_USER_ORDERS_SHOWN,
  MSG_DISABLE_REASON_REQUIRED,
  MSG_USER_MISSING,
  type AdminSettableRole,
  type AdminUserDetail,
  type AdminUserItem,
  type Page,
} from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import type { Paging } from '../../db/paging';
import { DomainError, type Clock } from '../../kernel';
import { revokeAllTokens } from '../account';
import { shapeOrders } from '../orders';
import { recordAudit, type AuditActor } from '../audit';
import { summaryDisable, summaryEnable, summaryRole } from './messages';
import {
  lastDisableReason,
  latestOrders,
  setDisabledAt,
  setRole,
  toUserItem,
  userArea,
  userCompanies,
  userExpert,
  userList,
  userRow,
  type UserFilter,
  type UserRow,
} from './queries';

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

/**
 * Nothing changed: another call got there first (or this one repeats it). Its change is committed by now
 * (the conditional UPDATE waited for its row lock), so the member is read again and answered as they are.
 */
const asTheyAreNow = async (tx: Db, before: UserRow) => toUserItem((await userRow(tx, before.id)) ?? before, true);

/** adminUserInfo: the member whole (phone unmasked), their latest orders and count, enterprise and expert records. */
export async function userInfo(db: Db, clock: Clock, id: number): Promise<AdminUserDetail> {
  const row = await userRow(db, id);
  if (!row) throw new DomainError(MSG_USER_MISSING);
  const [area, reason, latest, companies, expert] = await Promise.all([
    userArea(db, id),
    row.disabledAt ? lastDisableReason(db, id) : Promise.resolve(''),
    latestOrders(db, id, ADMIN_USER_ORDERS_SHOWN),
    userCompanies(db, id),
    userExpert(db, id),
  ]);
  const shaped = await shapeOrders(db, latest.rows, clock.now());
  return {
    ...toUserItem(row, true),
    province: area?.province ?? '',
    city_name: area?.city ?? '',
    county_name: area?.county ?? '',
    disabled_reason: reason,
    orders: shaped.map((o) => ({ order_no: o.order_no, company_name: o.company_name, total: o.total, status: o.status, create_time: o.create_time })),
    order_count: latest.total,
    companies,
    expert,
  };
}

/** adminUserSetDisabled: disable (with a reason) or enable one member; answers the member as they are now. */
export async function setUserDisabled(db: Db, clock: Clock, by: By, id: number, disabled: boolean, reasonIn: string): Promise<AdminUserItem> {
  const reason = reasonIn.trim();
  if (disabled && reason === '') throw new DomainError(MSG_DISABLE_REASON_REQUIRED);
  return db.transaction(async (tx) => {
    const before = await userRow(tx, id);
    if (!before) throw new DomainError(MSG_USER_MISSING);
    const now = clock.now();
    const changed = await setDisabledAt(tx, id, disabled ? now : null);
    if (!changed) return asTheyAreNow(tx, before);
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
    if (!changed) return asTheyAreNow(tx, before);
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
