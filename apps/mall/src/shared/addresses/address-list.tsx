// The address list of one type: default first, each with contact, phone, the address on one line and
// the 默认 badge. Manage mode: 设为默认, 编辑, 删除 (确定要删除吗？ → 删除成功, or 已取消删除). Choose mode
// (the checkout's choosers) adds 选择: the screen decides what choosing does (saveChosenAddress + back).
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import type { Address, AddressType } from '@ws/api-sdk';
import { AppLink, confirmDialog, notice, noticeFailure, QueryState } from '@ws/ui';
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from './api';
import { formatAddress } from './format';
import classes from './addresses.module.css';

export interface AddressListProps {
  type: AddressType;
  /** choose: a 选择 button per address calls onChoose */
  mode?: 'manage' | 'choose';
  onChoose?(address: Address): void;
  /** the id highlighted as the current choice */
  chosenId?: number | null;
  /** the editor's link for an address id (-1: a new one) */
  editPath(id: number): string;
}

export const MSG_DELETE_CONFIRM = '确定要删除吗？';
export const MSG_DELETE_CANCELLED = '已取消删除';

export function AddressList({ type, mode = 'manage', onChoose, chosenId = null, editPath }: AddressListProps) {
  const list = useAddresses(type);
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const busy = remove.isPending || setDefault.isPending;
  const noun = type === 1 ? '发票地址' : '收货地址';

  const onDelete = async (a: Address) => {
    if (!(await confirmDialog({ message: MSG_DELETE_CONFIRM }))) {
      notice.info(MSG_DELETE_CANCELLED);
      return;
    }
    remove.mutate(a.id, { onSuccess: () => notice.success('删除成功'), onError: noticeFailure });
  };

  return (
    <section aria-label={`${noun}列表`}>
      <div className={classes.toolbar}>
        <span>{noun}</span>
        <Button component={AppLink} to={editPath(-1)} size="xs">
          新增{noun}
        </Button>
      </div>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0}>
        {(d) => (
          <ul className={classes.list}>
            {d.items.map((a) => (
              <li key={a.id} className={`${classes.card} ${chosenId === a.id ? classes.chosen : ''}`} aria-current={chosenId === a.id ? 'true' : undefined}>
                <div className={classes.head}>
                  <span>{a.contact}</span>
                  <span>{a.phone}</span>
                  {a.is_default === 1 && (
                    <Badge size="sm" variant="light">
                      默认
                    </Badge>
                  )}
                </div>
                <p className={classes.line}>{formatAddress(a)}</p>
                <div className={classes.actions}>
                  {mode === 'choose' && (
                    <Button size="xs" onClick={() => onChoose?.(a)} aria-label={`选择 ${a.contact} ${formatAddress(a)}`}>
                      选择
                    </Button>
                  )}
                  {a.is_default !== 1 && (
                    <Button size="xs" variant="default" disabled={busy} onClick={() => setDefault.mutate({ id: a.id, type }, { onSuccess: () => notice.success('设置成功'), onError: noticeFailure })}>
                      设为默认
                    </Button>
                  )}
                  <Button size="xs" variant="default" component={AppLink} to={editPath(a.id)}>
                    编辑
                  </Button>
                  <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={() => void onDelete(a)}>
                    删除
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
