// /admin/expertEdit?id= (no id: a new expert, approved and on the portal's lists at once): name, sex, phone,
// title, consult price (0: free), avatar and qualification images, the category groups (industry / field /
// special / supply / recommend, from the portal's own category lists), expertise, technology,
// organisation, the short description and the intro (plain text, 限 500 字以内). A saved expert can be bound
// to a member by phone (the member the consult reaches) or unbound, and taken off the portal or put back.
import '@mantine/core/styles/Button.css';
import { MSG_EXPERT_BOUND, MSG_EXPERT_LISTED_OFF, MSG_EXPERT_LISTED_ON, MSG_EXPERT_PHONE_BAD, MSG_EXPERT_SAVED, MSG_EXPERT_UNBOUND_DONE, isExpertPhone, type AdminExpertDetail } from '@ws/api-sdk';
import { Button, confirmDialog, notice, noticeFailure, QueryState, Radio, RadioGroup, TextareaField, TextField, UploadField, useForm, useIdParam } from '@ws/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CategoryChecks } from '@/shared/forms/category-checks';
import lists from '@/shared/lists/list.module.css';
import { routerPath } from '@/shared/navigation';
import { useExpertBind, useExpertGroups, useExpertInfo, useExpertListed, useExpertSave } from '../api/experts';
import { emptyExpert, expertRules, fromDetail, toPayload, type ExpertFormValues } from '../lib/expert-form';
import edit from '@/shared/lists/edit.module.css';
import classes from './experts.module.css';

const IMAGES = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
const GROUP_FIELDS = [
  ['industrys', 'industry', '行业'],
  ['fields', 'field', '领域'],
  ['specials', 'special', '专项'],
  ['supplys', 'supply', '供需'],
  ['recommendIds', 'recommend', '推荐'],
] as const;

/** 绑定会员: the member of a phone becomes the expert's; 解除绑定 sets none. */
function BindBox({ expert }: { expert: AdminExpertDetail }) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const bind = useExpertBind();
  const run = async (to: string) => {
    if (to !== '' && !isExpertPhone(to)) return setError(MSG_EXPERT_PHONE_BAD);
    if (to === '' && !(await confirmDialog({ message: `解除绑定后，咨询将无法发起。确定解除“${expert.name}”的会员绑定吗？` }))) return;
    setError(null);
    bind.mutate(
      { id: expert.id, phone: to },
      {
        onSuccess: () => {
          setPhone('');
          notice.success(to === '' ? MSG_EXPERT_UNBOUND_DONE : MSG_EXPERT_BOUND);
        },
        onError: (e) => noticeFailure(e),
      },
    );
  };
  return (
    <div className={classes.bind} role="group" aria-label="绑定会员">
      <TextField
        label="绑定会员手机号"
        description={expert.user_id ? `当前绑定：${expert.user_name || '会员'}（${expert.user_mobile}）` : '当前未绑定会员，咨询需先绑定'}
        inputMode="numeric"
        maxLength={11}
        value={phone}
        error={error}
        onChange={(e) => setPhone(e.currentTarget.value.trim())}
      />
      <Button type="button" loading={bind.isPending} onClick={() => void run(phone)}>
        绑定
      </Button>
      {expert.user_id > 0 && (
        <Button type="button" variant="default" disabled={bind.isPending} onClick={() => void run('')}>
          解除绑定
        </Button>
      )}
    </div>
  );
}

function ListedButton({ expert }: { expert: AdminExpertDetail }) {
  const change = useExpertListed();
  const to = expert.listed === 1 ? 0 : 1;
  const run = async () => {
    const message = to === 0 ? `下架后门户将不再列出该专家，详情页显示“该专家已下线”。确定下架“${expert.name}”吗？` : `确定上架“${expert.name}”吗？`;
    if (!(await confirmDialog({ message }))) return;
    change.mutate({ id: expert.id, listed: to }, { onSuccess: () => notice.success(to === 0 ? MSG_EXPERT_LISTED_OFF : MSG_EXPERT_LISTED_ON), onError: (e) => noticeFailure(e) });
  };
  return (
    <Button type="button" variant="default" loading={change.isPending} onClick={() => void run()}>
      {to === 0 ? '下架' : '上架'}
    </Button>
  );
}

