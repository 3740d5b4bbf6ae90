import { MSG_NOT_LOGIN } from '@ws/api-sdk';
import type { AppName } from '@ws/routes';

// A `notlogin` answer's notice is spelt differently in the two parts of the spec: the portal's (part 1 §8)
// 请先登录再咨询 / 未登录，请先登录, the mall's (part 2 §8) 请选登录再咨询 / 未登录，请先登陆. The call layer
// names the portal's spelling (its default, or a call's notLoginMessage); each app shows its own. The
// operations console (apps/admin) has its own call-layer hooks and keeps the call layer's texts.
export const CONSULT_LOGIN_MESSAGE: Record<AppName, string> = {
  portal: '请先登录再咨询',
  mall: '请选登录再咨询',
  admin: '请先登录再咨询',
};

export const NOT_LOGIN_MESSAGE: Record<AppName, string> = {
  portal: MSG_NOT_LOGIN,
  mall: '未登录，请先登陆',
  admin: MSG_NOT_LOGIN,
};

/** The call layer's not-logged-in message as the given app spells it (other messages unchanged). */
export const notLoginMessageFor = (app: AppName, message: string): string => {
  if (message === NOT_LOGIN_MESSAGE.portal) return NOT_LOGIN_MESSAGE[app];
  if (message === CONSULT_LOGIN_MESSAGE.portal) return CONSULT_LOGIN_MESSAGE[app];
  return message;
};
