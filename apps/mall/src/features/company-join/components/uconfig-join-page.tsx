// /uconfigJoin (spec 02 §2, §4, §5): the enterprise join form, then the audit status view. The caller's
// enterprise record decides: none (the answer is not ok) shows the form; 100 / 0 / 3 审核中; 2 审核不通过
// with the reviewer's reason and 重新上传 (the form, filled in); 1 审核通过: the user is a company member,
// and the session's roles are refreshed so that the merchant menu appears.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { MyCompanyDetail } from '@ws/api-sdk';
import { AppLink, AuditBadge, auditState, isServerRefusal, QueryState, SkeletonLines } from '@ws/ui';
import { useEnterpriseRecord } from '../api/enterprise-record';
import { useRefreshRolesWhen } from '../api/refresh-profile';

// The form (Mantine form, MultiSelect with its popover, three upload fields) is most of this screen's code and
// shows only without a record or after 重新上传: it loads when it is shown.
const EnterpriseJoinForm = lazy(() => import('./enterprise-join-form').then((m) => ({ default: m.EnterpriseJoinForm })));

function AuditView({ record, onReupload }: { record: MyCompanyDetail; onReupload: () => void }) {
  const state = auditState(record.audit_status);
  useRefreshRolesWhen(state === 'approved');
  return (
    <Stack align="center" gap="sm" py="lg" role="region" aria-label="审核状态">
      <Text fw={600} ta="center" style={{ overflowWrap: 'anywhere' }}>
        {record.name}
      </Text>
      <AuditBadge status={record.audit_status} />
      {state === 'reviewing' && (
        <Text size="sm" c="dimmed" ta="center">
          资料已提交，请耐心等待审核。
        </Text>
      )}
      {state === 'rejected' && (
        <>
          {record.audit_remark && <Text c="red">原因：{record.audit_remark}</Text>}
          <Button onClick={onReupload}>重新上传</Button>
        </>
      )}
      {state === 'approved' && (
        <>
          <Text size="sm" ta="center">
            您已是企业会员，可在商家服务中管理订单和企业资料。
          </Text>
          <Group>
            <Button component={AppLink} to="/merchant">
              订单管理
            </Button>
            <Button component={AppLink} to="/companyInformation" variant="light">
              企业资料
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

export function UconfigJoinPage() {
  const record = useEnterpriseRecord();
  const [reuploading, setReuploading] = useState(false);
  const none = record.isError && isServerRefusal(record.error);
  const done = () => {
    setReuploading(false);
    void record.refetch();
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
      {none ? (
        <Suspense fallback={<SkeletonLines rows={6} />}>
          <EnterpriseJoinForm record={null} onDone={done} />
        </Suspense>
      ) : reuploading && record.data ? (
        <Suspense fallback={<SkeletonLines rows={6} />}>
          <EnterpriseJoinForm record={record.data} onDone={done} />
        </Suspense>
      ) : (
        <QueryState query={record}>{(data) => <AuditView record={data} onReupload={() => setReuploading(true)} />}</QueryState>
      )}
    </Paper>
  );
}
