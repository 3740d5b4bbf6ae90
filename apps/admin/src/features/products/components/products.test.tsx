import { screen, waitFor, within } from '@testing-library/react';
import type { AdminProductItem, MerchantProductDetail } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { HttpResponse } from 'msw';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

const ITEM: AdminProductItem = fixtures.adminProductList.items[0]!;
const DETAIL: MerchantProductDetail = fixtures.adminProductInfo;

const record = (answer: (name: 'decide' | 'takedown', body: Record<string, unknown>) => MerchantProductDetail | { refuse: string }) => {
  const list: Record<string, string>[] = [];
  const changes: { name: string; body: Record<string, unknown> }[] = [];
  let current = DETAIL;
  const change = (name: 'decide' | 'takedown') => async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    changes.push({ name, body });
    const a = answer(name, body);
    if ('refuse' in a) return HttpResponse.json({ ok: false, code: 1, msg: a.refuse, data: null });
    current = a;
    return a;
  };
  server.use(
    mockEndpoint('adminProductList', ({ request }) => {
      list.push(Object.fromEntries(new URL(request.url).searchParams));
      return { items: [ITEM], total: 1 };
    }),
    mockEndpoint('adminProductInfo', () => current),
    mockEndpoint('adminProductDecide', change('decide')),
    mockEndpoint('adminProductTakeDown', change('takedown')),
  );
  return { list, changes };
};

describe('/admin/products (商品审核)', () => {
  it('lists the waiting products with picture, name, company, category, price and state; the tabs and keyword go into the URL and the call', async () => {
    const { list } = record(() => DETAIL);
    const { user, location } = renderAdmin('/admin/products', { staff: STAFF.ops });
    const table = await screen.findByRole('table', { name: '商品列表' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['图片', '商品名称', '所属企业', '分类', '价格', expect.stringContaining('提交时间'), '状态', '操作']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(ITEM.name);
    expect(row).toHaveTextContent(ITEM.company_name);
    expect(row).toHaveTextContent('待审核');
    expect(within(row).getByRole('link', { name: `查看 ${ITEM.name}` })).toHaveAttribute('href', `/admin/productInfo?id=${ITEM.id}`);
    expect(list[0]).toEqual({ status: '0', pageNum: '1', pageSize: '20' });
    await user.click(screen.getByRole('button', { name: '已驳回' }));
    await waitFor(() => expect(list.at(-1)).toMatchObject({ status: '2' }));
    expect(location()).toBe('/admin/products?status=2');
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '安信{Enter}');
    await waitFor(() => expect(list.at(-1)).toMatchObject({ status: '2', keyword: '安信' }));
    await waitFor(() => expect(document.title).toBe('商品审核 - 安服通运营后台'));
  });

  it('the detail shows the product whole; 通过 is asked first, then 已通过 and no more buttons', async () => {
    const { changes } = record(() => ({ ...DETAIL, audit_status: 1 }));
    const { user } = renderAdmin(`/admin/productInfo?id=${DETAIL.id}`, { staff: STAFF.ops });
    expect(await screen.findByRole('heading', { name: DETAIL.name, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(DETAIL.company_name)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '规格与价格' })).toHaveTextContent(`¥${DETAIL.skus[0]!.price}`);
    expect(screen.getByRole('group', { name: '商品图片' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '通过' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定通过该商品吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    // the notice and the state badges
    await waitFor(() => expect(screen.getAllByText('已通过').length).toBeGreaterThanOrEqual(3));
    expect(changes).toEqual([{ name: 'decide', body: { id: DETAIL.id, action: 'approve' } }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: '驳回' })).toBeNull());
    // approved and on sale: 下架 is offered
    expect(screen.getByRole('button', { name: '下架' })).toBeInTheDocument();
  });

  it('驳回 needs a reason (no call without it); a decision made by someone else first is told', async () => {
    const { changes } = record(() => ({ refuse: '该商品不在审核中' }));
    const { user } = renderAdmin(`/admin/productInfo?id=${DETAIL.id}`, { staff: STAFF.ops });
    await user.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回商品' });
    await user.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(changes).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /驳回原因/ }), ' 缺少 3C 证书 ');
    await user.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(await screen.findByText('该商品不在审核中')).toBeInTheDocument();
    expect(changes).toEqual([{ name: 'decide', body: { id: DETAIL.id, action: 'reject', reason: '缺少 3C 证书' } }]);
  });

  it('下架 of a product on sale needs a reason; then 已下架', async () => {
    const onSale = { ...DETAIL, audit_status: 1 as const, is_on_sale: 1 as const };
    const { changes } = record((name, body) => (name === 'takedown' ? { ...onSale, is_on_sale: 0, audit_status: 2, audit_reason: `平台下架：${String(body.reason)}` } : onSale));
    server.use(mockEndpoint('adminProductInfo', onSale));
    const { user } = renderAdmin(`/admin/productInfo?id=${DETAIL.id}`, { staff: STAFF.ops });
    await user.click(await screen.findByRole('button', { name: '下架' }));
    const dialog = await screen.findByRole('dialog', { name: '下架商品' });
    await user.click(within(dialog).getByRole('button', { name: '确定下架' }));
    expect(await within(dialog).findByText('请填写下架原因')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /下架原因/ }), '宣传用语违规');
    await user.click(within(dialog).getByRole('button', { name: '确定下架' }));
    // the notice and the on-sale badge
    await waitFor(() => expect(screen.getAllByText('已下架').length).toBeGreaterThanOrEqual(2));
    expect(changes).toEqual([{ name: 'takedown', body: { id: DETAIL.id, reason: '宣传用语违规' } }]);
    expect(await screen.findByText('驳回原因：平台下架：宣传用语违规')).toBeInTheDocument();
  });

  it('内容编辑 gets 无权限 and no call', async () => {
    const { list } = record(() => DETAIL);
    renderAdmin('/admin/products', { staff: STAFF.editor });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
    expect(list).toEqual([]);
  });
});
