// /admin/mediaEdit?id= (no id: a new item, of ?kind= when given): kind, name, category (the kind's menu),
// author, a short description, the cover, the files of the kind — a video, a live's recording, courseware's
// lecture and handouts, a system's files — straight to the storage (up to 500 MB, with progress and cancel),
// a live's start and end, and the intro in the shared rich-text editor (the server sanitizes it with the
// portal's rules). Saved, it is on the portal at once; saving waits for the uploads under way.
import '@mantine/core/styles/Button.css';
import { MEDIA_KIND_LABELS, MEDIA_KINDS, MEDIA_LIMITS, MEDIA_STATUS_LABELS, MSG_MEDIA_SAVED, type AdminMediaDetail, type MediaKind } from '@ws/api-sdk';
import { Button, notice, noticeFailure, QueryState, SelectField, TextareaField, TextField, UploadField, useForm, useIdParam } from '@ws/ui';
import { RichTextEditor } from '@ws/ui/rich-text-editor';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import edit from '@/shared/lists/edit.module.css';
import lists from '@/shared/lists/list.module.css';
import { routerPath } from '@/shared/navigation';
import { useKindCategories, useMediaInfo, useMediaSave } from '../api/media';
import { emptyMedia, fromDetail, mediaRules, toPayload, type MediaFormValues } from '../lib/media-form';

/** The largest file the console sends (the staff policy's limit, 500 MB). */
const MEDIA_MAX_MB = 500;
const VIDEO_ACCEPT = ['mp4', 'webm', 'm4v', 'mov', 'ogv'];
const FILE_ACCEPT = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip'];

/** What the video field is called for each kind (a management system has none). */
const VIDEO_LABEL: Partial<Record<MediaKind, string>> = { video: '视频文件', live: '回放视频', course: '课件视频' };
/** What the files field is called for each kind (videos and lives have none). */
const FILES_LABEL: Partial<Record<MediaKind, string>> = { course: '课件资料', management: '制度文件' };

/** Which upload fields are still sending, by name: saving waits for all of them. */
function useUploadsBusy() {
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const track = useCallback((name: string) => (b: boolean) => setBusy((m) => (m[name] === b ? m : { ...m, [name]: b })), []);
  return { any: Object.values(busy).some(Boolean), track };
}

