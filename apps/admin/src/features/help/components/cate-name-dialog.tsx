// 新增分类 and 重命名 of a help category in one dialog: its name with the server's rules before any call;
// the server's refusal is told and the dialog keeps what was typed. Loaded when first wanted.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Modal } from '@mantine/core';
import { CATEGORY_LIMITS, MSG_CATEGORY_NAME_REQUIRED, MSG_CATEGORY_NAME_TOO_LONG, MSG_HELP_SAVED, type AdminHelpCate } from '@ws/api-sdk';
import { notice, noticeFailure, TextField, useForm } from '@ws/ui';
import { useHelpCateSave } from '../api/help';
import classes from './help.module.css';

export interface CateNameDialogProps {
  /** null: a new help category */
  editing: AdminHelpCate | null;
  onClose: () => void;
}

export default function CateNameDialog({ editing, onClose }: CateNameDialogProps) {
  const save = useHelpCateSave();
  const busy = save.isPending;
  const form = useForm<{ cate_name: string }>({
    initialValues: { cate_name: editing?.cate_name ?? '' },
    validate: {
      cate_name: (v: string) => (v.trim() === '' ? MSG_CATEGORY_NAME_REQUIRED : [...v.trim()].length > CATEGORY_LIMITS.name ? MSG_CATEGORY_NAME_TOO_LONG : null),
    },
  });
  const close = () => {
    if (!busy) onClose();
  };
  const submit = form.onSubmit((values) => {
    if (busy) return;
    save.mutate(
      { ...(editing ? { cate_id: editing.cate_id } : {}), cate_name: values.cate_name.trim() },
      {
        onSuccess: () => {
          notice.success(MSG_HELP_SAVED);
          onClose();
        },
        onError: (e) => noticeFailure(e),
      },
    );
  });
  const label = editing ? '重命名帮助分类' : '新增帮助分类';
  return (
    <Modal opened onClose={close} title={editing ? `${label} ${editing.cate_name}` : label} closeButtonProps={{ 'aria-label': '关闭' }}>
      <form onSubmit={submit} noValidate aria-label={label} className={classes.form}>
        <TextField label="分类名称" required {...form.getInputProps('cate_name')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            取消
          </Button>
          <Button type="submit" loading={busy}>
            保存
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
