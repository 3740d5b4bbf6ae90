// The account module's texts: login, SMS codes, registration, password reset, logout, the WeChat website login
// and binding, the login locks and what a deleted account's chat messages read.

export const MSG_LOGIN_OK = '登录成功';
export const MSG_BAD_LOGIN = '账号或密码错误';
export const MSG_NOT_REGISTERED = '该手机号未注册';
export const MSG_ALREADY_REGISTERED = '该手机号已注册';
export const MSG_ACCOUNT_TAKEN = '该账号已被使用';
export const MSG_SENT = '发送成功';
export const MSG_REGISTERED = '注册成功';
export const MSG_PASSWORD_RESET = '修改密码成功';
export const MSG_LOGGED_OUT = '退出成功';
/** WeChat login: the state is unknown, another browser's, expired or used (a refused callback or binding). */
export const MSG_WECHAT_STALE = '登录已失效，请重新扫码';
export const MSG_WECHAT_UNCONFIGURED = '微信登录暂未开通';
export const MSG_WECHAT_MEMBER_HAS_OTHER = '该账号已绑定其他微信，请先在账户设置中解除绑定';
export const MSG_WECHAT_TAKEN = '该微信已绑定其他账号';
export const MSG_WECHAT_NOT_BOUND = '当前账号未绑定微信';
export const MSG_WECHAT_UNBOUND = '解除绑定成功';
export const MSG_PASSWORD_TOO_LONG = '密码长度不能超过64位';
export const MSG_USER_MISSING = '用户不存在';
/** A member the operations console disabled: no login of any kind, and no token of theirs works. */
export const MSG_ACCOUNT_DISABLED = '账号已被停用，请联系客服';

/** Password login of the account is locked until `hhmm` (China time); SMS login still works. */
export const msgAccountLocked = (hhmm: string) => `密码错误次数过多，请于${hhmm}后重试或使用短信验证码登录`;
/** Password login from the client address is locked until `hhmm` (China time). */
export const msgAddressLocked = (hhmm: string) => `登录失败次数过多，请于${hhmm}后重试或使用短信验证码登录`;

/** What a deleted account's chat messages read afterwards (the other side keeps its own messages). */
export const DELETED_MESSAGE = '（该用户已注销，消息已删除）';
