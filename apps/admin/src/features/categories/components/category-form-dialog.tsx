// 新增分类 / 添加子分类 / 编辑分类 in one dialog: the name, remark (简介, 500 characters at most), image (JPG,
// PNG, GIF, WEBP or SVG) and the recommend flag, with the server's rules and messages before any call; the
// server's refusal is told and the form keeps what was typed. Loaded when first wanted.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Modal } from '@mantine/core';
import { CATEGORY_IMAGE_EXTENSIONS, MSG_CATEGORY_SAVED, type AdminCategory } from '@ws/api-sdk';
import { CheckboxField, notice, noticeFailure, TextareaField, TextField, UploadField, useForm } from '@ws/ui';
import { useCategorySave } from '../api/categories';
import { categoryRules, emptyCategory, fromCategory, toPayload, type CategoryFormValues } from '../lib/category-form';
import classes from './categories.module.css';

export interface CategoryFormDialogProps {
  group: string;
  /** the category being edited, or null for a new one under `parent` (null: top level) */
  editing: AdminCategory | null;
  parent: AdminCategory | null;
  onClose: () => void;
}

export default function CategoryFormDialog({ group, editing, parent, onClose }: CategoryFormDialogProps) {
  const save = useCategorySave();
  const busy = save.isPending;
  const form = useForm<CategoryFormValues>({ initialValues: editing ? fromCategory(editing) : emptyCategory(), validate: categoryRules });
  const close = () => {
    if (!busy) onClose();
  };
  const submit = form.onSubmit((values) => {
    if (busy) return;
    save.mutate(toPayload(values, { group, id: editing?.cate_id ?? null, parentId: parent?.cate_id ?? 0 }), {
      onSuccess: () => {
        notice.success(MSG_CATEGORY_SAVED);
        onClose();
      },
      onError: (e) => noticeFailure(e),
    });
  });
  const label = editing ? '编辑分类' : parent ? '添加子分类' : '新增分类';
  const title = editing ? `编辑分类 ${editing.cate_name}（ID ${editing.cate_id}）` : parent ? `在“${parent.cate_name}”下添加子分类` : '新增顶级分类';
  return (
    <Modal opened onClose={close} title={title} size="lg" closeButtonProps={{ 'aria-label': '关闭' }}>
      <form onSubmit={submit} noValidate aria-label={label} className={classes.form}>
        <TextField label="分类名称" required {...form.getInputProps('cate_name')} />
        <TextareaField label="简介" description="最多 500 个字" minRows={3} {...form.getInputProps('remark')} />
        <UploadField
          label="图片"
          accept={[...CATEGORY_IMAGE_EXTENSIONS]}
          value={form.values.image}
          onChange={(files) => form.setFieldValue('image', files.slice(0, 1))}
          error={form.errors.image}
        />
        <CheckboxField label="推荐" {...form.getInputProps('is_recommend', { type: 'checkbox' })} />
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
