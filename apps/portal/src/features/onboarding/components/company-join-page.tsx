// /join (supplier onboarding, spec 01 §5 "Company join", spec 02 §5): login required (the route guard).
// The company fields plus the optional 推荐人ID, 税号, 电话, 开户银行, 银行账号 and 邮箱. The SMS code goes to
// the contact phone (usecate companyjoin). With ?id= it re-submits the caller's own rejected company,
// its values filled in. Success: the server's 提交成功，请等待审核, then /joinList.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { MyCompanyDetail } from '@ws/api-sdk';
import { AppLink, AuditBadge, auditState, CompanyFields, noticeOutcome, QueryState, useIdParam, useForm } from '@ws/ui';
import { PanelPage } from '@/shared/panel-page';
import { useCompanyJoin } from '../api/company-join';
import { useMyCompany } from '../api/my-company';
import { emptyJoin, fromCompany, toJoinPayload, validateJoin, type JoinFormValues } from '../lib/company-form';

export const MSG_JOIN_SUCCESS = '提交成功，请等待审核';

function JoinForm({ company }: { company: MyCompanyDetail | null }) {
  const form = useForm<JoinFormValues>({ initialValues: company ? fromCompany(company) : emptyJoin, validate: validateJoin });
  const join = useCompanyJoin();
  const navigate = useNavigate();
  const submit = form.onSubmit((values) => {
    join.mutate(toJoinPayload(values, company?.id), noticeOutcome(MSG_JOIN_SUCCESS, () => void navigate('/joinList')));
  });
  return (
    <form onSubmit={submit} noValidate aria-label="企业入驻">
      <Stack gap="md">
        {company?.audit_remark && (
          <Alert color="red" title="审核不通过">
            {company.audit_remark}
          </Alert>
        )}
        <CompanyFields
          form={form}
          smsPhone={form.values.phone}
          smsUsecate="companyjoin"
          smsHint="验证码发送至联系电话"
          address={{ label: '详细地址', placeholder: '选填' }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="推荐人ID" placeholder="选填" inputMode="numeric" {...form.getInputProps('parent_user_id')} />
          <TextInput label="税号" placeholder="选填" {...form.getInputProps('tax_id_number')} />
          <TextInput label="电话" placeholder="选填" {...form.getInputProps('tel')} />
          <TextInput label="邮箱" placeholder="选填" type="email" {...form.getInputProps('email')} />
          <TextInput label="开户银行" placeholder="选填" {...form.getInputProps('bank_name')} />
          <TextInput label="银行账号" placeholder="选填" inputMode="numeric" {...form.getInputProps('bank_number')} />
        </SimpleGrid>
        <Button type="submit" fullWidth loading={join.isPending} disabled={join.isPending}>
          {company ? '重新提交' : '提交'}
        </Button>
      </Stack>
    </form>
  );
}

function Resubmit({ id }: { id: number }) {
  const query = useMyCompany(id);
  return (
    <QueryState query={query}>
      {(company) =>
        auditState(company.audit_status) === 'rejected' ? (
          <JoinForm company={company} />
        ) : (
          <Stack align="center" gap="sm" py="lg">
            <Text fw={600}>{company.name}</Text>
            <AuditBadge status={company.audit_status} />
            <Text size="sm" c="dimmed">
              只有审核不通过的企业可以重新提交。
            </Text>
            <Button component={AppLink} to="/joinList" variant="light">
              返回入驻名单
            </Button>
          </Stack>
        )
      }
    </QueryState>
  );
}

export function CompanyJoinPage() {
  const id = useIdParam('id');
  return (
    <PanelPage title={id ? '重新提交企业入驻' : '企业入驻'} centered>
    {id ? <Resubmit id={id} /> : <JoinForm company={null} />}
    </PanelPage>
  );
}
