// 新增快递公司 and 编辑快递公司 (名称, 编码, 排序) in one dialog, with the server's rules and messages before
// any call; the server's refusal (该快递公司编码已存在 …) is told, also on the field it is about, and the form
// keeps what was typed. Loaded when first wanted.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { EXPRESS_SORT_MAX, MSG_EXPRESS_CODE_TAKEN, MSG_EXPRESS_SAVED, type AdminExpressSaveReq, type DictEntry } from '@ws/api-sdk';
import { isServerRefusal, notice, noticeFailure, useForm } from '@ws/ui';
import { useExpressChange } from '../api/settings';
import { expressRules } from '../lib/settings-rules';

export interface ExpressFormDialogProps {
  /** null: a new company */
  editing: DictEntry | null;
  opened: boolean;
  /** the 排序 a new company starts with */
  nextSort: number;
  onClose: () => void;
}

export default function ExpressFormDialog({ editing, opened, nextSort, onClose }: ExpressFormDialogProps) {
  const { save } = useExpressChange();
  const busy = save.isPending;
  const form = useForm({
    initialValues: { dict_label: editing?.dict_label ?? '', dict_value: editing?.dict_value ?? '', dict_sort: String(editing?.dict_sort ?? nextSort) },
    validate: expressRules,
  });
  const close = () => {
    if (!busy) onClose();
  };
  const submit = form.onSubmit((v) => {
    if (busy) return;
    const sort = v.dict_sort.trim();
    const req: AdminExpressSaveReq = { dict_label: v.dict_label.trim(), dict_value: v.dict_value.trim(), ...(sort === '' ? {} : { dict_sort: Number(sort) }) };
    save.mutate(editing ? { dict_code: editing.dict_code, ...req } : req, {
      onSuccess: () => {
        notice.success(MSG_EXPRESS_SAVED);
        onClose();
      },
      onError: (error) => {
        noticeFailure(error);
        if (isServerRefusal(error) && error.message === MSG_EXPRESS_CODE_TAKEN) form.setFieldError('dict_value', MSG_EXPRESS_CODE_TAKEN);
      },
    });
  });
  const title = editing ? `编辑快递公司 ${editing.dict_label}` : '新增快递公司';
  return (
    <Modal opened={opened} onClose={close} title={title} closeButtonProps={{ 'aria-label': '关闭' }}>
      <form onSubmit={submit} noValidate aria-label={editing ? '编辑快递公司' : '新增快递公司'}>
        <TextInput label="名称" required maxLength={30} autoComplete="off" placeholder="如 顺丰速运" data-autofocus {...form.getInputProps('dict_label')} />
        <TextInput label="编码" required mt="sm" maxLength={20} autoComplete="off" placeholder="如 SF" description="字母、数字或下划线，查询物流时使用" {...form.getInputProps('dict_value')} />
        <TextInput label="排序" mt="sm" maxLength={4} inputMode="numeric" autoComplete="off" description={`0 至 ${EXPRESS_SORT_MAX} 的整数，数字小的排在前面`} {...form.getInputProps('dict_sort')} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close} disabled={busy}>
            取消
          </Button>
          <Button type="submit" loading={busy} disabled={busy}>
            保存
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
