// The 个人数据 tab (personal information protection): download one's own data as a JSON file, and delete
// one's account (type 注销账号, an SMS code of its own use sent to the login phone, a last confirmation).
// After deletion the session ends and the home page loads.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import { Button, Stack, TextInput } from '@mantine/core';
import { LOCAL_KEYS, MSG_DELETE_CONFIRM_TEXT, SESSION_KEYS } from '@ws/api-sdk';
import { confirmDialog, notice, useSession, SmsCodeField, useForm } from '@ws/ui';
import { useDeleteAccount, useExportData } from '../api/use-account';
import { downloadJson } from '../lib/download-json';
import classes from './personal.module.css';

export const MSG_EXPORTED = '数据已导出';
export const MSG_DELETED = '账号已注销';

function ExportSection() {
  const exportData = useExportData();
  const onExport = () =>
    exportData.mutate(undefined, {
      onSuccess: (data) => {
        downloadJson(data, `my-data-${data.exported_at.slice(0, 10)}.json`);
        notice.success(MSG_EXPORTED);
      },
      onError: (e) => notice.error(e.message),
    });
  return (
    <section aria-labelledby="export-title">
      <h2 id="export-title" className={classes.sectionTitle}>
        下载我的数据
      </h2>
      <p className={classes.muted}>导出您的账户资料、积分与余额明细、签到、收藏、银行卡、地址与发票信息、购物车、订单、询价、聊天消息、评价等个人数据（JSON 文件）。</p>
      <Button onClick={onExport} loading={exportData.isPending} disabled={exportData.isPending}>
        下载我的数据
      </Button>
    </section>
  );
}

function forgetSession() {
  try {
    for (const key of Object.values(LOCAL_KEYS)) if (key !== LOCAL_KEYS.region) localStorage.removeItem(key);
    for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
  } catch {
    // storage unavailable: the revoked token fails on the next call anyway
  }
}

function DeleteSection() {
  const phone = useSession((s) => s.phone) ?? '';
  const remove = useDeleteAccount();
  const form = useForm({
    initialValues: { confirm_text: '', smscode: '' },
    validate: {
      confirm_text: (v) => (v.trim() === MSG_DELETE_CONFIRM_TEXT ? null : `请输入“${MSG_DELETE_CONFIRM_TEXT}”确认`),
      smscode: (v) => (v.trim() ? null : '请输入手机验证码'),
    },
  });
  const submit = form.onSubmit(async (values) => {
    const sure = await confirmDialog({
      title: '注销账号',
      message: '注销后账号无法恢复，积分、收藏、银行卡等个人数据将被删除。确定要注销吗？',
      confirmLabel: '确定注销',
    });
    if (!sure) return;
    remove.mutate(values, {
      onSuccess: () => {
        notice.success(MSG_DELETED);
        // The server has revoked every token. Clear the stored session and leave with a full load: signing
        // out in the store first would let the login guard send this page to /login before it goes.
        forgetSession();
        window.location.assign('/homePage');
      },
      onError: (e) => notice.error(e.message),
    });
  });
  return (
    <section aria-labelledby="delete-title">
      <h2 id="delete-title" className={classes.sectionTitle}>
        注销账号
      </h2>
      <p className={classes.muted}>
        需先处理完钱包余额和未完成的订单。已完成的订单会为商家保留，但其中的联系人、电话和地址将被清除；您发出的聊天消息将被删除（对方的消息保留），评价保留文字和评分、删除图片，询价记录将被删除。
      </p>
      <form onSubmit={submit} noValidate aria-label="注销账号" className={classes.form}>
        <Stack gap="sm">
          <TextInput label="确认文字" placeholder={`请输入“${MSG_DELETE_CONFIRM_TEXT}”`} {...form.getInputProps('confirm_text')} />
          <SmsCodeField placeholder="请输入手机验证码" phone={phone} usecate="deleteaccount" {...form.getInputProps('smscode')} />
          <div>
            <Button type="submit" color="red" loading={remove.isPending} disabled={remove.isPending}>
              注销账号
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}

export function PersonalDataPanel() {
  return (
    <Stack gap="xl">
      <ExportSection />
      <DeleteSection />
    </Stack>
  );
}
