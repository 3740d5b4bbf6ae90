// The chat module's texts, as the two sides of a conversation read them (MSG_CHAT_ENDED and
// MSG_CHAT_TOO_LONG are the contract's, imported from @ws/api-sdk/contract).

export const MSG_CHAT_MISSING = '会话不存在';
export const MSG_USER_MISSING = '用户不存在';
export const MSG_ONLY_EXPERT_ENDS = '只有专家可以结束咨询';
export const MSG_NOT_ENDED = '咨询未结束，暂不能评价';
export const MSG_ALREADY_RATED = '您已评价过了';
export const MSG_BAD_SCORE = '请选择评分';
