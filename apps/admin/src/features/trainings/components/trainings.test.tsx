import { configure, screen, waitFor, within } from '@testing-library/react';
import type { AdminTrainingItem, AdminTrainingSignup } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 6000 });

const saved: { rows: unknown[][]; sheet: string; file: string }[] = [];
vi.mock('@ws/sheets/xlsx-write', () => ({
  saveXlsx: (rows: unknown[][], sheet: string, file: string) => {
    saved.push({ rows, sheet, file });
  },
}));

const ITEM: AdminTrainingItem = fixtures.adminTrainingList.items[0]!;
const DETAIL = fixtures.adminTrainingInfo;

describe('培训管理 (/admin/trainings)', { timeout: 30_000 }, () => {
  it('lists by category and name from the URL, with price, times and sign-ups, linking to the editor and the sign-ups', async () => {
    const list: Record<string, string>[] = [];
    server.use(
      mockEndpoint('adminTrainingList', ({ request }) => {
        list.push(Object.fromEntries(new URL(request.url).searchParams));
        return { items: [ITEM, { ...ITEM, id: 5, name: '免费的培训', price: '0.00', signups: 0, paid: 0 }], total: 2 };
      }),
    );
    renderAdmin('/admin/trainings?keyword=特种&page=2', { staff: STAFF.editor });
    const table = await screen.findByRole('table', { name: '培训列表' });
    expect(within(table).getByRole('link', { name: ITEM.name })).toHaveAttribute('href', `/admin/trainingEdit?id=${ITEM.id}`);
    expect(within(table).getByText(`¥${ITEM.price}`)).toBeInTheDocument();
    expect(within(table).getByText('免费')).toBeInTheDocument();
    expect(within(table).getByText('2（1）')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: `报名名单 ${ITEM.name}` })).toHaveAttribute('href', `/admin/trainingSignups?id=${ITEM.id}`);
    expect(list.at(-1)).toMatchObject({ keyword: '特种', pageNum: '2', pageSize: '20' });
  });

  it('is not offered to 运营: the screen shows 无权限 without asking the server', async () => {
    const list: unknown[] = [];
    server.use(mockEndpoint('adminTrainingList', () => (list.push(1), fixtures.adminTrainingList)));
    renderAdmin('/admin/trainings', { staff: STAFF.ops });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
    expect(list).toHaveLength(0);
  });
});

describe('编辑培训 (/admin/trainingEdit)', { timeout: 30_000 }, () => {
  const record = () => {
    const saves: Record<string, unknown>[] = [];
    server.use(
      mockEndpoint('adminTrainingInfo', () => DETAIL),
      mockEndpoint('adminTrainingSave', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return { ...DETAIL, id: 77, name: String(body.name) };
      }),
    );
    return saves;
  };

  it('a new training: empty name, bad price and an end before the start are said in Chinese and nothing is sent; then it saves', async () => {
    const saves = record();
    const { user } = renderAdmin('/admin/trainingEdit', { staff: STAFF.editor });
    expect(await screen.findByRole('heading', { name: '新建培训' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '插入表格' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写培训名称')).toBeInTheDocument();
    expect(screen.getByText('请选择培训分类')).toBeInTheDocument();
    expect(screen.getByText('请填写价格（免费填 0）')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^培训名称/ }), '叉车司机培训');
    await user.type(screen.getByRole('textbox', { name: /^价格/ }), '-3');
    await user.type(screen.getByRole('textbox', { name: /^开始时间/ }), '2027-03-02 09:00:00');
    await user.type(screen.getByRole('textbox', { name: /^结束时间/ }), '2027-03-01 17:00:00');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('价格不能为负数')).toBeInTheDocument();
    expect(screen.getByText('结束时间不能早于开始时间')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    await user.selectOptions(await screen.findByLabelText(/培训分类/), String(fixtures.trainMenuList.items[0]!.cate_id));
    await user.clear(screen.getByRole('textbox', { name: /^价格/ }));
    await user.type(screen.getByRole('textbox', { name: /^价格/ }), '0');
    await user.clear(screen.getByRole('textbox', { name: /^结束时间/ }));
    await user.type(screen.getByRole('textbox', { name: /^结束时间/ }), '2027-03-03 17:00:00');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ name: '叉车司机培训', cate_id: fixtures.trainMenuList.items[0]!.cate_id, price: '0', start_time: '2027-03-02 09:00:00', end_time: '2027-03-03 17:00:00' });
    expect(saves[0]).not.toHaveProperty('id');
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('an existing training loads its fields and saves with its id', async () => {
    const saves = record();
    const { user } = renderAdmin(`/admin/trainingEdit?id=${DETAIL.id}`, { staff: STAFF.super });
    expect(await screen.findByRole('heading', { name: '编辑培训' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue(DETAIL.name)).toBeInTheDocument();
    expect(screen.getByDisplayValue(DETAIL.start_time)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ id: DETAIL.id, name: DETAIL.name, price: DETAIL.price, cate_id: DETAIL.cate_id });
  });

  it('is refused to 客服主管 without asking the server', async () => {
    record();
    renderAdmin(`/admin/trainingEdit?id=${DETAIL.id}`, { staff: STAFF.cs });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
  });
});

describe('培训报名 (/admin/trainingSignups)', { timeout: 30_000 }, () => {
  it('shows paid / unpaid with masked phones, filters by payment, and exports every sign-up as .xlsx', async () => {
    saved.length = 0;
    const calls: Record<string, string>[] = [];
    const many: AdminTrainingSignup[] = Array.from({ length: 130 }, (_, i) => ({ ...fixtures.adminTrainingSignups.items[0]!, id: 1000 - i }));
    server.use(
      mockEndpoint('adminTrainingSignups', ({ request }) => {
        const q = Object.fromEntries(new URL(request.url).searchParams);
        calls.push(q);
        if (q.pageSize === '100') {
          const start = (Number(q.pageNum) - 1) * 100;
          return { ...fixtures.adminTrainingSignups, items: many.slice(start, start + 100), total: many.length };
        }
        return fixtures.adminTrainingSignups;
      }),
    );
    const { user, location } = renderAdmin(`/admin/trainingSignups?id=${DETAIL.id}`, { staff: STAFF.editor });
    const table = await screen.findByRole('table', { name: '报名列表' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('李四');
    expect(rows[1]).toHaveTextContent('139****5678');
    expect(rows[1]).toHaveTextContent('已支付');
    expect(rows[2]).toHaveTextContent('张三');
    expect(rows[2]).toHaveTextContent('未支付');
    expect(screen.getByRole('link', { name: DETAIL.name })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('支付状态'), '1');
    await waitFor(() => expect(location()).toContain('ispay=1'));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ id: String(DETAIL.id), ispay: '1' }));

    await user.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.filter((c) => c.pageSize === '100').map((c) => [c.pageNum, c.ispay])).toEqual([
      ['1', '1'],
      ['2', '1'],
    ]);
    const [file] = saved;
    expect(file!.sheet).toBe('报名名单');
    expect(file!.file).toMatch(new RegExp(`^培训报名_${DETAIL.name}_\\d{8}\\.xlsx$`));
    expect(file!.rows[0]).toEqual(['报名编号', '会员', '姓名', '联系电话', '单位名称', '金额（元）', '支付状态', '报名时间', '支付时间']);
    expect(file!.rows).toHaveLength(131);
    expect(file!.rows[1]).toEqual([1000, '138****0002', '李四', '139****5678', '东莞市安达制造有限公司', 680, '已支付', '2026-11-22 09:30:00', '2026-11-22 09:31:10']);
  });
});
