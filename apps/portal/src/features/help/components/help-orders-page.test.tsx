import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { defaultMockData, mockEndpoint } from '@ws/api-sdk/mocks';
import { browser, renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { HelpOrdersPage } from './help-orders-page';

afterEach(() => vi.restoreAllMocks());

const recordInfo = () => {
  const asked: string[] = [];
  server.use(
    mockEndpoint('helpInfo', ({ payload }) => {
      asked.push(payload.id ?? '');
      return defaultMockData('helpInfo', payload);
    }),
  );
  return asked;
};

const shown = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/help/orders', () => {
  it('lists the help categories with their items and shows the first item by default', async () => {
    const asked = recordInfo();
    renderWithProviders(<HelpOrdersPage />, { route: '/help/orders' });
    for (const name of ['新手指南', '配送与售后', '关于我们']) expect(await screen.findByRole('navigation', { name })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '关于我们' })).getAllByRole('button').map((b) => b.textContent)).toEqual([
      '公司简介',
      '联系我们',
      '加入我们',
      '隐私政策',
    ]);
    await shown('帮助中心');
    expect(await screen.findByText('欢迎使用平台帮助中心。')).toBeInTheDocument();
    expect(asked).toEqual(['33']);
    expect(sessionStorage.getItem('helpMeunId')).toBe('33');
    expect(screen.getByRole('button', { name: '帮助中心' })).toHaveAttribute('aria-current', 'true');
  });

  it('lands on the item of ?id= (header dropdown, footer links) and keeps it in helpMeunId', async () => {
    const asked = recordInfo();
    renderWithProviders(<HelpOrdersPage />, { route: '/help/orders?id=35' });
    await shown('配送方式');
    expect(await screen.findByText('满300元包邮，偏远地区另计运费。')).toBeInTheDocument();
    expect(asked).toEqual(['35']);
    expect(sessionStorage.getItem('helpMeunId')).toBe('35');
    expect(await screen.findByRole('button', { name: '配送方式' })).toHaveAttribute('aria-current', 'true');
  });

  it('without ?id= shows the item kept in session storage helpMeunId', async () => {
    sessionStorage.setItem('helpMeunId', '41');
    recordInfo();
    renderWithProviders(<HelpOrdersPage />, { route: '/help/orders' });
    await shown('联系我们');
    expect(await screen.findByText('客服电话：020-00000000')).toBeInTheDocument();
  });

  it('choosing an item shows it, puts it in the URL and session storage; 48 and 37 also open a new tab', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => {});
    const { user, location } = renderWithProviders(<HelpOrdersPage />, { route: '/help/orders?id=33' });
    await shown('帮助中心');
    await user.click(await screen.findByRole('button', { name: '售后服务' }));
    await shown('售后服务');
    expect(location()).toBe('/help/orders?id=36');
    expect(sessionStorage.getItem('helpMeunId')).toBe('36');
    expect(open).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '隐私政策' }));
    await shown('隐私政策');
    expect(location()).toBe('/help/orders?id=37');
    expect(open).toHaveBeenCalledWith('/help/orders?id=37');
  });

  it('item 48 (the agreement) also opens in a new tab', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => {});
    server.use(
      mockEndpoint('listHelpByCate', {
        items: [{ cate_id: 3001, cate_name: '新手指南', items: [{ id: 33, name: '帮助中心' }, { id: 48, name: '用户协议' }] }],
      }),
    );
    const { user } = renderWithProviders(<HelpOrdersPage />, { route: '/help/orders' });
    await user.click(await screen.findByRole('button', { name: '用户协议' }));
    await shown('用户协议');
    expect(open).toHaveBeenCalledWith('/help/orders?id=48');
  });

  it('shows the heading once when the rich text starts with the same title', async () => {
    server.use(
      mockEndpoint('helpInfo', { id: 35, name: '配送方式', intro: '<h3>配送方式</h3><p>订单满 300 元包邮。</p><h3>服务类商品</h3><p>预约上门。</p>' }),
    );
    renderWithProviders(<HelpOrdersPage />, { route: '/help/orders?id=35' });
    await shown('配送方式');
    expect(await screen.findByText('订单满 300 元包邮。')).toBeInTheDocument();
    expect(screen.getAllByText('配送方式', { selector: 'h1, h2, h3, h4, h5, h6' })).toHaveLength(1);
    // a heading further down, or one that differs from the name, stays
    expect(screen.getByRole('heading', { name: '服务类商品' })).toBeInTheDocument();
  });

  it('shows a loading state while the item loads, and Empty without any help item', async () => {
    server.use(
      mockEndpoint('helpInfo', async ({ payload }) => {
        await delay(150);
        return defaultMockData('helpInfo', payload);
      }),
    );
    const { unmount } = renderWithProviders(<HelpOrdersPage />, { route: '/help/orders?id=38' });
    expect(await screen.findAllByRole('status', { name: '加载中' })).not.toHaveLength(0);
    await shown('如何支付');
    unmount();

    server.use(mockEndpoint('listHelpByCate', { items: [] }));
    renderWithProviders(<HelpOrdersPage />, { route: '/help/orders' });
    await waitFor(() => expect(screen.getAllByText('亲，未找到记录~').length).toBeGreaterThan(0));
  });
});
