// /companyInformation (spec 02 §2 "Personal centre"): the user's company records (name, first image, ID,
// contact, phone, audit badge, details to /companyDetail?key=) and the supplier onboarding list
// (供应商入驻) with a new-company button to /join. Only an approved company has a public page; a rejected
// one offers its re-submit instead (/join?id= for a supplier, /uconfigJoin for the enterprise record).
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import { Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import type { CompanyKind, MyCompany } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, AuditBadge, auditState, Pager, QueryState } from '@ws/ui';
import { MY_COMPANIES_PAGE_SIZE, useMyCompanies } from '../api/my-companies';

function CompanyRow({ c }: { c: MyCompany }) {
  const state = auditState(c.audit_status);
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          {c.firstFile ? (
            <img src={c.firstFile.FileUrl} alt={c.name} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }} />
          ) : null}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {c.name}
            </Text>
            <Text size="sm" c="dimmed">
              ID：{c.id}
            </Text>
            <Text size="sm" c="dimmed">
              联系人：{c.contact} · 电话：{c.phone}
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
          {state === 'approved' && (
            <Button size="xs" variant="light" component={AppLink} to={paths.companyDetail({ key: c.id })} aria-label={`详情 ${c.name}`}>
              详情
            </Button>
          )}
          {state === 'rejected' && (
            <Button size="xs" component={AppLink} to={c.kind === 'enterprise' ? '/uconfigJoin' : paths.join({ id: c.id })} aria-label={`重新提交 ${c.name}`}>
              重新提交
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

function CompanyList({ kind, label }: { kind?: CompanyKind; label: string }) {
  // a page of its own per tab (kept in the component: the two tabs page independently)
  const [page, setPage] = useState(1);
  const query = useMyCompanies(page, kind);
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0}>
      {(data) => (
        <Stack gap="sm">
          <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
            {data.items.map((c) => (
              <CompanyRow key={c.id} c={c} />
            ))}
          </ul>
          <Pager total={data.total} pageSize={MY_COMPANIES_PAGE_SIZE} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}

export function CompanyInformationPage() {
  return (
    <Stack gap="md">
      <Tabs defaultValue="records" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="records">企业信息</Tabs.Tab>
          <Tabs.Tab value="suppliers">供应商入驻</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="records">
          <CompanyList label="企业信息" />
        </Tabs.Panel>
        <Tabs.Panel value="suppliers">
          <Stack gap="sm">
            <Group justify="flex-end">
              <Button component={AppLink} to="/join">
                新增企业
              </Button>
            </Group>
            <CompanyList kind="supplier" label="供应商入驻" />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
