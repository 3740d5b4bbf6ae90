// The invoice profiles: default first, each with its title, type, e-mail and (enterprise) taxpayer id.
// Manage: 设为默认, 编辑, 删除 (确定要删除吗？); add and edit open the form in a dialog. Choose mode adds
// 选择. For an order whose invoice type is a VAT special one (dict code 156/157) personal profiles are
// hidden and an enterprise profile without the special invoice's data asks to be completed first.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Badge, Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { isSpecialInvoiceDictCode, specialInvoiceError, type InvoiceProfile } from '@ws/api-sdk';
import { confirmDialog, notice, noticeFailure, QueryState } from '@ws/ui';
import { useDeleteInvoiceProfile, useInvoiceProfiles, useSetDefaultInvoiceProfile } from './api';
import { MSG_DELETE_CANCELLED, MSG_DELETE_CONFIRM } from './address-list';
import { InvoiceProfileForm } from './invoice-profile-form';
import classes from './addresses.module.css';

export interface InvoiceProfileListProps {
  mode?: 'manage' | 'choose';
  onChoose?(profile: InvoiceProfile): void;
  chosenId?: number | null;
  /** the order's invoice type (dict_code of ordre_invoice_type) */
  orderInvoiceDictCode?: number | null;
}

export const invoiceTypeLabel = (p: Pick<InvoiceProfile, 'invoice_type'>) => (p.invoice_type === 1 ? '企业' : '个人');

export function InvoiceProfileList({ mode = 'manage', onChoose, chosenId = null, orderInvoiceDictCode = null }: InvoiceProfileListProps) {
  const list = useInvoiceProfiles();
  const remove = useDeleteInvoiceProfile();
  const setDefault = useSetDefaultInvoiceProfile();
  // null: closed; -1: a new profile; else the id being edited
  const [editing, setEditing] = useState<number | null>(null);
  const special = isSpecialInvoiceDictCode(orderInvoiceDictCode);
  const busy = remove.isPending || setDefault.isPending;

  const onDelete = async (p: InvoiceProfile) => {
    if (!(await confirmDialog({ message: MSG_DELETE_CONFIRM }))) {
      notice.info(MSG_DELETE_CANCELLED);
      return;
    }
    remove.mutate(p.id, { onSuccess: () => notice.success('删除成功'), onError: noticeFailure });
  };

  const visible = (items: InvoiceProfile[]) => (special ? items.filter((p) => p.invoice_type === 1) : items);

  return (
    <section aria-label="发票信息列表">
      <div className={classes.toolbar}>
        <span>发票信息{special ? '（增值税专用发票仅限企业）' : ''}</span>
        <Button size="xs" onClick={() => setEditing(-1)}>
          新增发票信息
        </Button>
      </div>
      <QueryState query={list} isEmpty={(d) => visible(d.items).length === 0}>
        {(d) => (
          <ul className={classes.list}>
            {visible(d.items).map((p) => {
              const missing = special ? specialInvoiceError(p) : null;
              return (
                <li key={p.id} className={`${classes.card} ${chosenId === p.id ? classes.chosen : ''}`} aria-current={chosenId === p.id ? 'true' : undefined}>
                  <div className={classes.head}>
                    <span>{p.name || '个人'}</span>
                    <Badge size="sm" variant="outline">
                      {invoiceTypeLabel(p)}
                    </Badge>
                    {p.is_default === 1 && (
                      <Badge size="sm" variant="light">
                        默认
                      </Badge>
                    )}
                  </div>
                  <p className={classes.line}>邮箱：{p.email}</p>
                  {p.invoice_type === 1 && p.identification && <p className={classes.line}>纳税人识别号：{p.identification}</p>}
                  {missing && <p className={classes.line}>{missing}后才能开具增值税专用发票</p>}
                  <div className={classes.actions}>
                    {mode === 'choose' && (
                      <Button size="xs" disabled={missing !== null} onClick={() => onChoose?.(p)} aria-label={`选择 ${p.name || '个人'}`}>
                        选择
                      </Button>
                    )}
                    {p.is_default !== 1 && (
                      <Button size="xs" variant="default" disabled={busy} onClick={() => setDefault.mutate(p.id, { onSuccess: () => notice.success('设置成功'), onError: noticeFailure })}>
                        设为默认
                      </Button>
                    )}
                    <Button size="xs" variant="default" onClick={() => setEditing(p.id)}>
                      编辑
                    </Button>
                    <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={() => void onDelete(p)}>
                      删除
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === -1 ? '新增发票信息' : '编辑发票信息'} size="lg">
        {editing !== null && (
          <InvoiceProfileForm
            id={editing === -1 ? null : editing}
            orderInvoiceDictCode={orderInvoiceDictCode}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </section>
  );
}
