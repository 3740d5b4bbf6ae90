import { ApiError } from '@ws/api-sdk';
import { notice } from '@ws/ui';

/** A failed write: the server's message as an error notice (a 404 alert and the login redirect already
 *  told the user, so those are not shown twice). */
export function noticeError(error: unknown): void {
  if (error instanceof ApiError && (error.kind === 'http404' || error.kind === 'notLoggedIn')) return;
  if (error instanceof Error && error.name === 'AbortError') return;
  notice.error(error instanceof Error && error.message ? error.message : '操作失败');
}