function ExpertForm({ initial, expert }: { initial: ExpertFormValues; expert: AdminExpertDetail | null }) {
  const form = useForm<ExpertFormValues>({ initialValues: initial, validate: expertRules });
  const save = useExpertSave();
  const groups = useExpertGroups();
  const navigate = useNavigate();

  const submit = form.onSubmit((values) => {
    save.mutate(toPayload(values, expert?.id ?? null), {
      onSuccess: (saved) => {
        notice.success(MSG_EXPERT_SAVED);
        if (!expert) void navigate(routerPath(`/admin/expertEdit?id=${saved.id}`), { replace: true });
      },
      onError: (e) => noticeFailure(e),
    });
  });

  return (
    <form className={edit.form} onSubmit={(e) => e.preventDefault()} noValidate aria-label="专家">
      <div className={edit.grid}>
        <TextField label="姓名" required {...form.getInputProps('name')} />
        <RadioGroup label="性别" {...form.getInputProps('sex')}>
          <Radio value="male" label="男" />
          <Radio value="female" label="女" />
        </RadioGroup>
        <TextField label="电话" inputMode="numeric" maxLength={11} {...form.getInputProps('phone')} />
        <TextField label="个人职称" {...form.getInputProps('title')} />
        <TextField label="咨询价格（元）" required inputMode="decimal" placeholder="免费填 0" {...form.getInputProps('price')} />
        <TextField label="任职机构" {...form.getInputProps('position')} />
        <TextField label="擅长方向" {...form.getInputProps('expert')} />
        <TextField label="技术领域" {...form.getInputProps('technology')} />
        <UploadField label="头像" accept={IMAGES} value={form.values.avatar} onChange={(files) => form.setFieldValue('avatar', files.slice(0, 1))} error={form.errors.avatar} />
        <UploadField label="资质图片" multiple max={9} accept={IMAGES} value={form.values.cert_file} onChange={(files) => form.setFieldValue('cert_file', files)} error={form.errors.cert_file} />
      </div>
      {GROUP_FIELDS.map(([key, group, label]) => (
        <CategoryChecks
          key={key}
          label={label}
          options={groups.data?.[group] ?? []}
          value={form.values[key]}
          onChange={(ids) => form.setFieldValue(key, ids)}
          error={form.errors[key]}
        />
      ))}
      <TextareaField label="专家描述" description="限 500 字以内" rows={3} {...form.getInputProps('description')} />
      <TextareaField label="个人简介" description="限 500 字以内" rows={6} {...form.getInputProps('intro')} />
      <div className={edit.actions}>
        <Button type="button" loading={save.isPending} onClick={() => submit()}>
          保存
        </Button>
        {expert && (
          <>
            <ListedButton expert={expert} />
            <span className={edit.meta}>
              {expert.listed === 1 ? '已上架' : '已下架'} · 创建时间：{expert.create_time}
            </span>
          </>
        )}
        <Link to={routerPath('/admin/experts')}>返回列表</Link>
      </div>
    </form>
  );
}

export function ExpertEdit() {
  const id = useIdParam('id');
  const info = useExpertInfo(id);
  return (
    <section aria-labelledby="expert-edit-title">
      <h1 id="expert-edit-title" className={lists.title}>
        {id === null ? '新增专家' : '编辑专家'}
      </h1>
      <div className={lists.panel}>
        {id === null ? (
          <ExpertForm initial={emptyExpert()} expert={null} />
        ) : (
          <QueryState query={info}>
            {(e) => (
              <div className={edit.form}>
                <BindBox expert={e} />
                <ExpertForm key={e.id} initial={fromDetail(e)} expert={e} />
              </div>
            )}
          </QueryState>
        )}
      </div>
    </section>
  );
}
