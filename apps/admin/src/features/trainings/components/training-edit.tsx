// /admin/trainingEdit?id= (no id: a new training): name, category (the training menu's), price (0: free),
// start and end ('YYYY-MM-DD HH:mm:ss'), cover, and the intro in the shared rich-text editor (the portal's
// /trainInfo renders it as rich text; the server sanitizes it with the portal's rules). Saved, it is on the
// portal at once.
import '@mantine/core/styles/Button.css';
import { MSG_TRAINING_SAVED, type AdminTrainingDetail } from '@ws/api-sdk';
import { Button, notice, noticeFailure, QueryState, SelectField, TextField, UploadField, useForm, useIdParam } from '@ws/ui';
import { RichTextEditor } from '@ws/ui/rich-text-editor';
import { Link, useNavigate } from 'react-router';
import classes from '@/shared/lists/edit.module.css';
import lists from '@/shared/lists/list.module.css';
import { routerPath } from '@/shared/navigation';
import { useTrainCategories, useTrainingInfo, useTrainingSave } from '../api/trainings';
import { emptyTraining, fromDetail, toPayload, trainingRules, type TrainingFormValues } from '../lib/training-form';

function TrainingForm({ initial, training }: { initial: TrainingFormValues; training: AdminTrainingDetail | null }) {
  const form = useForm<TrainingFormValues>({ initialValues: initial, validate: trainingRules });
  const save = useTrainingSave();
  const cats = useTrainCategories();
  const navigate = useNavigate();

  const submit = form.onSubmit((values) => {
    save.mutate(toPayload(values, training?.id ?? null), {
      onSuccess: (saved) => {
        notice.success(MSG_TRAINING_SAVED);
        if (!training) void navigate(routerPath(`/admin/trainingEdit?id=${saved.id}`), { replace: true });
      },
      onError: (e) => noticeFailure(e),
    });
  });

  const options = (cats.data?.items ?? []).map((c) => ({ value: String(c.cate_id), label: c.cate_name }));
  // a training of a category no longer in the menu still shows what it has
  if (training?.cate_id && !options.some((o) => o.value === String(training.cate_id))) options.push({ value: String(training.cate_id), label: training.cate_name || String(training.cate_id) });

  return (
    <form className={classes.form} onSubmit={(e) => e.preventDefault()} noValidate aria-label="培训">
      <div className={classes.grid}>
        <TextField label="培训名称" required className={classes.wide} {...form.getInputProps('name')} />
        <SelectField label="培训分类" required placeholder="请选择" data={options} {...form.getInputProps('cate_id')} />
        <TextField label="价格（元）" required inputMode="decimal" placeholder="免费填 0" {...form.getInputProps('price')} />
        <TextField label="开始时间" required placeholder="YYYY-MM-DD HH:mm:ss" {...form.getInputProps('start_time')} />
        <TextField label="结束时间" required placeholder="YYYY-MM-DD HH:mm:ss" {...form.getInputProps('end_time')} />
        <UploadField
          label="封面"
          accept={['jpg', 'jpeg', 'png', 'gif', 'webp']}
          value={form.values.cover}
          onChange={(files) => form.setFieldValue('cover', files.slice(0, 1))}
          error={form.errors.cover}
        />
      </div>
      <RichTextEditor
        label="培训介绍"
        contentLabel="培训介绍内容"
        fileLabel="选择介绍图片"
        tables
        minHeight={280}
        value={initial.intro}
        error={typeof form.errors.intro === 'string' ? form.errors.intro : null}
        onChange={(html) => form.setFieldValue('intro', html)}
      />
      <div className={classes.actions}>
        <Button type="button" loading={save.isPending} onClick={() => submit()}>
          保存
        </Button>
        {training && (
          <>
            <span className={classes.meta}>创建时间：{training.create_time}</span>
            <Link to={routerPath(`/admin/trainingSignups?id=${training.id}`)}>报名名单</Link>
          </>
        )}
        <Link to={routerPath('/admin/trainings')}>返回列表</Link>
      </div>
    </form>
  );
}

export function TrainingEdit() {
  const id = useIdParam('id');
  const info = useTrainingInfo(id);
  return (
    <section aria-labelledby="training-edit-title">
      <h1 id="training-edit-title" className={lists.title}>
        {id === null ? '新建培训' : '编辑培训'}
      </h1>
      <div className={lists.panel}>
        {id === null ? (
          <TrainingForm initial={emptyTraining()} training={null} />
        ) : (
          <QueryState query={info}>{(t) => <TrainingForm key={t.id} initial={fromDetail(t)} training={t} />}</QueryState>
        )}
      </div>
    </section>
  );
}
