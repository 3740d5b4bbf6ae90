import { screen, waitFor, within } from '@testing-library/react';
import type { AdminReviewItem } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';
import { REVIEW_COLUMNS_KEY } from '../lib/columns';

const item = (id: number, name: string, submitted_at: string, over: Partial<AdminReviewItem> = {}): AdminReviewItem => ({
  kind: 'company',
  id,
  name,
  applicant: { user_id: 100 + id, name: `申请人${id}`, mobile: `1390000000${id}` },
  submitted_at,
  audit_status: 0,
  audit_reason: '',
  ...over,
});

const ROWS = [
  item(1, '广州甲安全公司', '2026-11-20 10:00:00'),
  item(2, '东莞乙职业安全', '2026-11-27 09:30:00'),
  item(3, '佛山丙消防技术', '2026-11-24 15:00:00'),
];

/** The list calls' query parameters, in order. */
const recordList = (answer: { items: AdminReviewItem[]; total: number } = { items: ROWS, total: 45 }) => {
  const calls: Record<string, string>[] = [];
  server.use(
    mockEndpoint('adminReviewList', ({ request }) => {
      calls.push(Object.fromEntries(new URL(request.url).searchParams));
      return answer;
    }),
  );
  return calls;
};

const table = () => screen.getByRole('table', { name: '申请列表' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const namesInOrder = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);
const headers = () => within(table()).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));

describe('/admin/reviews (入驻审核)', () => {
  it('lists the rows of the answer with 名称, 申请人, 手机号, 提交时间, 状态 and 查看', async () => {
    server.use(mockEndpoint('adminReviewList', fixtures.adminReviewList));
    renderAdmin('/admin/reviews', { staff: STAFF.ops });
    expect(await screen.findByRole('table', { name: '申请列表' })).toBeInTheDocument();
    expect(headers()).toEqual(['名称', '申请人', '手机号', '提交时间', '状态', '操作']);
    const [row] = bodyRows();
    const cells = within(row!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['东莞市安达职业安全咨询有限公司', '陈经理', '13912345678', '2026-11-27 09:30:00', '待审核', '查看']);
    expect(within(row!).getByRole('link', { name: '查看 东莞市安达职业安全咨询有限公司' })).toHaveAttribute('href', '/admin/reviewInfo?kind=company&id=41');
    await waitFor(() => expect(document.title).toBe('入驻审核 - 安服通运营后台'));
  });

  it('asks for 企业入驻, 待审核, page 1 by default, 20 a page', async () => {
    const calls = recordList();
    renderAdmin('/admin/reviews', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '申请列表' });
    expect(calls[0]).toEqual({ kind: 'company', status: '0', pageNum: '1', pageSize: '20' });
    expect(screen.getByRole('tab', { name: '企业入驻' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '待审核' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads kind, status, keyword and page from the URL', async () => {
    const calls = recordList();
    renderAdmin('/admin/reviews?kind=expert&status=2&keyword=%E5%AE%89%E8%BE%BE&page=3', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '申请列表' });
    expect(calls[0]).toEqual({ kind: 'expert', status: '2', keyword: '安达', pageNum: '3', pageSize: '20' });
    expect(screen.getByRole('tab', { name: '专家申请' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '已驳回' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '待审核' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('textbox', { name: '关键词' })).toHaveValue('安达');
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('puts the tab, the state, the keyword and the page into the URL (the page back to 1 on a new filter)', async () => {
    const calls = recordList();
    const { user, location } = renderAdmin('/admin/reviews', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '申请列表' });
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(location()).toBe('/admin/reviews?page=2'));
    await user.click(screen.getByRole('tab', { name: '专家申请' }));
    await waitFor(() => expect(location()).toBe('/admin/reviews?kind=expert'));
    await user.click(within(screen.getByRole('group', { name: '审核状态' })).getByRole('button', { name: '已通过' }));
    await waitFor(() => expect(location()).toBe('/admin/reviews?kind=expert&status=1'));
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '  消防 {Enter}');
    await waitFor(() => expect(location()).toBe(`/admin/reviews?kind=expert&status=1&keyword=${encodeURIComponent('消防')}`));
    await waitFor(() => expect(calls.at(-1)).toEqual({ kind: 'expert', status: '1', keyword: '消防', pageNum: '1', pageSize: '20' }));
    expect(calls.map((c) => c.pageNum)).toContain('2');
  });

  it('sorts by 提交时间 within the page', async () => {
    recordList();
    const { user } = renderAdmin('/admin/reviews', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '申请列表' });
    expect(namesInOrder()).toEqual(['广州甲安全公司', '东莞乙职业安全', '佛山丙消防技术']);
    const th = screen.getByRole('columnheader', { name: /提交时间/ });
    expect(th).toHaveAttribute('aria-sort', 'none');
    await user.click(within(th).getByRole('button'));
    expect(th).toHaveAttribute('aria-sort', 'descending');
    expect(namesInOrder()).toEqual(['东莞乙职业安全', '佛山丙消防技术', '广州甲安全公司']);
    await user.click(within(th).getByRole('button'));
    expect(th).toHaveAttribute('aria-sort', 'ascending');
    expect(namesInOrder()).toEqual(['广州甲安全公司', '佛山丙消防技术', '东莞乙职业安全']);
  });

  it('hides and shows columns from 显示列, and remembers the choice', async () => {
    recordList();
    const first = renderAdmin('/admin/reviews', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '申请列表' });
    await first.user.click(screen.getByRole('button', { name: '显示列' }));
    const choices = await screen.findByRole('group', { name: '显示列' });
    expect(within(choices).getByRole('checkbox', { name: '名称' })).toBeDisabled();
    expect(within(choices).getByRole('checkbox', { name: '操作' })).toBeDisabled();
    await first.user.click(within(choices).getByRole('checkbox', { name: '手机号' }));
    expect(headers()).toEqual(['名称', '申请人', '提交时间', '状态', '操作']);
    expect(within(bodyRows()[0]!).queryByText('13900000001')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(REVIEW_COLUMNS_KEY) ?? '{}')).toEqual({ mobile: false });
    first.unmount();

    // a new visit keeps it; the column comes back from the menu
    const again = renderAdmin('/admin/reviews', { staff: STAFF.ops });
    await screen.findByRole('table', { name: '申请列表' });
    expect(headers()).toEqual(['名称', '申请人', '提交时间', '状态', '操作']);
    await again.user.click(screen.getByRole('button', { name: '显示列' }));
    const box = within(await screen.findByRole('group', { name: '显示列' })).getByRole('checkbox', { name: '手机号' });
    expect(box).not.toBeChecked();
    await again.user.click(box);
    expect(headers()).toEqual(['名称', '申请人', '手机号', '提交时间', '状态', '操作']);
  });

  it('shows 亲，未找到记录~ for an empty answer, and the error with 重试', async () => {
    recordList({ items: [], total: 0 });
    const first = renderAdmin('/admin/reviews', { staff: STAFF.ops });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
    first.unmount();
    server.use(mockEndpoint('adminReviewList', new Response(null, { status: 500 })));
    renderAdmin('/admin/reviews', { staff: STAFF.ops });
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
