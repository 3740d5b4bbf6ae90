// The audit log's summaries of 用户管理 (the answers' messages, 已停用 / 已启用 / 用户不存在 …, are the contract's).
import { ADMIN_USER_ROLE_LABELS, type AdminSettableRole } from '@ws/api-sdk/contract';

const who = (u: { name: string; mobile: string }) => `${u.name || '未命名'}（${u.mobile}）`;

export const summaryDisable = (u: { name: string; mobile: string }, reason: string) => `停用会员：${who(u)}（${reason}）`;
export const summaryEnable = (u: { name: string; mobile: string }) => `启用会员：${who(u)}`;
export const summaryRole = (u: { name: string; mobile: string }, role: AdminSettableRole, on: boolean) =>
  `${on ? '设为' : '取消'}${ADMIN_USER_ROLE_LABELS[role]}：${who(u)}`;
