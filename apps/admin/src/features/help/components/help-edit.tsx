// /admin/helpEdit?id= (no id: a new item; ?cate= preselects its category): a help item's category, title and
// body in the shared rich-text editor (headings, lists, tables, links, uploaded images, Word/WPS paste
// cleaned). 预览 shows the body exactly as the portal renders it (the same sanitizer and RichText); 保存 puts
// it on the portal at once (the server sanitizes it again and refuses a javascript: link). The agreement
// (id 48) is edited here like any item.
import '@mantine/core/styles/Button.css';
import { AGREEMENT_HELP_ID, MSG_HELP_SAVED, type AdminHelpCate, type AdminHelpDetail } from '@ws/api-sdk';
import { Button, notice, noticeFailure, QueryState, RichText, SelectField, TextField, useForm, useIdParam } from '@ws/ui';
import { RichTextEditor } from '@ws/ui/rich-text-editor';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import lists from '@/shared/lists/list.module.css';
import { routerPath } from '@/shared/navigation';
import { useHelpCates, useHelpInfo, useHelpSave } from '../api/help';
import { emptyHelp, fromDetail, helpRules, toPayload, type HelpFormValues } from '../lib/help-form';
import classes from './help.module.css';

function HelpForm({ initial, item, cates }: { initial: HelpFormValues; item: AdminHelpDetail | null; cates: AdminHelpCate[] }) {
  const form = useForm<HelpFormValues>({ initialValues: initial, validate: helpRules });
  const save = useHelpSave();
  const navigate = useNavigate();
  const [preview, setPreview] = useState(false);

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    save.mutate(toPayload(values, item?.id ?? null), {
      onSuccess: (saved) => {
        notice.success(MSG_HELP_SAVED);
        if (!item) void navigate(routerPath(`/admin/helpEdit?id=${saved.id}`), { replace: true });
      },
      onError: (e) => noticeFailure(e),
    });
  });

  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-label="帮助内容">
      {item && (
        <p className={classes.hint}>
          ID {item.id}
          {item.id === AGREEMENT_HELP_ID ? '（注册页的用户协议）' : ''}
          {item.linked === 1 ? '：站内链接引用此 ID，可编辑不可删除' : ''}
        </p>
      )}
      <SelectField
        label="帮助分类"
        required
        placeholder="请选择"
        {...form.getInputProps('cate_id')}
        data={cates.map((c) => ({ value: String(c.cate_id), label: `${c.cate_name}（${c.cate_id}）` }))}
      />
      <TextField label="标题" required {...form.getInputProps('name')} />
      <div className={classes.bodyTabs} role="group" aria-label="内容视图">
        <Button size="xs" variant={preview ? 'default' : 'filled'} aria-pressed={!preview} onClick={() => setPreview(false)}>
          编辑
        </Button>
        <Button size="xs" variant={preview ? 'filled' : 'default'} aria-pressed={preview} onClick={() => setPreview(true)}>
          预览
        </Button>
      </div>
      <div hidden={preview}>
        <RichTextEditor
          label="内容"
          contentLabel="帮助内容正文"
          fileLabel="选择内容图片"
          tables
          minHeight={320}
          value={initial.intro}
          error={typeof form.errors.intro === 'string' ? form.errors.intro : null}
          onChange={(html) => form.setFieldValue('intro', html)}
        />
      </div>
      {preview && (
        <section aria-label="内容预览" className={classes.preview}>
          <h2>{form.values.name || '（未填写标题）'}</h2>
          <RichText html={form.values.intro} />
        </section>
      )}
      <div className={classes.actions}>
        <Button type="submit" loading={save.isPending}>
          保存
        </Button>
        <Link to={routerPath('/admin/help')}>返回列表</Link>
      </div>
    </form>
  );
}

export function HelpEdit() {
  const id = useIdParam('id');
  const [params] = useSearchParams();
  const cateParam = /^[1-9]\d{0,9}$/.test(params.get('cate') ?? '') ? Number(params.get('cate')) : null;
  const info = useHelpInfo(id);
  const cates = useHelpCates();
  return (
    <section aria-labelledby="help-edit-title">
      <h1 id="help-edit-title" className={lists.title}>
        {id === null ? '新增帮助内容' : '编辑帮助内容'}
      </h1>
      <div className={lists.panel}>
        <QueryState query={cates}>
          {(c) =>
            id === null ? (
              <HelpForm initial={emptyHelp(cateParam ?? c.items[0]?.cate_id ?? null)} item={null} cates={c.items} />
            ) : (
              <QueryState query={info}>{(d) => <HelpForm key={d.id} initial={fromDetail(d)} item={d} cates={c.items} />}</QueryState>
            )
          }
        </QueryState>
      </div>
    </section>
  );
}
