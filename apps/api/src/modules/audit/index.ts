// The audit module: what the console's modules use to record what their staff change.
export { recordAudit, type AuditActor, type AuditEntry } from './service';
