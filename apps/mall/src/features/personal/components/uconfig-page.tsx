// /uconfig: tabs 个人资料 (with the WeChat login binding), 登录密码 (SMS code + login/resetPwd, spec 02 §5 messages), 收货地址, 发票地址
// (the mall's shared address book) and 个人数据 (download one's data, delete one's account). The tab is
// kept in the URL (?tab=).
import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { paths } from '@ws/routes';
import { SkeletonLines, useListParams } from '@ws/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { ProfileForm } from './profile-form';
import { WechatBindingSection } from './wechat-binding';

// Only the first tab (个人资料) is in the screen's chunk; the others load when opened (keepMounted={false}
// renders a panel only while its tab is active).
const PasswordForm = lazy(() => import('./password-form').then((m) => ({ default: m.PasswordForm })));
const PersonalDataPanel = lazy(() => import('./personal-data-panel').then((m) => ({ default: m.PersonalDataPanel })));
const AddressList = lazy(() => import('@/shared/addresses/address-list').then((m) => ({ default: m.AddressList })));

const Later = ({ children }: { children: ReactNode }) => <Suspense fallback={<SkeletonLines rows={4} />}>{children}</Suspense>;

const TABS = ['profile', 'password', 'address', 'invoice', 'data'] as const;
type Tab = (typeof TABS)[number];

export function UconfigPage() {
  const { values, setFilters } = useListParams(['tab']);
  const tab: Tab = (TABS as readonly string[]).includes(values.tab) ? (values.tab as Tab) : 'profile';
  return (
    <Tabs value={tab} onChange={(t) => setFilters({ tab: t === 'profile' ? null : t })} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="profile">个人资料</Tabs.Tab>
        <Tabs.Tab value="password">登录密码</Tabs.Tab>
        <Tabs.Tab value="address">收货地址</Tabs.Tab>
        <Tabs.Tab value="invoice">发票地址</Tabs.Tab>
        <Tabs.Tab value="data">个人数据</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="profile">
        <ProfileForm />
        <WechatBindingSection />
      </Tabs.Panel>
      <Tabs.Panel value="password">
        <Later>
          <PasswordForm />
        </Later>
      </Tabs.Panel>
      <Tabs.Panel value="address">
        <Later>
          <AddressList type={0} editPath={(id) => paths.addAddress({ id })} />
        </Later>
      </Tabs.Panel>
      <Tabs.Panel value="invoice">
        <Later>
          <AddressList type={1} editPath={(id) => paths.invoiceAddAddress({ id })} />
        </Later>
      </Tabs.Panel>
      <Tabs.Panel value="data">
        <Later>
          <PersonalDataPanel />
        </Later>
      </Tabs.Panel>
    </Tabs>
  );
}
