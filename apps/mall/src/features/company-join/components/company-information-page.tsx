// /companyInformation (spec 02 §2 "Personal centre"): the user's company records (name, first image, ID,
// contact, phone, audit badge, details to /companyDetail?key=) and the supplier onboarding list
// (供应商入驻) with a new-company button to /join. Only an approved company has a public page; a rejected
// one offers its re-submit instead (/join?id= for a supplier, /uconfigJoin for the enterprise record).
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import type { CompanyKind, MyCompany } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, CompanyRecords } from '@ws/ui';

const lines = (c: MyCompany) => [`ID：${c.id}`, `联系人：${c.contact} · 电话：${c.phone}`];

function CompanyList({ kind, label }: { kind?: CompanyKind; label: string }) {
  // a page of its own per tab (kept in the component: the two tabs page independently)
  const [page, setPage] = useState(1);
  return (
    <CompanyRecords
      label={label}
      kind={kind}
      page={page}
      onPageChange={setPage}
      logoSize={64}
      logoAlt={(c) => c.name}
      lines={lines}
      detailTo={(c) => paths.companyDetail({ key: c.id })}
      detailLabel={(c) => `详情 ${c.name}`}
      resubmitTo={(c) => (c.kind === 'enterprise' ? '/uconfigJoin' : paths.join({ id: c.id }))}
    />
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
