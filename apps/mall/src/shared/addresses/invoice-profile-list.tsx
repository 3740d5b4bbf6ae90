// The invoice profiles: default first, each with its title, type, e-mail and (enterprise) taxpayer id; an
// enterprise profile complete for a VAT special invoice says 可开专票. Manage: 设为默认, 编辑, 删除
// (确定要删除吗？); add and edit open the form in a dialog. Choose mode adds 选择. For an order whose invoice
// type is a VAT special one (dict code 156/157) personal profiles are hidden, and only a profile complete for
// it (isSpecialInvoiceReady) can be chosen: another one is shown disabled with what it lacks
// (专票需填写完整的开票信息，请完善：…) and a 去完善 button that opens its editor.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Badge, Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { INVOICE_TYPE, isSpecialInvoiceDictCode, type InvoiceProfile } from '@ws/api-sdk';
import { confirmDialog, notice, noticeFailure, QueryState } from '@ws/ui';
import { isSpecialInvoiceReady, specialInvoiceProblem } from '@ws/validators/mall';
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

export const invoiceTypeLabel = (p: Pick<InvoiceProfile, 'invoice_type'>) => (p.invoice_type === INVOICE_TYPE.enterprise ? '企业' : '个人');

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

  const visible = (items: InvoiceProfile[]) => (special ? items.filter((p) => p.invoice_type === INVOICE_TYPE.enterprise) : items);

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
              const problem = special ? specialInvoiceProblem(p) : null;
              const cardClass = [classes.card, chosenId === p.id ? classes.chosen : '', problem ? classes.unavailable : ''].filter(Boolean).join(' ');
              return (
                <li key={p.id} className={cardClass} aria-current={chosenId === p.id ? 'true' : undefined}>
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
                    {p.invoice_type === INVOICE_TYPE.enterprise && isSpecialInvoiceReady(p) && (
                      <Badge size="sm" variant="light" color="teal">
                        可开专票
                      </Badge>
                    )}
                  </div>
                  <p className={classes.line}>邮箱：{p.email}</p>
                  {p.invoice_type === INVOICE_TYPE.enterprise && p.identification && <p className={classes.line}>纳税人识别号：{p.identification}</p>}
                  {problem && <p className={classes.reason}>{problem}</p>}
                  <div className={classes.actions}>
                    {mode === 'choose' && (
                      <Button size="xs" disabled={problem !== null} onClick={() => onChoose?.(p)} aria-label={`选择 ${p.name || '个人'}`}>
                        选择
                      </Button>
                    )}
                    {problem && (
                      <Button size="xs" onClick={() => setEditing(p.id)} aria-label={`去完善 ${p.name}`}>
                        去完善
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
