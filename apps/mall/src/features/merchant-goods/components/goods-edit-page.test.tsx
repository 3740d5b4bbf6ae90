import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reloadSession } from '@ws/api-sdk';
import { envelope, fixtures, MERCHANT_PRODUCT_CHANGED, MERCHANT_PRODUCT_DETAIL, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { Route, Routes, useLocation } from 'react-router';
import { server } from '@/testing/server';
import { GoodsEditPage, MSG_CHANGE_WAITING } from './goods-edit-page';

// The real editor (Tiptap) is the lazy chunk; here a textarea stands in for it.
vi.mock('@ws/ui/rich-text-editor', () => ({
  RichTextEditor: ({ value, onChange }: { value: string; onChange: (html: string) => void }) => (
    <textarea aria-label="商品详情内容" defaultValue={value} onChange={(e) => onChange(e.currentTarget.value)} />
  ),
}));

configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.setItem('token', 'mock-token-1002');
  sessionStorage.setItem('roles', JSON.stringify(['member', 'company']));
  reloadSession();
  server.use(mockEndpoint('profile', { ...fixtures.profile, roles: ['member', 'company'] }));
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function ListProbe() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

const renderEdit = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/merchantGoodsEdit" element={<GoodsEditPage />} />
      <Route path="/merchantGoods" element={<ListProbe />} />
    </Routes>,
    { route, app: 'mall' },
  );

const field = (name: string) => screen.getByRole('textbox', { name });

// The product on sale with a change waiting for the review: the detail's reviewed fields are the change,
// `live` what buyers see now.
const CHANGED = MERCHANT_PRODUCT_CHANGED;
const REFUSED_NOTE = '修改未通过：名称与图片不符。修改后再次保存将重新提交审核，买家看到的仍是修改前的内容。';

