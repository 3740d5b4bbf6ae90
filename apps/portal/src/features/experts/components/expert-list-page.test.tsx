import { configure, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { Expert } from '@ws/api-sdk';
import { envelope, fixtures, mockEndpoint, NATIVE_PAYMENT } from '@ws/api-sdk/mocks';
import { browser, loginAs, renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { ExpertListPage } from './expert-list-page';

// the notice view loads lazily on the first notice; a 2-core machine running other suites is slow
configure({ asyncUtilTimeout: 4000 });

type Payload = Record<string, string | undefined>;

const experts = (n: number, from = 1): Expert[] =>
  Array.from({ length: n }, (_, i) => ({ ...fixtures.listexpert.items[0]!, id: from + i, name: `专家${from + i}`, user_id: 1000 + from + i }));

/** Records every listexpert payload; answers `total` experts, 20 per page (an industry filter: one expert). */
function recordListExpert(total = 45) {
  const asked: Payload[] = [];
  server.use(
    mockEndpoint('listexpert', ({ payload }) => {
      asked.push(payload);
      if (payload.industry) return { items: experts(1, 900), total: 1 };
      const page = Number(payload.pageNum ?? 1);
      return { items: experts(Math.min(20, Math.max(0, total - (page - 1) * 20)), (page - 1) * 20 + 1), total };
    }),
  );
  return asked;
}

const cardsList = () => screen.findByRole('list', { name: '专家列表' });
const group = (name: string) => screen.getByRole('group', { name });

describe('ExpertListPage', { timeout: 30_000 }, () => {
  it('shows the five filter groups with 全部 and 20 expert cards per page', async () => {
    const asked = recordListExpert();
    renderWithProviders(<ExpertListPage />, { route: '/expert' });
    expect(screen.getByRole('heading', { level: 1, name: '在线专家' })).toBeInTheDocument();
    for (const label of ['行业', '领域', '专项', '供需', '推荐']) {
      const g = await screen.findByRole('group', { name: label });
      expect(within(g).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(within(group('行业')).getByRole('button', { name: '化工' })).toBeInTheDocument();
    expect(within(group('推荐')).getByRole('button', { name: '消防服务' })).toBeInTheDocument();

    const items = within(await cardsList()).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: '专家1' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: '专家1' })).toHaveAttribute('href', '/detailInfo?id=1');
    expect(items[0]).toHaveTextContent('高级工程师');
    expect(items[0]).toHaveTextContent('行业：化工');
    expect(items[0]).toHaveTextContent('领域：安全评价');
    expect(items[0]).toHaveTextContent('专项：有限空间');
    expect(items[0]).toHaveTextContent('供需：技术服务');
    expect(items[0]).toHaveTextContent('广州安信安全技术有限公司');
    expect(first.getByRole('button', { name: '咨询专家1' })).toHaveTextContent('咨询');
    expect(asked).toEqual([{ pageNum: '1', pageSize: '20' }]);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
  });

  it('keeps filters and page in the URL and refetches with them (推荐 as recommendIds)', async () => {
    const asked = recordListExpert();
    const { user, location } = renderWithProviders(<ExpertListPage />, { route: '/expert' });
    await cardsList();

    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNum: '2', pageSize: '20' }));
    expect(location()).toBe('/expert?page=2');

    await user.click(within(group('行业')).getByRole('button', { name: '化工' }));
    expect(location()).toBe('/expert?industry=201');
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNum: '1', pageSize: '20', industry: '201' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '专家列表' })).getAllByRole('listitem')).toHaveLength(1));
    expect(within(group('行业')).getByRole('button', { name: '化工' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group('行业')).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(group('领域')).getByRole('button', { name: '安全评价' }));
    await user.click(within(group('推荐')).getByRole('button', { name: '消防服务' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNum: '1', pageSize: '20', industry: '201', field: '211', recommendIds: '36' }));
    expect(location()).toBe('/expert?industry=201&field=211&recommend=36');

    await user.click(within(group('行业')).getByRole('button', { name: '全部' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNum: '1', pageSize: '20', field: '211', recommendIds: '36' }));
    expect(location()).toBe('/expert?field=211&recommend=36');
  });

  it('starts from the URL (reload and back keep the list)', async () => {
    const asked = recordListExpert();
    renderWithProviders(<ExpertListPage />, { route: '/expert?special=222&supply=231&page=2' });
    await cardsList();
    expect(asked[0]).toEqual({ pageNum: '2', pageSize: '20', special: '222', supply: '231' });
    await waitFor(() => expect(within(group('专项')).getByRole('button', { name: '有限空间' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(group('供需')).getByRole('button', { name: '技术服务' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows 亲，未找到记录~ when no expert matches', async () => {
    server.use(mockEndpoint('listexpert', { items: [], total: 0 }));
    renderWithProviders(<ExpertListPage />, { route: '/expert?industry=202' });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });

  describe('channel=company (from a law article)', () => {
    it('notes the law consultation and lists the experts of the stored law ids', async () => {
      sessionStorage.setItem('lawId', '123,126');
      const asked = recordListExpert();
      renderWithProviders(<ExpertListPage />, { route: '/expert?channel=company' });
      expect(screen.getByRole('heading', { level: 1, name: '法规咨询专家' })).toBeInTheDocument();
      expect(screen.getByRole('note')).toHaveTextContent('您正在就法律法规条文咨询专家');
      await cardsList();
      expect(asked[0]).toEqual({ pageNum: '1', pageSize: '20', recommendIds: '36,1902' });
    });

    it('keeps every expert when the law ids map to nothing', async () => {
      sessionStorage.setItem('lawId', '9999');
      const asked = recordListExpert();
      renderWithProviders(<ExpertListPage />, { route: '/expert?channel=company' });
      await cardsList();
      expect(asked[0]).toEqual({ pageNum: '1', pageSize: '20' });
    });

    it('a 推荐 chip replaces the law ids; the channel stays in the URL', async () => {
      sessionStorage.setItem('lawId', '38');
      const asked = recordListExpert();
      const { user, location } = renderWithProviders(<ExpertListPage />, { route: '/expert?channel=company' });
      await cardsList();
      expect(asked[0]).toEqual({ pageNum: '1', pageSize: '20', recommendIds: '38' });
      await user.click(within(await screen.findByRole('group', { name: '推荐' })).getByRole('button', { name: '环保服务' }));
      await waitFor(() => expect(asked.at(-1)).toEqual({ pageNum: '1', pageSize: '20', recommendIds: '39' }));
      expect(location()).toBe('/expert?channel=company&recommend=39');
    });
  });

  describe('咨询', () => {
    it('logged out: 请先登录再咨询 and the login screen, coming back here', async () => {
      recordListExpert();
      const { user, location } = renderWithProviders(<ExpertListPage />, { route: '/expert?industry=201' });
      const list = await cardsList();
      await user.click(within(list).getAllByRole('button', { name: /^咨询/ })[0]!);
      expect(await screen.findByText('请先登录再咨询')).toBeInTheDocument();
      expect(location()).toBe(`/login?redirect=${encodeURIComponent('/expert?industry=201')}`);
      expect(sessionStorage.getItem('path')).toBe('/expert?industry=201');
    });

    it('an expert without a bound member: 专家未绑定会员, and the user stays', async () => {
      loginAs();
      server.use(mockEndpoint('listexpert', { items: [{ ...fixtures.listexpert.items[1]!, user_id: 0, name: '陈立华' }], total: 1 }));
      const { user, location } = renderWithProviders(<ExpertListPage />, { route: '/expert' });
      await user.click(await screen.findByRole('button', { name: '咨询陈立华' }));
      expect(await screen.findByText('专家未绑定会员')).toBeInTheDocument();
      expect(location()).toBe('/expert');
    });

    it('a bound expert while logged in: expertPay, then the QR dialog of the payment', async () => {
      loginAs();
      const asked: unknown[] = [];
      server.use(
        mockEndpoint('listexpert', { items: [fixtures.listexpert.items[0]!], total: 1 }),
        mockEndpoint('expertPay', ({ payload }) => {
          asked.push(payload);
          return { ...NATIVE_PAYMENT, pass: 0 as const };
        }),
      );
      const { user, location } = renderWithProviders(<ExpertListPage />, { route: '/expert' });
      await user.click(await screen.findByRole('button', { name: '咨询赵六' }));
      const dialog = await screen.findByRole('dialog', { name: '扫码支付' });
      expect(within(dialog).getByText('¥1,280.00')).toBeInTheDocument();
      expect(asked).toEqual([{ expert_id: fixtures.listexpert.items[0]!.id, pay_type: 'native' }]);
      expect(location()).toBe('/expert');
    });

    it('an open (or free) consultation goes straight to the chat, a mall page', async () => {
      loginAs();
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
      server.use(
        mockEndpoint('listexpert', { items: [fixtures.listexpert.items[0]!], total: 1 }),
        mockEndpoint('expertPay', { order_no: '20260601090000654321', pass: 0, to_user_id: 1004, to_user_name: '赵六' }),
      );
      const { user } = renderWithProviders(<ExpertListPage />, { route: '/expert' });
      await user.click(await screen.findByRole('button', { name: '咨询赵六' }));
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith('/session/chatitemExpert?chat_type=chat_expert&to_user_id=1004&to_user_name=%E8%B5%B5%E5%85%AD&order_no=20260601090000654321'),
      );
      assign.mockRestore();
    });

    it('a refused consultation: the server message as a warning', async () => {
      loginAs();
      server.use(
        mockEndpoint('listexpert', { items: [fixtures.listexpert.items[0]!], total: 1 }),
        mockEndpoint('expertPay', envelope(null, { ok: false, code: 1, msg: '专家暂不接受咨询' })),
      );
      const { user } = renderWithProviders(<ExpertListPage />, { route: '/expert' });
      await user.click(await screen.findByRole('button', { name: '咨询赵六' }));
      expect(await screen.findByText('专家暂不接受咨询')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: '扫码支付' })).not.toBeInTheDocument();
    });
  });
});
