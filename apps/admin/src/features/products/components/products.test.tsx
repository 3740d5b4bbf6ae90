import { screen, waitFor, within } from '@testing-library/react';
import type { AdminProductItem, MerchantProductDetail } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { HttpResponse } from 'msw';
import { MSG_APPROVE_CHANGE_CONFIRM } from './product-detail';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

const ITEM: AdminProductItem = fixtures.adminProductList.items[0]!;
const DETAIL: MerchantProductDetail = fixtures.adminProductInfo;

const record = (answer: (name: 'decide' | 'takedown', body: Record<string, unknown>) => MerchantProductDetail | { refuse: string }, first: MerchantProductDetail = DETAIL) => {
  const list: Record<string, string>[] = [];
  const changes: { name: string; body: Record<string, unknown> }[] = [];
  let current = first;
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

// The product on sale (approved) with a change waiting: a new name, first image and intro; the category and
// 服务说明 as they are. The detail's reviewed fields are the change, `live` what buyers see now.
const LIVE = {
  name: DETAIL.name,
  file_items: DETAIL.file_items,
  intro: DETAIL.intro,
  service_text: DETAIL.service_text,
  cate_id: DETAIL.cate_id,
  sub_cate_id: DETAIL.sub_cate_id,
  s_sub_cate_id: DETAIL.s_sub_cate_id,
  category_path: DETAIL.category_path,
};
const NEW_IMAGE = { FileName: '加厚款.svg', FileUrl: '/api/files/seed/product-6.svg' };
const CHANGED: MerchantProductDetail = {
  ...DETAIL,
  audit_status: 1,
  is_on_sale: 1,
  name: `${DETAIL.name}（加厚款）`,
  file_items: [NEW_IMAGE, ...DETAIL.file_items.slice(1)],
  intro: '<p>加厚内衬，更舒适。</p><img src="/x.png" onerror="window.hacked = 1"><script>window.hacked = 2</script>',
  change_status: 0,
  change_reason: '',
  change_time: '2026-11-28 10:00:00',
  live: LIVE,
};
/** The product as buyers see it once the change is approved: the change is its own now, none waits. */
const APPROVED: MerchantProductDetail = { ...CHANGED, change_status: null, change_time: '', live: null };

const compareRow = (table: HTMLElement, label: string) => within(table).getByRole('rowheader', { name: new RegExp(`^${label}`) }).closest('tr')!;

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

  it('a change of a product on sale is listed with 修改 beside its name, as waiting (审核); a new product has nothing extra', async () => {
    record(() => DETAIL);
    const changeItem: AdminProductItem = { ...ITEM, id: 777, name: '防护眼镜（新款）', audit_status: 1, change: 1, is_on_sale: 1 };
    server.use(mockEndpoint('adminProductList', { items: [ITEM, changeItem], total: 2 }));
    renderAdmin('/admin/products', { staff: STAFF.ops });
    const table = await screen.findByRole('table', { name: '商品列表' });
    const [, fresh, changed] = within(table).getAllByRole('row');
    expect(within(changed!).getByText('修改')).toBeInTheDocument();
    // the change's state is the tab's (待审核), not the product's own 已通过
    expect(changed).toHaveTextContent('待审核');
    expect(changed).not.toHaveTextContent('已通过');
    expect(within(changed!).getByRole('link', { name: '查看 防护眼镜（新款）' })).toHaveTextContent('审核');
    expect(within(fresh!).queryByText('修改')).toBeNull();
    expect(fresh).toHaveTextContent('待审核');
  });

  it('a change of a product on sale: said so, compared with the version on sale (changed rows marked, the intro sanitized); 通过 makes the comparison go', async () => {
    const { changes } = record(() => APPROVED, CHANGED);
    const { user } = renderAdmin(`/admin/productInfo?id=${DETAIL.id}`, { staff: STAFF.ops });
    expect(await screen.findByRole('heading', { name: CHANGED.name, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('在售商品的修改')).toBeInTheDocument();
    expect(screen.getAllByText('修改待审核').length).toBeGreaterThanOrEqual(1);
    const table = screen.getByRole('table', { name: '修改对比' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['项目', '当前在售', '修改后']);

    const name = compareRow(table, '商品名称');
    expect(within(name).getByText('已修改')).toBeInTheDocument();
    expect(name).toHaveAttribute('data-changed', 'true');
    expect(name.className).toMatch(/changed/);
    const [before, after] = within(name).getAllByRole('cell');
    expect(before).toHaveTextContent(DETAIL.name);
    expect(after).toHaveTextContent(CHANGED.name);

    const images = compareRow(table, '商品图片');
    expect(within(images).getByText('已修改')).toBeInTheDocument();
    expect(within(images).getByRole('img', { name: '当前在售图片1' })).toHaveAttribute('src', DETAIL.file_items[0]!.FileUrl);
    expect(within(images).getByRole('img', { name: '修改后图片1' })).toHaveAttribute('src', NEW_IMAGE.FileUrl);

    const intro = compareRow(table, '商品介绍');
    expect(within(intro).getByText('已修改')).toBeInTheDocument();
    // (the rich text is a lazy chunk)
    expect(await within(intro).findByText('加厚内衬，更舒适。')).toBeInTheDocument();
    // rendered as the detail renders rich text: sanitized
    expect(intro.querySelector('script')).toBeNull();
    expect(intro.querySelector('[onerror]')).toBeNull();

    for (const label of ['分类', '服务说明']) {
      const row = compareRow(table, label);
      expect(within(row).queryByText('已修改')).toBeNull();
      expect(row).not.toHaveAttribute('data-changed');
      expect(row.className).not.toMatch(/changed/);
    }
    expect(compareRow(table, '分类')).toHaveTextContent(DETAIL.category_path.map((c) => c.cate_name).join(' / '));
    expect(compareRow(table, '服务说明')).toHaveTextContent(DETAIL.service_text);

    // the same 通过 as for a new product
    await user.click(screen.getByRole('button', { name: '通过' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(MSG_APPROVE_CHANGE_CONFIRM);
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: '修改对比' })).toBeNull());
    expect(changes).toEqual([{ name: 'decide', body: { id: DETAIL.id, action: 'approve' } }]);
    expect(screen.queryByText('在售商品的修改')).toBeNull();
    expect(screen.queryByText('修改待审核')).toBeNull();
    expect(screen.getAllByText('已通过').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('button', { name: '驳回' })).toBeNull();
    expect(screen.getByRole('button', { name: '下架' })).toBeInTheDocument();
  });

  it('驳回 of a change: the same call; then 修改未通过 with the reason, nothing more to decide', async () => {
    const { changes } = record((_, body) => ({ ...CHANGED, change_status: 2, change_reason: String(body.reason) }), CHANGED);
    const { user } = renderAdmin(`/admin/productInfo?id=${DETAIL.id}`, { staff: STAFF.ops });
    await user.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回商品' });
    await user.type(within(dialog).getByRole('textbox', { name: /驳回原因/ }), '图片与名称不符');
    await user.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(await screen.findByText('驳回原因：图片与名称不符')).toBeInTheDocument();
    expect(changes).toEqual([{ name: 'decide', body: { id: DETAIL.id, action: 'reject', reason: '图片与名称不符' } }]);
    expect(screen.getAllByText('修改未通过').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('修改待审核')).toBeNull();
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull();
    expect(screen.queryByRole('button', { name: '驳回' })).toBeNull();
  });

  it('内容编辑 gets 无权限 and no call', async () => {
    const { list } = record(() => DETAIL);
    renderAdmin('/admin/products', { staff: STAFF.editor });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
    expect(list).toEqual([]);
  });
});
