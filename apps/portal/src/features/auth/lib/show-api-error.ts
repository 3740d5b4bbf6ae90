// Failed login / SMS / password reset (spec 01 §8): the server message in a dialog with a 确定 button.
// A 404 already raised the call layer's alert and code -1 its notice, so those are not shown twice.
import { ApiError } from '@ws/api-sdk';
import { alertDialog } from '@ws/ui';

export const errorMessage = (error: unknown): string | null => {
  if (error instanceof ApiError) return error.kind === 'http404' || error.kind === 'notLoggedIn' ? null : error.message;
  if (error instanceof Error && error.name === 'AbortError') return null;
  return error instanceof Error && error.message ? error.message : '操作失败';
};

export const showErrorDialog = (error: unknown): void => {
  const message = errorMessage(error);
  if (message) void alertDialog({ title: '提示', message });
};
