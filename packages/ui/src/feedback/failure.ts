// A failed call as both apps tell it (spec 01 §8: the server's msg). A 404 already raised the call layer's
// alert and code -1 its notice, so those are not shown twice; an aborted call shows nothing.
import { ApiError } from '@ws/api-sdk';
import { notice } from './notice';

/** The message of a failed call to show, or null when there is nothing (more) to show. */
export const failureMessage = (error: unknown): string | null => {
  if (error instanceof ApiError) return error.kind === 'http404' || error.kind === 'notLoggedIn' ? null : error.message;
  if (error instanceof Error && error.name === 'AbortError') return null;
  return error instanceof Error && error.message ? error.message : '操作失败';
};

/** A failed write: its message (failureMessage) as an error notice, when there is one. */
export function noticeFailure(error: unknown): void {
  const message = failureMessage(error);
  if (message) notice.error(message);
}

/**
 * A form's write, told as every form tells it: the success message as a notice, then `then()` (close, go on);
 * a failure by `onError` (default noticeFailure). `mutation.mutate(payload, noticeOutcome(MSG, onDone))`.
 */
export const noticeOutcome = (success: string, then: () => void, onError: (error: Error) => void = noticeFailure) => ({
  onSuccess: () => {
    notice.success(success);
    then();
  },
  onError,
});

/** A "not ok" answer of the server (a record that does not exist yet), not a transport failure. */
export const isServerRefusal = (error: unknown): boolean => error instanceof ApiError && error.kind === 'server';
