// The caller's companies with their audit badge (both readings of audit_status); a rejected one shows the
// reviewer's reason and 重新提交 (/join?id=); an approved one links to its public page.
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { paths } from '@ws/routes';
import { AppLink, AuditBadge, auditState, Pager, QueryState, useListParams } from '@ws/ui';
import { MY_COMPANIES_PAGE_SIZE, useMyCompanies } from '../api/my-companies';

const KIND_LABELS = { supplier: '供应商入驻', enterprise: '企业会员' } as const;

export function MyCompanyList() {
  const { page, setPage } = useListParams([]);
  const query = useMyCompanies(page);
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0}>
      {(data) => (
        <Stack gap="sm">
          <ul aria-label="我的企业" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
            {data.items.map((c) => {
              const state = auditState(c.audit_status);
              return (
                <li key={c.id}>
                  <Paper withBorder radius="md" p="md">
                    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                        {c.firstFile && (
                          <img src={c.firstFile.FileUrl} alt="" width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }} />
                        )}
                        <Stack gap={4} style={{ minWidth: 0 }}>
                          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                            {c.name}
                          </Text>
                          <Text size="sm" c="dimmed">
                            ID：{c.id} · {KIND_LABELS[c.kind]} · 联系人：{c.contact} · 电话：{c.phone}
                          </Text>
                          <Text size="sm" c="dimmed">
                            提交时间：{c.create_time}
                          </Text>
                          {state === 'rejected' && c.audit_remark && (
                            <Text size="sm" c="red">
                              原因：{c.audit_remark}
                            </Text>
                          )}
                        </Stack>
                      </Group>
                      <Group gap="xs">
                        <AuditBadge status={c.audit_status} />
                        {state === 'rejected' && (
                          <Button size="xs" component={AppLink} to={paths.join({ id: c.id })} aria-label={`重新提交 ${c.name}`}>
                            重新提交
                          </Button>
                        )}
                        {state === 'approved' && (
                          <Button size="xs" variant="light" component={AppLink} to={paths.companyDetail({ key: c.id, currentName: '入驻名单' })}>
                            详情
                          </Button>
                        )}
                      </Group>
                    </Group>
                  </Paper>
                </li>
              );
            })}
          </ul>
          <Pager total={data.total} pageSize={MY_COMPANIES_PAGE_SIZE} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}
