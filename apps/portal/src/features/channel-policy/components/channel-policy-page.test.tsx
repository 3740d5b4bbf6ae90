import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ArticleSummary } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { loginAs, renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { ChannelPolicyPage } from './channel-policy-page';

// the notice view loads lazily on the first notice; a 2-core machine running other suites is slow
configure({ asyncUtilTimeout: 4000 });

type Payload = Record<string, string | undefined>;

/** Records the payloads of the three tabs' calls. */
function record() {
  const asked: Record<'policy' | 'expert' | 'service', Payload[]> = { policy: [], expert: [], service: [] };
  server.use(
    mockEndpoint('ChannelPolicyList', ({ payload }) => {
      asked.policy.push(payload);
      return fixtures.ChannelPolicyList;
    }),
    mockEndpoint('listexpertMenu', ({ payload }) => {
      asked.expert.push(payload);
      return fixtures.listexpertMenu;
    }),
    mockEndpoint('listcompany', ({ payload }) => {
      asked.service.push(payload);
      return fixtures.listcompany;
    }),
  );
  return asked;
}

const QUICKNAV = '/channelPolicy?channel=policy&recommendId=36';

describe('ChannelPolicyPage', { timeout: 30_000 }, () => {
  it('看政策 first: the recommend category as heading, 10 policy articles of its id, links to the detail in a new tab', async () => {
    const asked = record();
    renderWithProviders(<ChannelPolicyPage />, { route: QUICKNAV });
    expect(await screen.findByRole('heading', { level: 1, name: '消防服务' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '看政策' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '问专家' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: '找服务' })).toBeInTheDocument();

    const links = within(await screen.findByRole('list', { name: '政策列表' })).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveTextContent('广东省消防安全重点单位管理规定解读');
    expect(links[0]).toHaveTextContent('2026-04-02 09:30:00');
    expect(links[0]).toHaveAttribute('href', `/detailPages?key=111&currentName=${encodeURIComponent('消防服务')}`);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(asked.policy).toEqual([{ channel: 'policy', pageNum: '1', pageSize: '10', recommendIds: '36' }]);
    expect(asked.expert).toEqual([]);
    // 23 records, 10 per page: a pager
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: '企业入驻' })).toHaveAttribute('href', '/join');
    expect(screen.getByRole('link', { name: '专家入驻' })).toHaveAttribute('href', '/expertJoin');
  });

  it('keeps tab, keywords and page in the URL; each tab asks its call with the recommend id', async () => {
    const asked = record();
    const { user, location } = renderWithProviders(<ChannelPolicyPage />, { route: QUICKNAV });
    await screen.findByRole('list', { name: '政策列表' });

    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(asked.policy.at(-1)).toEqual({ channel: 'policy', pageNum: '2', pageSize: '10', recommendIds: '36' }));
    expect(location()).toBe(`${QUICKNAV}&page=2`);

    await user.type(screen.getByRole('textbox', { name: '看政策关键词' }), '消防{Enter}');
    await waitFor(() => expect(asked.policy.at(-1)).toEqual({ channel: 'policy', pageNum: '1', pageSize: '10', recommendIds: '36', keywords: '消防' }));
    expect(location()).toBe(`${QUICKNAV}&keywords=${encodeURIComponent('消防')}`);

    // 问专家: listexpertMenu, 10 per page; the keyword belongs to the tab it was typed in
    await user.click(screen.getByRole('tab', { name: '问专家' }));
    expect(location()).toBe(`${QUICKNAV}&tab=expert`);
    const experts = await screen.findByRole('list', { name: '专家列表' });
    expect(asked.expert).toEqual([{ pageNum: '1', pageSize: '10', recommendIds: '36' }]);
    expect(within(experts).getByRole('link', { name: '赵六' })).toHaveAttribute('href', '/detailInfo?id=1');
    expect(within(experts).getByRole('button', { name: '咨询赵六' })).toBeInTheDocument();
    expect(experts).toHaveTextContent('注册安全工程师（高级）');

    await user.type(screen.getByRole('textbox', { name: '问专家关键词' }), '赵{Enter}');
    await waitFor(() => expect(asked.expert.at(-1)).toEqual({ pageNum: '1', pageSize: '10', recommendIds: '36', keywords: '赵' }));

    // 找服务: listcompany with the recommend id
    await user.click(screen.getByRole('tab', { name: '找服务' }));
    expect(location()).toBe(`${QUICKNAV}&tab=service`);
    const companies = within(await screen.findByRole('list', { name: '服务商列表' })).getAllByRole('link');
    expect(asked.service).toEqual([{ pageNum: '1', pageSize: '10', recommendIds: '36' }]);
    expect(companies[0]).toHaveTextContent('广州安信安全技术有限公司');
    expect(companies[0]).toHaveAttribute('href', `/companyDetail?key=201&currentName=${encodeURIComponent('找服务')}`);

    await user.click(screen.getByRole('tab', { name: '看政策' }));
    expect(location()).toBe(QUICKNAV);
  });

  it('starts on the tab and page of the URL (reload, back)', async () => {
    const asked = record();
    renderWithProviders(<ChannelPolicyPage />, { route: `${QUICKNAV}&tab=expert&page=2&keywords=${encodeURIComponent('消防')}` });
    await screen.findByRole('list', { name: '专家列表' });
    expect(screen.getByRole('tab', { name: '问专家' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: '问专家关键词' })).toHaveValue('消防');
    expect(asked.expert).toEqual([{ pageNum: '2', pageSize: '10', recommendIds: '36', keywords: '消防' }]);
    expect(asked.policy).toEqual([]);
  });

  it('without a recommend id lists the whole channel under 政策频道', async () => {
    const asked = record();
    renderWithProviders(<ChannelPolicyPage />, { route: '/channelPolicy' });
    await screen.findByRole('list', { name: '政策列表' });
    expect(screen.getByRole('heading', { level: 1, name: '政策频道' })).toBeInTheDocument();
    expect(asked.policy).toEqual([{ channel: 'policy', pageNum: '1', pageSize: '10' }]);
  });

  it('shows 亲，未找到记录~ for an empty tab', async () => {
    server.use(mockEndpoint('ChannelPolicyList', { items: [] as ArticleSummary[], total: 0 }), mockEndpoint('listexpertMenu', { items: [], total: 0 }));
    const { user } = renderWithProviders(<ChannelPolicyPage />, { route: QUICKNAV });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '问专家' }));
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });

  it('咨询 in 问专家: login first, then a bound expert only', async () => {
    record();
    const { user, location } = renderWithProviders(<ChannelPolicyPage />, { route: `${QUICKNAV}&tab=expert` });
    await user.click(await screen.findByRole('button', { name: '咨询林国栋' }));
    expect(await screen.findByText('请先登录再咨询')).toBeInTheDocument();
    expect(location()).toBe(`/login?redirect=${encodeURIComponent(`${QUICKNAV}&tab=expert`)}`);
  });

  it('咨询 while logged in: an unbound expert is refused (专家未绑定会员), a bound one is paid for (QR dialog)', async () => {
    loginAs();
    record();
    const { user } = renderWithProviders(<ChannelPolicyPage />, { route: `${QUICKNAV}&tab=expert` });
    await user.click(await screen.findByRole('button', { name: '咨询林国栋' }));
    expect(await screen.findByText('专家未绑定会员')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '咨询赵六' }));
    expect(await screen.findByRole('dialog', { name: '扫码支付' })).toBeInTheDocument();
  });
});
