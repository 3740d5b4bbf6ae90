import { screen, within } from '@testing-library/react';
import { mockEndpoint, fixtures } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { ACTIVE_MARKERS, personalMenu } from './menu';
import { PersonalLayout } from './personal-layout';

const labels = (roles: Parameters<typeof personalMenu>[0]) => personalMenu(roles).flatMap((g) => g.links.map((l) => l.label));

describe('personal menu', () => {
  it('shows role entries only to their roles', () => {
    const member = labels({ roles: ['member'], IsCustUser: 0, IsExpert: 0 });
    expect(member).not.toContain('商家服务');
    expect(member).not.toContain('经营概况');
    expect(member).not.toContain('企业资料');
    expect(member).not.toContain('我的推广');
    expect(member).not.toContain('会员咨询');
    expect(labels({ roles: ['member', 'company'], IsCustUser: 0, IsExpert: 0 })).toEqual(expect.arrayContaining(['商家服务', '订单管理', '商品管理', '售后处理', '评价管理', '经营概况', '企业资料']));
    expect(labels({ roles: ['member', 'salesman'], IsCustUser: 0, IsExpert: 0 })).toContain('我的推广');
    expect(labels({ roles: ['member'], IsCustUser: 0, IsExpert: 1 })).toContain('会员咨询');
    expect(labels({ roles: ['member', 'custuser'], IsCustUser: 1, IsExpert: 0 })).toContain('用户咨询');
  });

  it('uses only the spec’s marker values, each once', () => {
    const markers = personalMenu({ roles: ['member', 'company', 'salesman'], IsCustUser: 0, IsExpert: 1 })
      .flatMap((g) => g.links)
      .flatMap((l) => (l.marker ? [l.marker] : []));
    for (const m of markers) expect(ACTIVE_MARKERS).toContain(m);
    expect(new Set(markers).size).toBe(markers.length);
  });
});

describe('<PersonalLayout>', () => {
  it('marks the current entry, writes its active marker, and adds the company menu from the profile call', async () => {
    localStorage.setItem('token', 't');
    server.use(mockEndpoint('profile', { ...fixtures.profile, roles: ['member', 'company'] }));
    renderWithProviders(
      <PersonalLayout title="每日签到">
        <p>内容</p>
      </PersonalLayout>,
      { app: 'mall', route: '/mySign' },
    );
    expect(screen.getByRole('heading', { name: '每日签到', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '会员中心菜单' });
    expect(within(nav).getByRole('link', { name: '每日签到' })).toHaveAttribute('aria-current', 'page');
    expect(localStorage.getItem('active')).toBe('2-4');
    expect(await within(nav).findByRole('link', { name: '企业资料' })).toHaveAttribute('href', '/companyInformation');
  });
});
