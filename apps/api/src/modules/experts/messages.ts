// The experts module's texts, as the visitor or the consulting member reads them.

export const MSG_EXPERT_MISSING = '专家不存在';
export { MSG_EXPERT_OFFLINE } from '@ws/api-sdk/contract';
export const MSG_EXPERT_UNBOUND = '专家未绑定会员';
export const MSG_EXPERT_SELF = '不能咨询自己';