describe('merchant goods edit', { timeout: 40_000 }, () => {
  it('a new product: 发布商品 title and every validation message under its field', async () => {
    let sent = false;
    server.use(
      mockEndpoint('merchantGoodsSave', () => {
        sent = true;
        return { id: 1, audit_status: 0 as const, submitted: true, change_status: null };
      }),
    );
    const { user } = renderEdit('/merchantGoodsEdit');
    expect(await screen.findByRole('heading', { name: '发布商品' })).toBeInTheDocument();
    await screen.findByRole('option', { name: '劳保用品' });
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('请填写商品名称')).toBeInTheDocument();
    expect(screen.getByText('请选择商品分类')).toBeInTheDocument();
    // the SKU table and the images are parts loaded after the first screen: on a busy machine their messages
    // come a moment later
    expect(await screen.findByText('请上传商品图片', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('请填写价格', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('请填写库存')).toBeInTheDocument();
    expect(field('商品名称')).toHaveAccessibleDescription('请填写商品名称');

    await user.type(field('价格'), '12.345');
    await user.type(field('库存'), '1.5');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('价格格式不正确')).toBeInTheDocument();
    expect(screen.getByText('库存必须为非负整数')).toBeInTheDocument();
    expect(field('价格')).toHaveAccessibleDescription('价格格式不正确');
    expect(sent).toBe(false);

    // the cascade: choosing a level fills the next one's options
    await user.selectOptions(screen.getByRole('combobox', { name: '一级分类' }), '401');
    await user.selectOptions(screen.getByRole('combobox', { name: '二级分类' }), '4011');
    expect(screen.getByRole('combobox', { name: '三级分类' })).toBeEnabled();
    expect(screen.queryByText('请选择商品分类')).toBeNull();
  });

  it('the SKU table follows the attributes: 2 × 2 → 4 rows, entered prices stay with their combination; 批量设置 fills all', async () => {
    const { user } = renderEdit('/merchantGoodsEdit');
    await screen.findByRole('heading', { name: '发布商品' });
    expect(field('价格')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '添加规格' }));
    await user.type(field('规格1名称'), '颜色');
    await user.type(field('规格1的规格值1'), '红');
    await user.click(screen.getByRole('button', { name: '添加规格值' }));
    await user.type(field('规格1的规格值2'), '黄');
    await user.click(screen.getByRole('button', { name: '添加规格' }));
    await user.type(field('规格2名称'), '尺码');
    await user.type(field('规格2的规格值1'), 'S');
    await user.click(within(screen.getByRole('group', { name: '规格2' })).getByRole('button', { name: '添加规格值' }));
    await user.type(field('规格2的规格值2'), 'M');

    const skuRowsShown = () => screen.getAllByRole('row').flatMap((r) => r.getAttribute('aria-label') ?? []);
    expect(skuRowsShown()).toEqual(['规格 红 / S', '规格 红 / M', '规格 黄 / S', '规格 黄 / M']);
    await user.type(field('红 / S 价格'), '10.5');
    await user.type(field('黄 / M 价格'), '20');

    // 批量设置 the stock of every row
    await user.type(field('批量库存'), '7');
    await user.click(screen.getByRole('button', { name: '应用到全部' }));
    for (const name of ['红 / S 库存', '红 / M 库存', '黄 / S 库存', '黄 / M 库存']) expect(field(name)).toHaveValue('7');

    // removing M leaves two rows, keeping 红 / S's price; renaming 黄 keeps its row's values
    await user.click(screen.getByRole('button', { name: '删除规格值 M' }));
    expect(skuRowsShown()).toEqual(['规格 红 / S', '规格 黄 / S']);
    expect(field('红 / S 价格')).toHaveValue('10.5');
    await user.clear(field('规格1的规格值2'));
    await user.type(field('规格1的规格值2'), '蓝');
    expect(skuRowsShown()).toEqual(['规格 红 / S', '规格 蓝 / S']);
    expect(field('蓝 / S 库存')).toHaveValue('7');
  });

  it('editing: loads the product, sends the expected payload with base_stock, tells 保存成功 and goes back to its tab', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      mockEndpoint('merchantGoodsSave', ({ payload }) => {
        body = payload as Record<string, unknown>;
        return { id: 501, audit_status: 1 as const, submitted: false, change_status: null };
      }),
    );
    const { user } = renderEdit('/merchantGoodsEdit?id=501');
    expect(await screen.findByRole('heading', { name: '编辑商品' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('ABS 透气安全帽 V 型')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '三级分类' })).toHaveDisplayValue('ABS 安全帽');
    // no change of it waits: no note about one
    expect(screen.queryByRole('note')).toBeNull();
    // 发货城市 loads as the product's ('' = 企业所在城市); a city change applies without review (保存成功)
    const city = screen.getByRole('combobox', { name: '发货城市' });
    expect(city).toHaveDisplayValue('企业所在城市');
    await within(city).findByRole('option', { name: '东莞市' });
    await user.selectOptions(city, '441900');
    expect(field('服务说明')).toHaveValue(MERCHANT_PRODUCT_DETAIL.service_text);
    expect(field('红色 / 带护目镜款 库存')).toHaveValue('0');
    await user.clear(field('黄色 / 标准款 库存'));
    await user.type(field('黄色 / 标准款 库存'), '80');
    await user.clear(field('红色 / 带护目镜款 价格'));
    await user.type(field('红色 / 带护目镜款 价格'), '58.8');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(body).not.toBeNull());
    const d = MERCHANT_PRODUCT_DETAIL;
    expect(body).toEqual({
      id: 501,
      name: d.name,
      pcode: d.pcode,
      product_type: 'product',
      cate_id: 2401,
      sub_cate_id: 2411,
      s_sub_cate_id: 24111,
      unit: '顶',
      min_amount: '2',
      use_profit_jifen_rate: '5',
      att: [
        { name: '颜色', att_item: [{ id: 1, name: '黄色' }, { id: 2, name: '红色' }] },
        { name: '款式', att_item: [{ id: 3, name: '标准款' }, { id: 4, name: '带护目镜款' }] },
      ],
      skus: [
        { att_item_names: ['黄色', '标准款'], price: '35.00', stock: '80', base_stock: 100, img_url: d.skus[0]!.img_url },
        { att_item_names: ['黄色', '带护目镜款'], price: '60.00', stock: '100', base_stock: 100, img_url: d.skus[1]!.img_url },
        { att_item_names: ['红色', '标准款'], price: '35.00', stock: '100', base_stock: 100, img_url: d.skus[2]!.img_url },
        { att_item_names: ['红色', '带护目镜款'], price: '58.8', stock: '0', base_stock: 0, img_url: d.skus[3]!.img_url },
      ],
      param_item: d.param_item,
      file_items: d.file_items,
      intro: d.intro,
      delivery_city_code: '441900',
      service_text: d.service_text,
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(await screen.findByText('at /merchantGoods?tab=onsale')).toBeInTheDocument();
  });

  it('a change the platform reviews says 已提交审核 and goes to 审核中; a new item has no base_stock', async () => {
    let body: { skus: Record<string, unknown>[]; name: string } | null = null;
    server.use(
      mockEndpoint('merchantGoodsSave', ({ payload }) => {
        body = payload as unknown as typeof body;
        return { id: 501, audit_status: 0 as const, submitted: true, change_status: null };
      }),
    );
    const { user } = renderEdit('/merchantGoodsEdit?id=501');
    await screen.findByDisplayValue('ABS 透气安全帽 V 型');
    await user.type(field('商品名称'), ' 新款');
    await user.click(within(screen.getByRole('group', { name: '规格1' })).getByRole('button', { name: '添加规格值' }));
    await user.type(field('规格1的规格值3'), '白色');
    await user.type(field('白色 / 标准款 价格'), '36');
    await user.type(field('白色 / 标准款 库存'), '5');
    await user.type(field('白色 / 带护目镜款 价格'), '61');
    await user.type(field('白色 / 带护目镜款 库存'), '5');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已提交审核')).toBeInTheDocument();
    expect(body!.name).toBe('ABS 透气安全帽 V 型 新款');
    expect(body!.skus).toHaveLength(6);
    expect(body!.skus[4]).toEqual({ att_item_names: ['白色', '标准款'], price: '36', stock: '5' });
    expect(await screen.findByText('at /merchantGoods?tab=review')).toBeInTheDocument();
  });

  it('发货城市 lists Guangdong cities from listarea after 企业所在城市; 服务说明 counts, is sent trimmed and goes to review', async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint('listarea', ({ payload }) => {
        asked.push(payload.parent_name);
        return {
          items: [
            { id: 440100, name: '广州市', parent_id: 440000, wid: 440100, idx: 1 },
            { id: 440300, name: '深圳市', parent_id: 440000, wid: 440300, idx: 2 },
            { id: 441900, name: '东莞市', parent_id: 440000, wid: 441900, idx: 3 },
          ],
        };
      }),
    );
    let body: Record<string, unknown> | null = null;
    server.use(
      mockEndpoint('merchantGoodsSave', ({ payload }) => {
        body = payload as Record<string, unknown>;
        return { id: 501, audit_status: 0 as const, submitted: true, change_status: null };
      }),
      mockEndpoint('merchantGoodsInfo', { ...MERCHANT_PRODUCT_DETAIL, delivery_city_code: '441900', city_name: '东莞市', service_text: '' }),
    );
    const { user } = renderEdit('/merchantGoodsEdit?id=501');
    await screen.findByDisplayValue('ABS 透气安全帽 V 型');
    const city = screen.getByRole('combobox', { name: '发货城市' });
    await within(city).findByRole('option', { name: '深圳市' });
    expect(within(city).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', '企业所在城市'],
      ['440100', '广州市'],
      ['440300', '深圳市'],
      ['441900', '东莞市'],
    ]);
    expect(asked).toContain('440000');
    // the stored city is chosen
    expect(city).toHaveDisplayValue('东莞市');
    await user.selectOptions(city, '440300');

    const text = field('服务说明');
    expect(text).toHaveAttribute('placeholder', '例如：正品保障 · 含税价可开票 · 7 天售后');
    expect(text).toHaveAttribute('maxlength', '100');
    expect(screen.getByText(/^0\/100/)).toBeInTheDocument();
    await user.type(text, ' 正品保障 · 次日发货 ');
    expect(screen.getByText(/^13\/100/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(body).not.toBeNull());
    expect(body).toMatchObject({ delivery_city_code: '440300', service_text: '正品保障 · 次日发货' });
    expect(await screen.findByText('已提交审核')).toBeInTheDocument();
    expect(await screen.findByText('at /merchantGoods?tab=review')).toBeInTheDocument();
  });

  it('企业所在城市 sends an empty code', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      mockEndpoint('merchantGoodsSave', ({ payload }) => {
        body = payload as Record<string, unknown>;
        return { id: 501, audit_status: 1 as const, submitted: false, change_status: null };
      }),
      mockEndpoint('merchantGoodsInfo', { ...MERCHANT_PRODUCT_DETAIL, delivery_city_code: '441900', city_name: '东莞市' }),
    );
    const { user } = renderEdit('/merchantGoodsEdit?id=501');
    await screen.findByDisplayValue('ABS 透气安全帽 V 型');
    const city = screen.getByRole('combobox', { name: '发货城市' });
    await waitFor(() => expect(city).toHaveDisplayValue('东莞市'));
    await user.selectOptions(city, '');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(body).not.toBeNull());
    expect(body).toMatchObject({ delivery_city_code: '', service_text: MERCHANT_PRODUCT_DETAIL.service_text });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('a product on sale with a change waiting loads the change and says buyers still see the version on sale; saving again says 已提交审核', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      mockEndpoint('merchantGoodsInfo', CHANGED),
      mockEndpoint('merchantGoodsSave', ({ payload }) => {
        body = payload as Record<string, unknown>;
        return { id: 501, audit_status: 1 as const, submitted: true, change_status: 0 as const };
      }),
    );
    const { user } = renderEdit('/merchantGoodsEdit?id=501');
    // the form holds the change (what the merchant wrote), not the live name
    expect(await screen.findByDisplayValue('ABS 透气安全帽 V 型（加厚款）')).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(MSG_CHANGE_WAITING);
    expect(note).toHaveTextContent('修改已提交审核，审核通过前买家看到的仍是修改前的内容。');
    // the note sits at the top of the form, before its first field
    const form = screen.getByRole('form', { name: '编辑商品' });
    expect(form.firstElementChild).toBe(note);
    await user.type(field('商品名称'), '2');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(body).not.toBeNull());
    expect(body).toMatchObject({ id: 501, name: 'ABS 透气安全帽 V 型（加厚款）2' });
    expect(await screen.findByText('已提交审核')).toBeInTheDocument();
    // the change waits: 审核中 (the product is also still under 出售中)
    expect(await screen.findByText('at /merchantGoods?tab=review')).toBeInTheDocument();
  });

  it('a refused change says why and that saving again resubmits it, buyers still seeing the version on sale', async () => {
    server.use(mockEndpoint('merchantGoodsInfo', { ...CHANGED, change_status: 2, change_reason: '名称与图片不符' }));
    renderEdit('/merchantGoodsEdit?id=501');
    expect(await screen.findByDisplayValue('ABS 透气安全帽 V 型（加厚款）')).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(REFUSED_NOTE);
    expect(screen.queryByText(MSG_CHANGE_WAITING)).toBeNull();
  });

  it('a refused save shows the server message and keeps what was entered', async () => {
    server.use(mockEndpoint('merchantGoodsSave', envelope(null, { ok: false, code: 1, msg: '商品不存在' })));
    const { user } = renderEdit('/merchantGoodsEdit?id=501');
    await screen.findByDisplayValue('ABS 透气安全帽 V 型');
    await user.clear(field('商品名称'));
    await user.type(field('商品名称'), '改过的名字');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('商品不存在')).toBeInTheDocument();
    expect(field('商品名称')).toHaveValue('改过的名字');
    expect(screen.getByRole('button', { name: '保存' })).toBeEnabled();
    expect(screen.queryByText(/^at /)).toBeNull();
  });

  it('leaving with unsaved changes asks first', async () => {
    const { user } = renderEdit('/merchantGoodsEdit?id=501');
    await screen.findByDisplayValue('ABS 透气安全帽 V 型');
    await user.type(field('单位'), '个');
    await user.click(screen.getByRole('button', { name: '返回' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('有未保存的修改，确定离开吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(field('单位')).toHaveValue('顶个');
    // a menu link is held too
    fireEvent.click(screen.getByRole('link', { name: '订单管理' }));
    expect(await screen.findByText('有未保存的修改，确定离开吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '离开' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '编辑商品' })).toBeNull());
  });
});
