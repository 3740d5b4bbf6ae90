// The kernel: what every module may use, and nothing that knows a domain or HTTP.
export { DomainError, NotLoggedIn } from './errors';
export { fenToYuan, includedTaxFen, toFen } from './money';
export { chinaStamp, newOrderNo } from './ids';
export type { MainOrderNo, OrderNo, PaymentNo } from './ids';
export { isRetryableConflict, isUniqueViolation, pgError, type PgErrorInfo } from './pg-errors';
export { addMs, DAY, displayTime, formatChinaTime, ManualClock, MINUTE, SECOND, systemClock, type Clock } from './time';
export { DELETED_MOBILE_PREFIX, DELETED_USER_NAME, maskMobile, maskMobileMiddle } from './privacy';
export { fileRef } from './files';
