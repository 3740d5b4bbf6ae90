export { ADMIN_STAFF_KEY, parseStaff, staffSession, staffToken, useStaffSession, type StaffSnapshot } from './staff-session';
export { hasRole } from './roles';
export { MSG_LOGGED_OUT, clearPendingLogin, loginPathFor, pendingLogin, useEndSession } from './end-session';
export { CallLayerBridge } from './call-layer-bridge';
export { ADMIN_ACTIVE_KEY, IdleLogout, STAFF_IDLE_MS, msUntilIdle } from './idle-logout';
