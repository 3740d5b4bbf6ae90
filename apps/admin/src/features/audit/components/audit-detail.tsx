// One row of the log in a dialog, read-only: who, when, from where, what, and a 字段 / 修改前 / 修改后 table of
// the changed fields (a field whose value changed is marked 已修改). Loaded lazily (AuditDetailLazy): the
// modal is not part of the list's first load.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Modal } from '@mantine/core';
import { auditActionLabel, type AdminAuditItem } from '@ws/api-sdk';
import { diffRows } from '../lib/diff';
import { targetText } from './audit-table';
import classes from './audit.module.css';

export interface AuditDetailProps {
  /** the row shown (kept while the dialog closes) */
  item: AdminAuditItem | null;
  opened: boolean;
  onClose: () => void;
}

export default function AuditDetail({ item, opened, onClose }: AuditDetailProps) {
  const rows = item ? diffRows(item.before, item.after) : [];
  return (
    <Modal opened={opened && item !== null} onClose={onClose} title="操作详情" size="lg" closeButtonProps={{ 'aria-label': '关闭' }}>
      {item && (
        <>
          <dl className={classes.facts}>
            <dt>时间</dt>
            <dd>{item.at}</dd>
            <dt>操作人</dt>
            <dd>{item.staff_account}</dd>
            <dt>IP地址</dt>
            <dd>{item.ip || '—'}</dd>
            <dt>操作</dt>
            <dd>{auditActionLabel(item.action)}</dd>
            <dt>对象</dt>
            <dd>{targetText(item) || '—'}</dd>
            <dt>摘要</dt>
            <dd>{item.summary}</dd>
          </dl>
          {rows.length === 0 ? (
            <p className={classes.muted}>此操作没有字段变化</p>
          ) : (
            <div className={classes.diffScroll}>
              <table className={classes.diff} aria-label="修改内容">
                <thead>
                  <tr>
                    <th scope="col">字段</th>
                    <th scope="col">修改前</th>
                    <th scope="col">修改后</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.field} className={r.changed ? classes.changed : undefined}>
                      <th scope="row">
                        {r.label}
                        {r.changed && <span className={classes.changedMark}>已修改</span>}
                        {r.label !== r.field && <span className={classes.fieldKey}>{r.field}</span>}
                      </th>
                      <td>{r.before}</td>
                      <td>{r.after}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              关闭
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
