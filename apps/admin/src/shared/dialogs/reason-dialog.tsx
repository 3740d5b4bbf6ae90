// A decision that needs a written reason (驳回 an application, 停用 a member): the reason is required (the
// rule's message when empty, no call); the submit button sends it trimmed, busy while it runs, and the
// dialog cannot be closed meanwhile. Loaded lazily by its users when first wanted (ReasonDialogLazy): the
// modal is not part of a screen's first load.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Modal, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';

export interface ReasonDialogProps {
  opened: boolean;
  /** e.g. 驳回申请 */
  title: string;
  /** e.g. 驳回原因 */
  label: string;
  /** e.g. 确定驳回 */
  submitLabel: string;
  /** the message for a missing reason, or null */
  rule: (reason: string, values: object) => string | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

export default function ReasonDialog({ opened, title, label, submitLabel, rule, busy, onClose, onSubmit }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = rule(reason, {});
    setError(problem);
    if (problem === null) onSubmit(reason.trim());
  };
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} closeButtonProps={{ 'aria-label': '关闭' }}>
      <form onSubmit={submit} noValidate>
        <Textarea
          label={label}
          required
          rows={4}
          maxLength={200}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            if (error) setError(null);
          }}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close} disabled={busy}>
            取消
          </Button>
          <Button type="submit" color="red" loading={busy} disabled={busy}>
            {submitLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
