import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_KEYS } from '@ws/api-sdk';
import { mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { HomeBanner } from './home-banner';

describe('HomeBanner', () => {
  it('shows the homebanner carousel and the homepcvertical ads', async () => {
    renderWithProviders(<HomeBanner />);
    const first = await screen.findByRole('img', { name: '安全生产月：人人讲安全，个个会应急' });
    expect(first).toHaveAttribute('src', '/uploads/demo/ad-homebanner-101.png');
    expect(first.closest('a')).toHaveAttribute('href', '/channelPolicy');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    // the carousel chunk replaces the first banner shown alone once it has loaded
    fireEvent.load(first);
    expect(await screen.findByRole('img', { name: '企业安全服务一站式平台' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '专家在线咨询，快速响应' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一张' })).toBeInTheDocument();
    const side = screen.getByRole('complementary', { name: '推荐广告' });
    const sideFirst = await within(side).findByRole('img', { name: '赋能商城：劳保用品专区' });
    expect(sideFirst).toHaveAttribute('src', '/uploads/demo/ad-homepcvertical-111.png');
    // the desktop's largest paint is not lazy-loaded
    expect(sideFirst).toHaveAttribute('loading', 'eager');
  });

  it('fetches the carousel only after the first banner has loaded', async () => {
    renderWithProviders(<HomeBanner />);
    const first = await screen.findByRole('img', { name: '安全生产月：人人讲安全，个个会应急' });
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull();
    expect(screen.getAllByRole('img', { name: '安全生产月：人人讲安全，个个会应急' })).toHaveLength(1);
    fireEvent.load(first);
    expect(await screen.findByRole('button', { name: '下一张' })).toBeInTheDocument();
  });

  it('lists the empowerment categories with their children; a click stores the choice for /enable', async () => {
    renderWithProviders(<HomeBanner />);
    const menu = await screen.findByRole('navigation', { name: '赋能分类' });
    const top = await within(menu).findByRole('link', { name: '劳保用品' });
    expect(top).toHaveAttribute('href', '/enable?cate=401');
    const child = within(menu).getByRole('link', { name: '安全帽' });
    expect(child).toHaveAttribute('href', '/enable?cate=401&sub_cate=4011');

    // the mall is another app: a plain link (full page load); keep jsdom from navigating
    const stop = (e: MouseEvent) => e.preventDefault();
    document.addEventListener('click', stop);
    await userEvent.click(child);
    expect(window.sessionStorage.getItem(SESSION_KEYS.enableItem)).toBe('401');
    expect(window.sessionStorage.getItem(SESSION_KEYS.enableSub)).toBe('4011');
    await userEvent.click(within(menu).getByRole('link', { name: '消防器材' }));
    expect(window.sessionStorage.getItem(SESSION_KEYS.enableItem)).toBe('402');
    expect(window.sessionStorage.getItem(SESSION_KEYS.enableSub)).toBeNull();
    document.removeEventListener('click', stop);
  });

  it('an empty carousel shows 亲，未找到记录~ and the menu still renders', async () => {
    server.use(mockEndpoint('listads', { items: [] }));
    renderWithProviders(<HomeBanner />);
    expect((await screen.findAllByText('亲，未找到记录~')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: '劳保用品' })).toBeInTheDocument();
  });
});
