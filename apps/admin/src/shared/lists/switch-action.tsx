// A row's on/off action (上架 / 下架, 上线 / 下线): asks first when the step takes something off the portal,
// then runs the feature's mutation and says how it went. One button for every console list that has one.
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { confirmDialog, notice, noticeFailure } from '@ws/ui';

export interface SwitchActionProps<V> {
  /** the button's text: 下架, 上架, 下线, 上线 … */
  action: string;
  /** the row's name, for the button's accessible name (`下架 张三`) */
  name: string;
  /** asked before the change (none: no question) */
  confirm?: string;
  /** the change takes something off (red) or puts it back (blue) */
  off: boolean;
  mutation: UseMutationResult<unknown, Error, V>;
  variables: NoInfer<V>;
  /** the notice once done */
  done: string;
}

export function SwitchAction<V>({ action, name, confirm, off, mutation, variables, done }: SwitchActionProps<V>) {
  const run = async () => {
    if (confirm && !(await confirmDialog({ message: confirm }))) return;
    mutation.mutate(variables, { onSuccess: () => notice.success(done), onError: (e) => noticeFailure(e) });
  };
  return (
    <Button size="compact-xs" variant="light" color={off ? 'red' : 'blue'} loading={mutation.isPending} onClick={() => void run()} aria-label={`${action} ${name}`}>
      {action}
    </Button>
  );
}
