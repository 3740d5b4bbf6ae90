import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminAuditItem } from '@ws/api-sdk';
import { createMockHandlers, envelope, fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

const [DISABLE, LOGIN] = fixtures.adminAuditList.items as [AdminAuditItem, AdminAuditItem];

/** The list calls' query parameters, in order. */
const recordList = (answer: { items: AdminAuditItem[]; total: number } = fixtures.adminAuditList) => {
  const calls: Record<string, string>[] = [];
  server.use(
    mockEndpoint('adminAuditList', ({ request }) => {
      calls.push(Object.fromEntries(new URL(request.url).searchParams));
      return answer;
    }),
  );
  return calls;
};

const table = () => screen.getByRole('table', { name: '操作日志' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const headers = () => within(table()).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));

describe('/admin/audit (操作日志)', () => {
  it('lists the rows with 时间, 操作人, IP地址, 操作 (its label), 对象, 摘要 and 详情; page 1, 20 a page', async () => {
    const calls = recordList();
    renderAdmin('/admin/audit', { staff: STAFF.super });
    expect(await screen.findByRole('table', { name: '操作日志' })).toBeInTheDocument();
    expect(headers()).toEqual(['时间', '操作人', 'IP地址', '操作', '对象', '摘要', '详情']);
    expect(bodyRows().map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['2026-11-27 10:05:00', 'ops', '10.1.2.3', '停用会员', '会员 #12', '停用会员：陈经理（13912345678）（发布违规信息）', '详情'],
      ['2026-11-27 10:00:00', 'ops', '10.1.2.3', '登录', '员工 #2', '登录管理后台：运营小陈', '详情'],
    ]);
    expect(calls[0]).toEqual({ pageNum: '1', pageSize: '20' });
    await waitFor(() => expect(document.title).toBe('操作日志 - 安服通运营后台'));
    // nothing on the screen changes a row
    expect(screen.queryByRole('button', { name: /删除|编辑|修改/ })).not.toBeInTheDocument();
  });

  it('an action the labels do not know shows its own name', async () => {
    recordList({ items: [{ ...LOGIN, id: 30, action: 'transfer.refund', target_kind: 'refund', target_id: 'R1' }], total: 1 });
    renderAdmin('/admin/audit', { staff: STAFF.super });
    await screen.findByRole('table', { name: '操作日志' });
    expect(within(bodyRows()[0]!).getAllByRole('cell').slice(3, 5).map((c) => c.textContent)).toEqual(['transfer.refund', 'refund #R1']);
  });

  it('puts 操作人, 关键词 and the days into the URL and the call on 查询; 操作类型 at once; a period backwards is refused here', async () => {
    const calls = recordList();
    const { user, location } = renderAdmin('/admin/audit', { staff: STAFF.super });
    await screen.findByRole('table', { name: '操作日志' });
    await user.type(screen.getByRole('textbox', { name: '操作人' }), ' ops ');
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '违规');
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-27' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-28' } });
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ staff: 'ops', keyword: '违规', from: '2026-11-27', to: '2026-11-28', pageNum: '1', pageSize: '20' }));
    expect(location()).toBe(`/admin/audit?staff=ops&keyword=${encodeURIComponent('违规')}&from=2026-11-27&to=2026-11-28`);

    await user.selectOptions(screen.getByRole('combobox', { name: '操作类型' }), '停用会员');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ action: 'user.disable', staff: 'ops' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '操作类型' }), '用户管理（全部）');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ action: 'user.' }));
    expect(location()).toContain('action=user.');

    const before = calls.length;
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-29' } });
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeInTheDocument();
    expect(calls.length).toBe(before);

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(location()).toBe('/admin/audit'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ pageNum: '1', pageSize: '20' }));
  });

  it('reads the filters and the page back from the address (a reload keeps them); a malformed one reads as none', async () => {
    const calls = recordList({ items: fixtures.adminAuditList.items, total: 45 });
    renderAdmin('/admin/audit?staff=ops&action=user.&keyword=%E5%BC%A0&from=2026-11-01&to=2026-11-30&page=2', { staff: STAFF.super });
    await screen.findByRole('table', { name: '操作日志' });
    expect(calls[0]).toEqual({ staff: 'ops', action: 'user.', keyword: '张', from: '2026-11-01', to: '2026-11-30', pageNum: '2', pageSize: '20' });
    expect(screen.getByRole('textbox', { name: '操作人' })).toHaveValue('ops');
    expect(screen.getByRole('combobox', { name: '操作类型' })).toHaveValue('user.');
    expect(screen.getByLabelText('开始日期')).toHaveValue('2026-11-01');
  });

  it('ignores a malformed action or day in the address', async () => {
    const calls = recordList();
    renderAdmin("/admin/audit?action=user%25'&from=2026-02-30", { staff: STAFF.super });
    await screen.findByRole('table', { name: '操作日志' });
    expect(calls[0]).toEqual({ pageNum: '1', pageSize: '20' });
  });

  it('详情 shows the row read-only with 字段 / 修改前 / 修改后, the changed fields marked', async () => {
    recordList();
    const { user } = renderAdmin('/admin/audit', { staff: STAFF.super });
    await screen.findByRole('table', { name: '操作日志' });
    await user.click(screen.getByRole('button', { name: `详情 ${DISABLE.summary}` }));
    const dialog = await screen.findByRole('dialog', { name: '操作详情' });
    expect(within(dialog).getByText(DISABLE.summary)).toBeInTheDocument();
    expect(within(dialog).getByText('10.1.2.3')).toBeInTheDocument();
    const diff = within(dialog).getByRole('table', { name: '修改内容' });
    expect(within(diff).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['字段', '修改前', '修改后']);
    const rows = within(diff).getAllByRole('row').slice(1);
    expect(rows.map((r) => [within(r).getByRole('rowheader').textContent, ...within(r).getAllByRole('cell').map((c) => c.textContent)])).toEqual([
      ['停用已修改disabled', '否', '是'],
      ['原因已修改reason', '—', '发布违规信息'],
    ]);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: `详情 ${LOGIN.summary}` }));
    expect(await screen.findByText('此操作没有字段变化')).toBeInTheDocument();
  });

  it('says 暂无操作记录 when nothing matches, and shows the server’s refusal', async () => {
    recordList({ items: [], total: 0 });
    const first = renderAdmin('/admin/audit?keyword=x', { staff: STAFF.super });
    expect(await screen.findByText('暂无操作记录')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '操作日志' })).not.toBeInTheDocument();
    first.unmount();

    server.use(...createMockHandlers({ adminAuditList: envelope(null, { ok: false, msg: '开始日期不能晚于结束日期' }) }));
    renderAdmin('/admin/audit?from=2026-11-30&to=2026-11-01', { staff: STAFF.super });
    expect(await screen.findByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    // the server's refusal: asking again would only repeat it
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('运营 has no 操作日志 in the menu and reads 无权限 on the address, without a call', async () => {
    const calls = recordList();
    renderAdmin('/admin/audit', { staff: STAFF.ops });
    expect(await screen.findByText('无权限')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '操作日志' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
