import { ApiError } from '@ws/api-sdk';
import { notice } from '@ws/ui';

/** A failed write: the server's message as an error notice (404 and not-logged-in already told the user). */
export function noticeError(error: unknown): void {
  if (error instanceof ApiError && (error.kind === 'http404' || error.kind === 'notLoggedIn')) return;
  notice.error(error instanceof Error && error.message ? error.message : '操作失败');
}
