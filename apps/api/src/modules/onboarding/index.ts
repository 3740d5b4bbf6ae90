// The onboarding module: what other modules and the server's wiring may use of it.
export { reviewRecord, type ReviewAction, type ReviewKind } from './service';
// the console's 入驻审核: the same review inside its own transaction (with the audit row), and what
// "under review" means
export { AUDIT_WAITING, reviewRecordIn, type ReviewOutcome } from './service';
