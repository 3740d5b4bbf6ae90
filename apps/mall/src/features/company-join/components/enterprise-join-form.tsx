// The enterprise join form of /uconfigJoin (spec 02 §5): 企业类型 (multi-select), 企业名称, 统一社会信用代码,
// 所属区域, 地址 (required here), 联系人, 联系电话, 手机验证码 (to the contact phone, usecate companyjoin),
// 企业简介 (500 characters), 企业logo (several), 营业执照 (one file), 资质图片 (several). Failure: the server's
// msg as an error; success: its msg (提交成功，请等待审核), then the audit view.
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Button.css';
import { Button, Stack } from '@mantine/core';
import type { MyCompanyDetail } from '@ws/api-sdk';
import { CompanyFields, noticeOutcome, useForm } from '@ws/ui';
import { companyFormFrom, emptyCompanyForm } from '@ws/validators/company-form';
import { useEnterpriseJoin } from '../api/enterprise-record';
import { toEnterpriseJoinPayload, validateEnterpriseJoin, type EnterpriseJoinValues } from '../lib/company-form';

export const MSG_SUBMITTED = '提交成功，请等待审核';

export function EnterpriseJoinForm({ record, onDone }: { record: MyCompanyDetail | null; onDone: () => void }) {
  const form = useForm<EnterpriseJoinValues>({
    // a rejected record's values for the re-upload (the SMS code is asked again)
    initialValues: record ? companyFormFrom(record) : emptyCompanyForm,
    validate: validateEnterpriseJoin,
  });
  const join = useEnterpriseJoin();
  const submit = form.onSubmit((values) => {
    join.mutate(toEnterpriseJoinPayload(values), noticeOutcome(MSG_SUBMITTED, onDone));
  });
  return (
    <form onSubmit={submit} noValidate aria-label="企业入驻">
      <Stack gap="md">
        <CompanyFields
          form={form}
          smsPhone={form.values.phone}
          smsUsecate="companyjoin"
          smsHint="验证码发送至联系电话"
          address={{ label: '地址', placeholder: '请填写地址', required: true }}
          phonePlaceholder="请输入电话号码"
        />
        <Button type="submit" fullWidth loading={join.isPending} disabled={join.isPending}>
          {record ? '重新提交' : '提交'}
        </Button>
      </Stack>
    </form>
  );
}
