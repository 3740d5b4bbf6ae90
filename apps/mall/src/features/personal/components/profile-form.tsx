// The 个人资料 tab: name and e-mail (the mobile is the login account and shows read-only).
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import { Button, Stack, TextInput } from '@mantine/core';
import type { UserInfo } from '@ws/api-sdk';
import { QueryState, notice, useForm } from '@ws/ui';
import { useUpdateUser, useUserInfo } from '../api/use-account';
import classes from './personal.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function Fields({ info }: { info: UserInfo }) {
  const form = useForm({
    initialValues: { name: info.name, email: info.email },
    validate: {
      name: (v) => (v.trim() ? null : '请输入姓名'),
      email: (v) => (v.trim() === '' || EMAIL.test(v.trim()) ? null : '请输入正确的邮箱格式'),
    },
  });
  const update = useUpdateUser();
  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => notice.success('保存成功'),
      onError: (e) => notice.error(e.message),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="个人资料" className={classes.form}>
      <Stack gap="sm">
        <TextInput label="手机号" value={info.user_mobile} readOnly />
        <TextInput label="姓名" maxLength={20} {...form.getInputProps('name')} />
        <TextInput label="邮箱" type="email" maxLength={100} {...form.getInputProps('email')} />
        <TextInput label="所在地区" value={[info.province, info.city, info.county].filter(Boolean).join(' ')} readOnly />
        <TextInput label="注册时间" value={info.create_time} readOnly />
        <div>
          <Button type="submit" loading={update.isPending} disabled={update.isPending}>
            保存
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export function ProfileForm() {
  const info = useUserInfo();
  return <QueryState query={info}>{(i) => <Fields info={i} />}</QueryState>;
}
