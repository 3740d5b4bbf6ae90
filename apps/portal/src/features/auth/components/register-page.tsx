// /register (spec 01 §2 Register): tabs 普通会员 and 企业会员. The enterprise form belongs to the onboarding
// feature: the route screen passes it in (features do not import each other); this page owns the
// agreement dialog it opens.
// UnstyledButton first: its reset (padding 0, no border) must come before the Tabs styles (the entry
// CSS has it too, see AppProviders).
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Paper, Tabs, Text, Title } from '@mantine/core';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { AppLink, PageContainer } from '@ws/ui';
import { MemberRegisterForm } from './member-register-form';

const AgreementModal = lazy(() => import('./agreement-modal'));

interface RegisterPageProps {
  /** the 企业会员 tab's form, given the action that opens the user agreement */
  enterpriseForm: (showAgreement: () => void) => ReactNode;
}

export function RegisterPage({ enterpriseForm }: RegisterPageProps) {
  const [agreementOpen, setAgreementOpen] = useState(false);
  // mounted from the first opening on, so that closing keeps its transition
  const [agreementLoaded, setAgreementLoaded] = useState(false);
  const showAgreement = () => {
    setAgreementLoaded(true);
    setAgreementOpen(true);
  };
  return (
    <PageContainer>
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={560} mx="auto" my="xl">
        <Title order={1} size="h3" mb="md" ta="center">
          用户注册
        </Title>
        <Tabs defaultValue="member" keepMountedMode="display-none">
          <Tabs.List grow mb="md">
            <Tabs.Tab value="member">普通会员</Tabs.Tab>
            <Tabs.Tab value="company">企业会员</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="member">
            <MemberRegisterForm />
          </Tabs.Panel>
          <Tabs.Panel value="company">{enterpriseForm(showAgreement)}</Tabs.Panel>
        </Tabs>
        <Text size="sm" ta="center" mt="md">
          已有账号？
          <Anchor component={AppLink} to="/login" size="sm">
            去登录
          </Anchor>
        </Text>
        {agreementLoaded && (
          <Suspense fallback={null}>
            <AgreementModal opened={agreementOpen} onClose={() => setAgreementOpen(false)} />
          </Suspense>
        )}
      </Paper>
    </PageContainer>
  );
}
