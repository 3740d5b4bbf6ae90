// The onboarding module's texts: enterprise registration, company and expert applications, and their review.

export const MSG_NO_COMPANY = '企业不存在';
export const MSG_NO_ENTERPRISE = '暂无企业信息';
export const MSG_NO_EXPERT_APPLICATION = '暂无专家入驻申请';
export const MSG_REGISTERED = '注册成功';
export const MSG_SUBMITTED = '提交成功，请等待审核';
export const MSG_EXPERT_SUBMITTED = '提交成功！';
export const MSG_ALREADY_REGISTERED = '该手机号已注册';
export const MSG_UNDER_REVIEW = '企业信息正在审核中，请勿重复提交';
export const MSG_ALREADY_APPROVED = '企业已通过审核，无需重复提交';
export const MSG_EXPERT_UNDER_REVIEW = '您已提交专家入驻申请，请等待审核';
export const MSG_EXPERT_APPROVED = '您已是认证专家，无需重复提交';
export const MSG_NO_REFERRER = '推荐人不存在';
export const MSG_PASSWORD_TOO_LONG = '密码长度不能超过64位';
export const MSG_REVIEW_DONE = '审核完成';
export const MSG_NO_EXPERT = '专家不存在';
