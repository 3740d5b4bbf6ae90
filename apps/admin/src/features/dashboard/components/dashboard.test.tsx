import { screen, within } from '@testing-library/react';
import { mockEndpoint } from '@ws/api-sdk/mocks';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';

describe('/admin (工作台)', () => {
  it('welcomes the staff member and counts what waits for 入驻审核, from the server', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      mockEndpoint('adminReviewList', ({ request }) => {
        const q = Object.fromEntries(new URL(request.url).searchParams);
        asked.push(q);
        return { items: [], total: q.kind === 'company' ? 7 : 3 };
      }),
    );
    const { user, location } = renderAdmin('/admin', { staff: STAFF.ops });
    expect(await screen.findByRole('heading', { name: '欢迎，运营小陈' })).toBeInTheDocument();
    expect(screen.getByText('角色：运营')).toBeInTheDocument();
    const card = within(screen.getByRole('main')).getByRole('link', { name: /入驻审核/ });
    const company = await within(card).findByText('7');
    expect(company.previousElementSibling).toHaveTextContent('企业入驻待审核');
    expect(within(card).getByText('3').previousElementSibling).toHaveTextContent('专家申请待审核');
    expect(asked).toEqual(
      expect.arrayContaining([
        { kind: 'company', status: '0', pageNum: '1', pageSize: '1' },
        { kind: 'expert', status: '0', pageNum: '1', pageSize: '1' },
      ]),
    );
    await user.click(card);
    expect(location()).toBe('/admin/reviews?kind=company&status=0');
  });

  it('counts the transfers waiting for 确认到账, from the server, and leads to 线下转账对账', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      mockEndpoint('adminTransferList', ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return { items: [], total: 5 };
      }),
    );
    const { user, location } = renderAdmin('/admin', { staff: STAFF.ops });
    const card = await within(await screen.findByRole('main')).findByRole('link', { name: /线下转账对账/ });
    expect((await within(card).findByText('5')).previousElementSibling).toHaveTextContent('转账待确认');
    expect(asked).toEqual([{ status: 'unpaid', pageNum: '1', pageSize: '1' }]);
    await user.click(card);
    expect(location()).toBe('/admin/transfers');
  });

  it('counts the after-sales requests waiting for the platform, from the server, and leads to 售后仲裁', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      mockEndpoint('adminAfterSalesList', ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return { items: [], total: 4, counts: { waiting: 4, decided: 9 } };
      }),
    );
    const { user, location } = renderAdmin('/admin', { staff: STAFF.ops });
    const card = await within(await screen.findByRole('main')).findByRole('link', { name: /售后仲裁/ });
    expect((await within(card).findByText('4')).previousElementSibling).toHaveTextContent('售后待仲裁');
    expect(asked).toEqual([{ tab: 'waiting', pageNum: '1', pageSize: '1' }]);
    await user.click(card);
    expect(location()).toBe('/admin/aftersales');
  });

  it('offers no card, and asks no count, for what the role does not open', async () => {
    const list = vi.fn();
    server.use(
      mockEndpoint('adminReviewList', () => (list(), { items: [], total: 0 })),
      mockEndpoint('adminTransferList', () => (list(), { items: [], total: 0 })),
      mockEndpoint('adminProductList', () => (list(), { items: [], total: 0 })),
      mockEndpoint('adminAfterSalesList', () => (list(), { items: [], total: 0, counts: { waiting: 0, decided: 0 } })),
    );
    renderAdmin('/admin', { staff: STAFF.cs });
    expect(await screen.findByRole('heading', { name: '欢迎，客服主管小李' })).toBeInTheDocument();
    expect(screen.getByText('角色：客服主管')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /入驻审核/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /线下转账对账/ })).not.toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });
});
