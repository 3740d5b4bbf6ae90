// The staff module's texts (the console's shared ones, 登录成功, 账号或密码错误, 无权限 …, are the contract's).
import { chinaHourMinute } from '../account';

export const MSG_STAFF_DISABLED = '账号已被停用';
export const MSG_STAFF_LOGGED_OUT = '退出成功';
export { MSG_SECOND_FACTOR_REQUIRED, MSG_SECOND_FACTOR_WRONG } from '@ws/api-sdk/contract';
export const MSG_SECOND_FACTOR_MISSING = '该账号未设置二次验证，请联系超级管理员';

/** The staff's lock messages: like the members', without the SMS login staff do not have. */
export const staffLockTexts = {
  account: (until: Date) => `密码错误次数过多，请于${chinaHourMinute(until)}后重试`,
  address: (until: Date) => `登录失败次数过多，请于${chinaHourMinute(until)}后重试`,
};

export const summaryLogin = (name: string, recoveryCode = false) => `登录管理后台：${name}${recoveryCode ? '（使用恢复码）' : ''}`;
export const summaryLogout = (name: string) => `退出管理后台：${name}`;
export const summaryStaffCreate = (account: string, name: string) => `新建员工：${name}（${account}）`;
export const summaryStaffUpdate = (account: string, name: string) => `修改员工：${name}（${account}）`;
export const summaryFactorReset = (account: string, name: string) => `重置二次验证：${name}（${account}）`;
