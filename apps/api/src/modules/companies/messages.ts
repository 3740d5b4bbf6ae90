// The companies module's texts, as the visitor reads them.

export const MSG_NO_COMPANY = '企业不存在';
export { MSG_COMPANY_OFFLINE } from '@ws/api-sdk/contract';
