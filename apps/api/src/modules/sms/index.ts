// The sms module: what other modules and the server's wiring may use of it.
export { HttpSmsSender, OutboxSmsSender, type SmsSender } from './sender';
export { MSG_BAD_CODE, consumeCode, issueCode } from './codes';
