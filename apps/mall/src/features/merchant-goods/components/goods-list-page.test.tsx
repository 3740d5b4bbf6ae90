import { configure, screen, waitFor, within } from '@testing-library/react';
import { reloadSession, type MerchantProduct } from '@ws/api-sdk';
import { fixtures, MERCHANT_PRODUCT_PAGE, MERCHANT_PRODUCTS, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { GoodsListPage } from './goods-list-page';

configure({ asyncUtilTimeout: 4000 });

const companyProfile = () => mockEndpoint('profile', { ...fixtures.profile, roles: ['member', 'company'] });

beforeEach(() => {
  localStorage.setItem('token', 'mock-token-1002');
  sessionStorage.setItem('roles', JSON.stringify(['member', 'company']));
  reloadSession();
  server.use(companyProfile());
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const rejected: MerchantProduct = { ...MERCHANT_PRODUCTS[1]!, id: 503, name: '反光背心', audit_status: 2, audit_reason: '图片不清晰', is_on_sale: 0, low_stock: false };
// products on sale whose change waits for the review / was refused: still on sale as they were
const changeWaiting: MerchantProduct = { ...MERCHANT_PRODUCTS[0]!, id: 505, name: '防护眼镜', change_status: 0, change_reason: '' };
const changeRefused: MerchantProduct = { ...MERCHANT_PRODUCTS[0]!, id: 506, name: '绝缘手套', change_status: 2, change_reason: '图片与商品不符' };
const offsale: MerchantProduct = { ...MERCHANT_PRODUCTS[0]!, id: 504, name: '防尘口罩', is_on_sale: 0, deletable: false };

describe('merchant goods list', { timeout: 30_000 }, () => {
  it('renders rows, tab counts, the 库存不足 badge; 删除 only for a never-sold product', async () => {
    let asked: Record<string, unknown> | null = null;
    server.use(
      mockEndpoint('merchantGoodsList', ({ payload }) => {
        asked = payload;
        return MERCHANT_PRODUCT_PAGE;
      }),
    );
    renderWithProviders(<GoodsListPage />, { route: '/merchantGoods' });
    const helmet = await screen.findByRole('listitem', { name: '商品 ABS 透气安全帽 V 型' });
    expect(asked).toMatchObject({ tab: 'onsale', pageNum: '1', pageSize: '20' });
    expect(within(helmet).getByText('¥35.00 - ¥60.00')).toBeInTheDocument();
    expect(within(helmet).getByText('库存：300')).toBeInTheDocument();
    expect(within(helmet).getByText('销量：120')).toBeInTheDocument();
    expect(within(helmet).queryByText('库存不足')).toBeNull();
    expect(within(helmet).getByRole('img', { name: 'ABS 透气安全帽 V 型' })).toHaveAttribute('src', MERCHANT_PRODUCTS[0]!.img);
    expect(within(helmet).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(helmet).getByRole('link', { name: '编辑' })).toHaveAttribute('href', '/merchantGoodsEdit?id=501');
    expect(within(helmet).getByRole('button', { name: '下架' })).toBeInTheDocument();
    expect(within(helmet).queryByText(/修改审核中|修改未通过/)).toBeNull();

    const gloves = screen.getByRole('listitem', { name: '商品 防割手套 5 级' });
    expect(within(gloves).getByText('库存不足')).toBeInTheDocument();
    expect(within(gloves).getByText('¥18.50')).toBeInTheDocument();
    expect(within(gloves).getByRole('button', { name: '删除' })).toBeInTheDocument();

    for (const name of ['出售中（2）', '已下架（1）', '审核中（1）', '审核不通过（1）']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '出售中（2）' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: '发布商品' })).toHaveAttribute('href', '/merchantGoodsEdit');
    expect(screen.getByRole('textbox', { name: '库存预警值' })).toHaveValue('10');
  });

  it('keeps tab and keyword from the URL, shows the refusal reason, and searches', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      mockEndpoint('merchantGoodsList', ({ payload }) => {
        asked.push(payload);
        return { ...MERCHANT_PRODUCT_PAGE, items: [rejected], total: 1 };
      }),
    );
    const { user } = renderWithProviders(<GoodsListPage />, { route: '/merchantGoods?tab=rejected&keyword=背心' });
    const row = await screen.findByRole('listitem', { name: '商品 反光背心' });
    expect(asked[0]).toMatchObject({ tab: 'rejected', keyword: '背心' });
    expect(within(row).getByText('审核不通过原因：图片不清晰')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /上架|下架/ })).toBeNull();
    expect(screen.getByRole('button', { name: '审核不通过（1）' })).toHaveAttribute('aria-pressed', 'true');
    const search = screen.getByRole('textbox', { name: '商品名称或商品编码' });
    expect(search).toHaveValue('背心');
    await user.clear(search);
    await user.type(search, 'P2411');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ tab: 'rejected', keyword: 'P2411' }));
  });

  it('a change waiting shows 修改审核中, a refused one 修改未通过 with its reason; the actions stay those of a product on sale', async () => {
    server.use(mockEndpoint('merchantGoodsList', { ...MERCHANT_PRODUCT_PAGE, items: [changeWaiting, changeRefused], total: 2 }));
    renderWithProviders(<GoodsListPage />, { route: '/merchantGoods?tab=review' });
    const waiting = await screen.findByRole('listitem', { name: '商品 防护眼镜' });
    expect(within(waiting).getByText('修改审核中')).toBeInTheDocument();
    expect(within(waiting).queryByText('修改未通过')).toBeNull();
    expect(within(waiting).queryByRole('note')).toBeNull();
    // the product's own state is kept: on sale, so 下架 and 编辑
    expect(within(waiting).getByRole('button', { name: '下架' })).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: '编辑' })).toHaveAttribute('href', '/merchantGoodsEdit?id=505');

    const refused = screen.getByRole('listitem', { name: '商品 绝缘手套' });
    expect(within(refused).getByText('修改未通过')).toBeInTheDocument();
    expect(within(refused).queryByText('修改审核中')).toBeNull();
    expect(within(refused).getByRole('note')).toHaveTextContent('修改未通过原因：图片与商品不符');
    expect(within(refused).queryByText(/审核不通过原因/)).toBeNull();
    expect(within(refused).getByRole('button', { name: '下架' })).toBeInTheDocument();
  });

  it('下架 asks first and calls onSale with on 0; 上架 calls with on 1', async () => {
    const calls: unknown[] = [];
    server.use(
      mockEndpoint('merchantGoodsList', { ...MERCHANT_PRODUCT_PAGE, items: [MERCHANT_PRODUCTS[0]!, offsale], total: 2 }),
      mockEndpoint('merchantGoodsOnSale', ({ payload }) => {
        calls.push(payload);
        return { id: Number(payload.id), is_on_sale: Number(payload.on) as 0 | 1 };
      }),
    );
    const { user } = renderWithProviders(<GoodsListPage />, { route: '/merchantGoods' });
    const helmet = await screen.findByRole('listitem', { name: '商品 ABS 透气安全帽 V 型' });
    await user.click(within(helmet).getByRole('button', { name: '下架' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定下架该商品吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已下架')).toBeInTheDocument();
    expect(calls).toEqual([{ id: 501, on: 0 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(screen.getByRole('listitem', { name: '商品 防尘口罩' })).getByRole('button', { name: '上架' }));
    await waitFor(() => expect(calls).toEqual([{ id: 501, on: 0 }, { id: 504, on: 1 }]));
    expect(await screen.findByText('已上架')).toBeInTheDocument();
  });

  it('删除 asks first (取消 sends nothing), then deletes', async () => {
    let deleted: unknown = null;
    server.use(
      mockEndpoint('merchantGoodsDelete', ({ payload }) => {
        deleted = payload;
        return null;
      }),
    );
    const { user } = renderWithProviders(<GoodsListPage />, { route: '/merchantGoods' });
    const gloves = await screen.findByRole('listitem', { name: '商品 防割手套 5 级' });
    await user.click(within(gloves).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(deleted).toBeNull();
    await user.click(within(gloves).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(deleted).toEqual({ id: 502 });
  });

  it('changes the low-stock threshold (checked on the client first)', async () => {
    let sent: unknown = null;
    server.use(
      mockEndpoint('merchantLowStock', ({ payload }) => {
        sent = payload;
        return { low_stock_threshold: 20 };
      }),
    );
    const { user } = renderWithProviders(<GoodsListPage />, { route: '/merchantGoods' });
    const input = await screen.findByRole('textbox', { name: '库存预警值' });
    await user.clear(input);
    await user.type(input, '-1');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('库存预警值必须为0-99999的整数')).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.clear(input);
    await user.type(input, '20');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('设置成功')).toBeInTheDocument();
    expect(sent).toEqual({ threshold: 20 });
  });

  it('shows the empty state', async () => {
    server.use(mockEndpoint('merchantGoodsList', { ...MERCHANT_PRODUCT_PAGE, items: [], total: 0 }));
    renderWithProviders(<GoodsListPage />, { route: '/merchantGoods?tab=review' });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
  });

  it('a member without the company role sees 仅企业用户可访问', async () => {
    sessionStorage.setItem('roles', JSON.stringify(['member']));
    reloadSession();
    server.use(mockEndpoint('profile', fixtures.profile));
    renderWithProviders(<GoodsListPage />, { route: '/merchantGoods' });
    expect(await screen.findByText('仅企业用户可访问')).toBeInTheDocument();
  });
});
