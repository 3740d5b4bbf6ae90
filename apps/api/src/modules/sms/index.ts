// The sms module: what other modules and the server's wiring may use of it.
export { AliyunSmsSender, loggingSmsSender, OutboxSmsSender, type SmsSender } from './sender';
export { consumeCode, issueCode, spendCode } from './codes';
export { MSG_BAD_CODE } from './messages';
export type { SmsSettings } from './settings';
