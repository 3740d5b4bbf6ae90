import { ApiError } from '@ws/api-sdk';
import { notice } from '@ws/ui';

/** A failed favourite call: not logged in is already handled by the call layer; else the server's msg. */
export const showFavouriteError = (e: unknown): void => {
  if (e instanceof ApiError && e.kind === 'notLoggedIn') return;
  notice.error(e instanceof Error && e.message ? e.message : '操作失败');
};
