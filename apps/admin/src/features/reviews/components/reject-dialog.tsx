// 驳回: the reason is required (请填写驳回原因 when empty, no call); 确定 sends it, busy while it runs.
// Loaded when 驳回 is first pressed (review-detail.tsx): the modal is not part of the detail's first load.
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
import { rejectReasonRule } from '../lib/reject-rules';

export interface RejectDialogProps {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}

export default function RejectDialog({ opened, busy, onClose, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = rejectReasonRule(reason, {});
    setError(problem);
    if (problem === null) onReject(reason.trim());
  };
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="驳回申请" closeButtonProps={{ 'aria-label': '关闭' }}>
      <form onSubmit={submit} noValidate>
        <Textarea
          label="驳回原因"
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
            确定驳回
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
