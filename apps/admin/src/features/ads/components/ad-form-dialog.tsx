// 新增广告 and 编辑广告 in one dialog: the slot, title, image (the console's upload field), target link (a path of
// this site or an https address) and the optional period, with the server's rules and messages before any
// call; the server's refusal is told and the form keeps what was typed. Loaded when first wanted.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Modal } from '@mantine/core';
import { AD_IMAGE_EXTENSIONS, AD_SLOT_LABELS, AD_SLOTS, MSG_AD_SAVED, type AdminAd, type AdSlot } from '@ws/api-sdk';
import { notice, noticeFailure, SelectField, TextField, UploadField, useForm } from '@ws/ui';
import { useAdSave } from '../api/ads';
import { adRules, emptyAd, fromAd, toPayload, type AdFormValues } from '../lib/ad-form';
import classes from './ads.module.css';

export interface AdFormDialogProps {
  /** null: a new ad in `slot` */
  editing: AdminAd | null;
  slot: AdSlot;
  onClose: () => void;
}

export default function AdFormDialog({ editing, slot, onClose }: AdFormDialogProps) {
  const save = useAdSave();
  const busy = save.isPending;
  const form = useForm<AdFormValues>({ initialValues: editing ? fromAd(editing) : emptyAd(slot), validate: adRules });
  const close = () => {
    if (!busy) onClose();
  };
  const submit = form.onSubmit((values) => {
    if (busy) return;
    save.mutate(toPayload(values, editing?.id ?? null), {
      onSuccess: () => {
        notice.success(MSG_AD_SAVED);
        onClose();
      },
      onError: (e) => noticeFailure(e),
    });
  });
  const title = editing ? `编辑广告 ${editing.title}` : '新增广告';
  return (
    <Modal opened onClose={close} title={title} size="lg" closeButtonProps={{ 'aria-label': '关闭' }}>
      <form onSubmit={submit} noValidate aria-label={editing ? '编辑广告' : '新增广告'} className={classes.form}>
        <SelectField label="广告位" required {...form.getInputProps('cate_value')} data={AD_SLOTS.map((s) => ({ value: s, label: `${AD_SLOT_LABELS[s]}（${s}）` }))} />
        <TextField label="标题" required {...form.getInputProps('title')} />
        <UploadField
          label="图片"
          required
          accept={[...AD_IMAGE_EXTENSIONS]}
          value={form.values.image}
          onChange={(files) => form.setFieldValue('image', files.slice(0, 1))}
          error={form.errors.image}
        />
        <TextField label="链接" required placeholder="/expert 或 https://…" description="本站路径（以 / 开头）或 https:// 开头的地址" {...form.getInputProps('link')} />
        <div className={classes.period}>
          <TextField label="开始时间" placeholder="YYYY-MM-DD HH:mm:ss，留空为立即" {...form.getInputProps('start_time')} />
          <TextField label="结束时间" placeholder="YYYY-MM-DD HH:mm:ss，留空为长期" {...form.getInputProps('end_time')} />
        </div>
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
