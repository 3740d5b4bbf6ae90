// The onboarding module: what other modules and the server's wiring may use of it.
export { reviewRecord, type ReviewAction, type ReviewKind } from './service';
