import { QueryClient } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { defaultMockData, fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { loginAs, renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { SearchPage } from './search-page';

configure({ asyncUtilTimeout: 4000 });

type Payload = Record<string, string | undefined>;
type Name = 'listarticle' | 'listexpert' | 'listcompany' | 'listproduct';

/** Records the payload of every search call; listproduct answers the cards of the asked type. */
function record() {
  const asked: Record<Name, Payload[]> = { listarticle: [], listexpert: [], listcompany: [], listproduct: [] };
  server.use(
    mockEndpoint('listarticle', ({ payload }) => {
      asked.listarticle.push(payload);
      return { ...defaultMockData('listarticle', { channel: 'policy', pageSize: '3' }), total: 36 };
    }),
    mockEndpoint('listexpert', ({ payload }) => {
      asked.listexpert.push(payload);
      return fixtures.listexpert;
    }),
    mockEndpoint('listcompany', ({ payload }) => {
      asked.listcompany.push(payload);
      return fixtures.listcompany;
    }),
    mockEndpoint('listproduct', ({ payload }) => {
      asked.listproduct.push(payload);
      const items = fixtures.listproduct.items.filter((p) => p.product_type === payload.product_types);
      return { items, total: items.length };
    }),
  );
  return asked;
}

const menu = () => screen.getByRole('navigation', { name: '搜索分类' });
const VAL = encodeURIComponent('消防');

describe('SearchPage', { timeout: 30_000 }, () => {
  it('shows the side menu and starts on 看政策 with the keyword: articles open their detail in a new tab', async () => {
    const asked = record();
    renderWithProviders(<SearchPage />, { route: `/search?val=${VAL}` });
    expect(within(menu()).getAllByRole('button').map((b) => b.textContent)).toEqual(['看政策', '问专家', '找服务商', '询服务', '商品搜索']);
    expect(within(menu()).getByRole('button', { name: '看政策' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('看政策“消防”');
    expect(screen.getByRole('textbox', { name: '搜索内容' })).toHaveValue('消防');

    const links = within(await screen.findByRole('list', { name: '政策搜索结果' })).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', `/detailPages?key=5001&currentName=${encodeURIComponent('政策解读')}`);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveTextContent('政策解读');
    expect(screen.getByText(/条结果/)).toHaveTextContent('共 36 条结果');
    expect(asked.listarticle).toEqual([{ pageNum: '1', pageSize: '10', keywords: '消防' }]);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
  });

  it('every tab asks its call with the keyword and leads to the right detail route', async () => {
    const asked = record();
    const { user, location } = renderWithProviders(<SearchPage />, { route: `/search?val=${VAL}` });
    await screen.findByRole('list', { name: '政策搜索结果' });

    await user.click(within(menu()).getByRole('button', { name: '问专家' }));
    expect(location()).toBe(`/search?val=${VAL}&tab=expert`);
    const experts = within(await screen.findByRole('list', { name: '专家搜索结果' })).getAllByRole('link');
    expect(experts[0]).toHaveAttribute('href', '/detailInfo?id=601&type=1');
    expect(experts[0]).toHaveTextContent('赵六');
    expect(asked.listexpert).toEqual([{ pageNum: '1', pageSize: '10', name: '消防' }]);

    await user.click(within(menu()).getByRole('button', { name: '找服务商' }));
    expect(location()).toBe(`/search?val=${VAL}&tab=company`);
    const companies = within(await screen.findByRole('list', { name: '服务商搜索结果' })).getAllByRole('link');
    expect(companies[0]).toHaveAttribute('href', `/companyDetail?key=201&currentName=${encodeURIComponent('找服务商')}`);
    expect(asked.listcompany).toEqual([{ pageNum: '1', pageSize: '10', keywords: '消防' }]);

    await user.click(within(menu()).getByRole('button', { name: '询服务' }));
    expect(location()).toBe(`/search?val=${VAL}&tab=service`);
    const services = within(await screen.findByRole('list', { name: '服务搜索结果' })).getAllByRole('link');
    expect(services).toHaveLength(1);
    expect(services[0]).toHaveTextContent('安全生产标准化咨询');
    expect(services[0]).toHaveAttribute('href', '/enableInfo?id=402');
    expect(services[0]).toHaveAttribute('target', '_blank');
    expect(asked.listproduct).toEqual([{ pageNum: '1', pageSize: '20', product_types: 'service', keywords: '消防' }]);

    await user.click(within(menu()).getByRole('button', { name: '商品搜索' }));
    expect(location()).toBe(`/search?val=${VAL}&tab=product`);
    const products = within(await screen.findByRole('list', { name: '商品搜索结果' })).getAllByRole('link');
    expect(products).toHaveLength(1);
    expect(products[0]).toHaveAttribute('href', '/enableInfo?id=401');
    expect(products[0]).toHaveTextContent('工业级烟雾报警器');
    expect(products[0]).toHaveTextContent('东莞市粤安消防工程有限公司');
    expect(products[0]).toHaveTextContent('2 种规格');
    expect(asked.listproduct.at(-1)).toEqual({ pageNum: '1', pageSize: '20', product_types: 'product', keywords: '消防' });

    await user.click(within(menu()).getByRole('button', { name: '看政策' }));
    expect(location()).toBe(`/search?val=${VAL}`);
  });

  it('hides prices when logged out (登录后查看价格) and shows them with the unit when logged in', async () => {
    record();
    renderWithProviders(<SearchPage />, { route: `/search?val=${VAL}&tab=product` });
    const card = within(await screen.findByRole('list', { name: '商品搜索结果' })).getByRole('link');
    expect(card).toHaveTextContent('登录后查看价格');
    expect(card).not.toHaveTextContent('¥');

    loginAs();
    renderWithProviders(<SearchPage />, { route: `/search?val=${VAL}&tab=service` });
    const service = within(await screen.findByRole('list', { name: '服务搜索结果' })).getByRole('link');
    expect(service).toHaveTextContent('¥20,000.00/项');
    expect(service).not.toHaveTextContent('登录后查看价格');
  });

  it('the search bar changes val; the same search twice calls the server once (cache)', async () => {
    const asked = record();
    // the app's client keeps results fresh for 30 s (AppProviders)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000, gcTime: Infinity } } });
    const { user, location } = renderWithProviders(<SearchPage />, { route: `/search?val=${VAL}&tab=expert`, queryClient });
    await screen.findByRole('list', { name: '专家搜索结果' });
    const input = screen.getByRole('textbox', { name: '搜索内容' });

    await user.clear(input);
    await user.type(input, ' 赵六 {Enter}');
    expect(location()).toBe(`/search?val=${encodeURIComponent('赵六')}&tab=expert`);
    await waitFor(() => expect(asked.listexpert.at(-1)).toEqual({ pageNum: '1', pageSize: '10', name: '赵六' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('问专家“赵六”');

    await user.clear(input);
    await user.type(input, '消防{Enter}');
    await waitFor(() => expect(location()).toBe(`/search?val=${VAL}&tab=expert`));
    await screen.findByRole('list', { name: '专家搜索结果' });
    await user.clear(input);
    await user.type(input, '赵六{Enter}');
    await waitFor(() => expect(location()).toBe(`/search?val=${encodeURIComponent('赵六')}&tab=expert`));
    await screen.findByRole('list', { name: '专家搜索结果' });
    // 消防 and 赵六 were each asked once
    expect(asked.listexpert.map((p) => p.name)).toEqual(['消防', '赵六']);
  });

  it('keeps the page in the URL and shows 亲，未找到记录~ when nothing matches', async () => {
    const asked = record();
    const { user, location } = renderWithProviders(<SearchPage />, { route: `/search?val=${VAL}` });
    await screen.findByRole('list', { name: '政策搜索结果' });
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(location()).toBe(`/search?val=${VAL}&page=2`);
    await waitFor(() => expect(asked.listarticle.at(-1)).toEqual({ pageNum: '2', pageSize: '10', keywords: '消防' }));

    server.use(mockEndpoint('listcompany', { items: [], total: 0 }));
    await user.click(within(menu()).getByRole('button', { name: '找服务商' }));
    expect(location()).toBe(`/search?val=${VAL}&tab=company`);
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
  });

  it('without a keyword lists everything', async () => {
    const asked = record();
    renderWithProviders(<SearchPage />, { route: '/search' });
    await screen.findByRole('list', { name: '政策搜索结果' });
    expect(asked.listarticle).toEqual([{ pageNum: '1', pageSize: '10' }]);
  });
});
