// The account module: what other modules and the server's wiring may use of it.
// the WeChat website login: its settings (config.ts) and the demo's emulator of open.weixin (app.ts)
export { wechatLoginSettingsFromEnv, WECHAT_LOGIN_PRODUCTION_VARS, type WechatLoginSettings } from './wechat-login';
export { registerWechatOpenEmulator } from './wechat-emulator';
export { resolveToken } from './tokens';
export { DELETED_MOBILE_PREFIX, DELETED_USER_NAME, erasePersonalRows, exportPersonalRows, holdLiveAccount } from './deletion';
export { hashPassword } from './password';
export type { AuthUser } from './tokens';
export { profileFigures } from './service';
// the personal centre counts companies as the profile does
export { approvedCompanyCount } from './queries';
// the console's staff log in with the same password hashing, token hashing and failure limits
export { verifyPassword } from './password';
export { hashToken } from './tokens';
// the console's 用户管理 logs a disabled member out everywhere, in its own transaction
export { revokeAllTokens } from './tokens';
export { chinaHourMinute, loginLimitsFromEnv, staffAccountKey, startPasswordAttempt, type LoginLimits, type LockTexts } from './login-limits';