function MediaForm({ initial, item }: { initial: MediaFormValues; item: AdminMediaDetail | null }) {
  const form = useForm<MediaFormValues>({ initialValues: initial, validate: mediaRules });
  const save = useMediaSave();
  const kind = form.values.kind;
  const cats = useKindCategories(kind);
  const navigate = useNavigate();
  const uploads = useUploadsBusy();

  const submit = form.onSubmit((values) => {
    save.mutate(toPayload(values, item?.id ?? null), {
      onSuccess: (saved) => {
        notice.success(MSG_MEDIA_SAVED);
        if (!item) void navigate(routerPath(`/admin/mediaEdit?id=${saved.id}`), { replace: true });
      },
      onError: (e) => noticeFailure(e),
    });
  });

  const options = (cats.data?.items ?? []).map((c) => ({ value: String(c.cate_id), label: c.cate_name }));
  // an item of a category no longer in the menu still shows what it has
  if (item?.cate_id && item.kind === kind && !options.some((o) => o.value === String(item.cate_id)))
    options.push({ value: String(item.cate_id), label: item.cate_name || String(item.cate_id) });

  const videoLabel = kind ? VIDEO_LABEL[kind] : undefined;
  const filesLabel = kind ? FILES_LABEL[kind] : undefined;

  return (
    <form className={edit.form} onSubmit={(e) => e.preventDefault()} noValidate aria-label="媒体">
      <div className={edit.grid}>
        <SelectField
          label="类型"
          required
          placeholder="请选择"
          disabled={item !== null}
          data={MEDIA_KINDS.map((k) => ({ value: k, label: MEDIA_KIND_LABELS[k] }))}
          {...form.getInputProps('kind')}
          onChange={(e) => {
            form.setFieldValue('kind', e.currentTarget.value as MediaKind | '');
            form.setFieldValue('cate_id', '');
            form.clearFieldError('kind');
          }}
        />
        <TextField label="名称" required className={edit.wide} {...form.getInputProps('name')} />
        <SelectField label="分类" required placeholder={kind ? '请选择' : '请先选择类型'} disabled={!kind} data={options} {...form.getInputProps('cate_id')} />
        <TextField label={kind === 'management' ? '编写单位' : '主讲人'} {...form.getInputProps('author')} />
        {kind === 'live' ? (
          <>
            <TextField label="开始时间" required placeholder="YYYY-MM-DD HH:mm:ss" {...form.getInputProps('start_time')} />
            <TextField label="结束时间" required placeholder="YYYY-MM-DD HH:mm:ss" {...form.getInputProps('end_time')} />
          </>
        ) : (
          <TextField label="发布时间" placeholder="留空为现在（YYYY-MM-DD HH:mm:ss）" {...form.getInputProps('start_time')} />
        )}
        <TextareaField
          label="简介"
          className={edit.wide}
          minRows={2}
          description={`限 ${MEDIA_LIMITS.description} 字以内（列表和卡片上显示）`}
          {...form.getInputProps('description')}
        />
        <UploadField
          label="封面"
          accept={['jpg', 'jpeg', 'png', 'gif', 'webp']}
          value={form.values.cover}
          onChange={(files) => form.setFieldValue('cover', files.slice(0, 1))}
          onBusyChange={uploads.track('cover')}
          error={form.errors.cover}
        />
        {videoLabel ? (
          <UploadField
            label={videoLabel}
            accept={VIDEO_ACCEPT}
            maxSizeMb={MEDIA_MAX_MB}
            buttonLabel="上传视频"
            description={kind === 'live' ? '直播结束后上传，门户显示为直播回放' : '浏览器不能播放的文件，门户显示“该视频暂不能播放”'}
            value={form.values.video}
            onChange={(files) => form.setFieldValue('video', files.slice(0, 1))}
            onBusyChange={uploads.track('video')}
            error={form.errors.video}
          />
        ) : null}
        {filesLabel ? (
          <UploadField
            label={filesLabel}
            multiple
            max={MEDIA_LIMITS.files}
            accept={FILE_ACCEPT}
            maxSizeMb={MEDIA_MAX_MB}
            value={form.values.resource_items}
            onChange={(files) => form.setFieldValue('resource_items', files)}
            onBusyChange={uploads.track('files')}
            error={form.errors.resource_items}
          />
        ) : null}
      </div>
      <RichTextEditor
        label="详细介绍"
        contentLabel="详细介绍内容"
        fileLabel="选择介绍图片"
        tables
        minHeight={240}
        value={initial.intro}
        error={typeof form.errors.intro === 'string' ? form.errors.intro : null}
        onChange={(html) => form.setFieldValue('intro', html)}
      />
      <div className={edit.actions}>
        <Button type="button" loading={save.isPending} disabled={uploads.any} onClick={() => submit()}>
          保存
        </Button>
        {uploads.any ? <span className={edit.meta}>文件上传中，完成后可保存</span> : null}
        {item ? (
          <span className={edit.meta}>
            状态：{MEDIA_STATUS_LABELS[item.status]} · 浏览 {item.click_amount} 次
          </span>
        ) : null}
        <Link to={routerPath('/admin/media')}>返回列表</Link>
      </div>
    </form>
  );
}

export function MediaEdit() {
  const id = useIdParam('id');
  const [params] = useSearchParams();
  const kindParam = params.get('kind') ?? '';
  const newKind = (MEDIA_KINDS as readonly string[]).includes(kindParam) ? (kindParam as MediaKind) : '';
  const info = useMediaInfo(id);
  return (
    <section aria-labelledby="media-edit-title">
      <h1 id="media-edit-title" className={lists.title}>
        {id === null ? '新建媒体' : '编辑媒体'}
      </h1>
      <div className={lists.panel}>
        {id === null ? (
          <MediaForm initial={emptyMedia(newKind)} item={null} />
        ) : (
          <QueryState query={info}>{(m) => <MediaForm key={m.id} initial={fromDetail(m)} item={m} />}</QueryState>
        )}
      </div>
    </section>
  );
}
