// /admin/articleEdit?id= (no id: a new article): the article's channel (and its category for law 122–127 and
// the content centre 1829–1831), title, source, author, cover, recommend ids, publish time (empty: now; a
// future time publishes it by itself), the body in the shared rich-text editor (headings, lists, tables,
// links, uploaded images, Word/WPS paste cleaned) and a law's PDF or Word files. 预览 shows the body exactly as
// the portal renders it (the same sanitizer and RichText); 保存草稿 keeps it off the portal, 发布 puts it on.
import '@mantine/core/styles/Button.css';
import {
  ADMIN_ARTICLE_CHANNELS,
  ARTICLE_CHANNEL_CATEGORIES,
  ARTICLE_STATUS_LABELS,
  CHANNEL_NAMES,
  MSG_ARTICLE_PUBLISHED,
  MSG_ARTICLE_SAVED,
  type AdminArticleChannel,
  type AdminArticleDetail,
} from '@ws/api-sdk';
import { Button, notice, noticeFailure, QueryState, RichText, SelectField, TextField, UploadField, useForm, useIdParam } from '@ws/ui';
import { RichTextEditor } from '@ws/ui/rich-text-editor';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import classes from '@/shared/lists/edit.module.css';
import lists from '@/shared/lists/list.module.css';
import { routerPath } from '@/shared/navigation';
import { useArticleInfo, useArticleSave } from '../api/articles';
import { articleRules, emptyArticle, fromDetail, toPayload, type ArticleFormValues } from '../lib/article-form';
import own from './articles.module.css';

function ArticleForm({ initial, article }: { initial: ArticleFormValues; article: AdminArticleDetail | null }) {
  const form = useForm<ArticleFormValues>({ initialValues: initial, validate: articleRules });
  const save = useArticleSave();
  const navigate = useNavigate();
  const [preview, setPreview] = useState(false);
  const categories = ARTICLE_CHANNEL_CATEGORIES[form.values.channel];

  const submit = (status: 0 | 1) =>
    form.onSubmit((values) => {
      save.mutate(toPayload(values, article?.id ?? null, status), {
        onSuccess: (saved) => {
          notice.success(status === 1 ? MSG_ARTICLE_PUBLISHED : MSG_ARTICLE_SAVED);
          if (!article) void navigate(routerPath(`/admin/articleEdit?id=${saved.id}`), { replace: true });
        },
        onError: (e) => noticeFailure(e),
      });
    });

  return (
    <form className={classes.form} onSubmit={(e) => e.preventDefault()} noValidate aria-label="文章">
      <div className={classes.grid}>
        <SelectField
          label="栏目"
          required
          value={form.values.channel}
          onChange={(e) => {
            form.setFieldValue('channel', e.currentTarget.value as AdminArticleChannel);
            form.setFieldValue('cate_id', '');
          }}
          data={ADMIN_ARTICLE_CHANNELS.map((c) => ({ value: c, label: CHANNEL_NAMES[c] }))}
        />
        {categories && (
          <SelectField
            label={form.values.channel === 'law' ? '法规分类' : '内容中心分类'}
            required
            placeholder="请选择"
            {...form.getInputProps('cate_id')}
            data={categories.map((c) => ({ value: String(c.id), label: `${c.name}（${c.id}）` }))}
          />
        )}
        <TextField label="标题" required className={classes.wide} {...form.getInputProps('title')} />
        <TextField label="来源" {...form.getInputProps('add_from')} />
        <TextField label="作者" {...form.getInputProps('author')} />
        <TextField label="发布时间" placeholder="YYYY-MM-DD HH:mm:ss，留空为当前时间" description="未来的时间到点后自动出现在门户" {...form.getInputProps('publish_time')} />
        <TextField label="推荐 ID" placeholder="多个用逗号分隔" {...form.getInputProps('recommendIds')} />
        <UploadField
          label="封面"
          accept={['jpg', 'jpeg', 'png', 'gif', 'webp']}
          value={form.values.cover}
          onChange={(files) => form.setFieldValue('cover', files.slice(0, 1))}
          error={form.errors.cover}
        />
        {form.values.channel === 'law' && (
          <UploadField
            label="法规文件（PDF 或 Word）"
            multiple
            max={5}
            maxSizeMb={20}
            accept={['pdf', 'docx']}
            value={form.values.resource_items}
            onChange={(files) => form.setFieldValue('resource_items', files)}
            error={form.errors.resource_items}
          />
        )}
      </div>
      <div className={own.bodyTabs} role="group" aria-label="正文视图">
        <Button size="xs" variant={preview ? 'default' : 'filled'} aria-pressed={!preview} onClick={() => setPreview(false)}>
          编辑
        </Button>
        <Button size="xs" variant={preview ? 'filled' : 'default'} aria-pressed={preview} onClick={() => setPreview(true)}>
          预览
        </Button>
      </div>
      <div hidden={preview}>
        <RichTextEditor
          label="正文"
          contentLabel="正文内容"
          fileLabel="选择正文图片"
          tables
          minHeight={320}
          value={initial.intro}
          error={typeof form.errors.intro === 'string' ? form.errors.intro : null}
          onChange={(html) => form.setFieldValue('intro', html)}
        />
      </div>
      {preview && (
        <section aria-label="正文预览" className={own.preview}>
          <h2>{form.values.title || '（未填写标题）'}</h2>
          <RichText html={form.values.intro} />
        </section>
      )}
      <div className={classes.actions}>
        <Button type="button" variant="default" loading={save.isPending} onClick={() => submit(0)()}>
          保存草稿
        </Button>
        <Button type="button" loading={save.isPending} onClick={() => submit(1)()}>
          发布
        </Button>
        {article && <span className={own.state}>当前状态：{article.scheduled ? '定时发布' : ARTICLE_STATUS_LABELS[article.status]}</span>}
        <Link to={routerPath('/admin/articles')}>返回列表</Link>
      </div>
    </form>
  );
}

export function ArticleEdit() {
  const id = useIdParam('id');
  const info = useArticleInfo(id);
  return (
    <section aria-labelledby="article-edit-title">
      <h1 id="article-edit-title" className={lists.title}>
        {id === null ? '新建文章' : '编辑文章'}
      </h1>
      <div className={lists.panel}>
        {id === null ? (
          <ArticleForm initial={emptyArticle()} article={null} />
        ) : (
          <QueryState query={info}>{(a) => <ArticleForm key={a.id} initial={fromDetail(a)} article={a} />}</QueryState>
        )}
      </div>
    </section>
  );
}
