// Failed login / SMS / password reset (spec 01 §8): the server message in a dialog with a 确定 button.
// A 404 already raised the call layer's alert and code -1 its notice, so those are not shown twice
// (failureMessage of @ws/ui).
import { alertDialog, failureMessage } from '@ws/ui';

export const showErrorDialog = (error: unknown): void => {
  const message = failureMessage(error);
  if (message) void alertDialog({ title: '提示', message });
};
