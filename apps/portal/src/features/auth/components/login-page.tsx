// /login (spec 01 §2 Login, §4 Login forms): tabs 账号登录 / 短信登录, a switch to the WeChat QR
// panel and back, links 注册账号 and 忘记密码.
// UnstyledButton first: its reset (padding 0, no border) must come before the Tabs styles (the entry
// CSS has it too, see AppProviders).
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Button, Group, Paper, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { AppLink, PageContainer } from '@ws/ui';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';
import { WechatQrPanel } from './wechat-qr-panel';

type Tab = 'password' | 'sms';

export function LoginPage() {
  const [tab, setTab] = useState<Tab>('password');
  const [wechat, setWechat] = useState(false);

  return (
    <PageContainer>
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={440} mx="auto" my="xl">
        <Title order={1} size="h3" mb="md" ta="center">
          用户登录
        </Title>
        {wechat ? (
          <WechatQrPanel />
        ) : (
          <Tabs value={tab} onChange={(v) => setTab(v === 'sms' ? 'sms' : 'password')} keepMounted={false}>
            <Tabs.List grow mb="md">
              <Tabs.Tab value="password">账号登录</Tabs.Tab>
              <Tabs.Tab value="sms">短信登录</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="password">
              <PasswordLoginForm />
            </Tabs.Panel>
            <Tabs.Panel value="sms">
              <SmsLoginForm />
            </Tabs.Panel>
          </Tabs>
        )}
        <Group justify="space-between" mt="lg" gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={() => setWechat((w) => !w)}>
            {wechat ? '返回账号登录' : '微信扫码登录'}
          </Button>
          <Group gap="md">
            <Anchor component={AppLink} to="/register" size="sm">
              注册账号
            </Anchor>
            <Anchor component={AppLink} to="/forgetPassword" size="sm">
              忘记密码
            </Anchor>
          </Group>
        </Group>
      </Paper>
    </PageContainer>
  );
}
