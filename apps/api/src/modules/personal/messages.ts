// The personal centre's texts. Those the apps show too (保存成功, 签到成功, 今日已签到, 账号已注销, the
// deletion's confirm text) come from @ws/api-sdk/contract.
import { MSG_DELETE_CONFIRM_TEXT } from '@ws/api-sdk/contract';

export const MSG_FAV_ADDED = '收藏成功';
export const MSG_FAV_REMOVED = '取消成功';
export const MSG_FAV_NOT_FOUND = '收藏不存在或已取消';
/** The points ledger's remark of a daily sign-in. */
export const SIGN_REMARK = '每日签到';
export const MSG_USER_MISSING = '用户不存在';
export const MSG_NAME_REQUIRED = '请输入姓名';
export const MSG_EMAIL_FORMAT = '请输入正确的邮箱格式';
export const MSG_DELETE_CONFIRM = `请输入“${MSG_DELETE_CONFIRM_TEXT}”确认`;
export const MSG_OPEN_ORDERS = '您还有未完成的订单，请完成或取消后再注销';
export const MSG_BALANCE_LEFT = '账户仍有余额，请先处理后再注销';
/** A points change that would take the balance below zero (InsufficientPointsError). */
export const MSG_POINTS_SHORT = '积分不足';
