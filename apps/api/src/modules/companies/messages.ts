// The companies module's texts, as the visitor reads them.

export const MSG_NO_COMPANY = '企业不存在';
