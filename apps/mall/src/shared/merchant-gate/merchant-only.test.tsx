import { configure, screen } from '@testing-library/react';
import { reloadSession } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { MerchantOnly } from './merchant-only';

configure({ asyncUtilTimeout: 4000 });

const signIn = (roles: string[]) => {
  localStorage.setItem('token', 'mock-token-1001');
  sessionStorage.setItem('roles', JSON.stringify(roles));
  reloadSession();
  server.use(mockEndpoint('profile', { ...fixtures.profile, roles: roles as typeof fixtures.profile.roles }));
};
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('MerchantOnly', { timeout: 30_000 }, () => {
  it('shows the screen to the company role', () => {
    signIn(['member', 'company']);
    renderWithProviders(
      <MerchantOnly title="售后处理">
        <p>商家内容</p>
      </MerchantOnly>,
      { route: '/merchantAfterSales' },
    );
    expect(screen.getByText('商家内容')).toBeInTheDocument();
    expect(screen.queryByText('仅企业用户可访问')).toBeNull();
  });

  it('shows 仅企业用户可访问 and the way to /uconfigJoin to a member', async () => {
    signIn(['member']);
    renderWithProviders(
      <MerchantOnly title="售后处理">
        <p>商家内容</p>
      </MerchantOnly>,
      { route: '/merchantAfterSales' },
    );
    expect(await screen.findByText('仅企业用户可访问')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '申请企业入驻' })).toHaveAttribute('href', '/uconfigJoin');
    expect(screen.queryByText('商家内容')).toBeNull();
  });
});
