import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@ws/ui/testing';
import { LedgerList, type LedgerRow } from './ledger-list';

const rows: LedgerRow[] = [
  { id: 1, remark: '每日签到', time: '2026-01-02 08:00:00', change: '+10', income: true, balance: '310' },
  { id: 2, remark: '订单抵扣', time: '2026-01-03 09:30:00', change: '-300', income: false, balance: '10' },
];

describe('LedgerList', () => {
  it('shows the balance and each row: what, when, the signed change and the balance after it', () => {
    renderWithProviders(
      <LedgerList balance={{ value: 310, label: '当前积分（100积分=1元）', testId: 'points-balance' }} title="积分明细" rows={rows} total={2} pageSize={20} page={1} onPageChange={() => {}} />,
    );
    expect(screen.getByTestId('points-balance')).toHaveTextContent('310');
    expect(screen.getByText('当前积分（100积分=1元）')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '积分明细' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: '积分明细' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('每日签到2026-01-02 08:00:00+10余额 310');
    expect(items[1]).toHaveTextContent('订单抵扣2026-01-03 09:30:00-300余额 10');
    // one page: no pager
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('empty: 亲，未找到记录~ and no list', () => {
    renderWithProviders(<LedgerList balance={{ value: '¥0.00', label: '钱包余额（元）' }} title="余额明细" rows={[]} total={0} pageSize={10} page={1} onPageChange={() => {}} />);
    expect(screen.getByText('¥0.00')).toBeInTheDocument();
    expect(screen.getByText('亲，未找到记录~')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '余额明细' })).not.toBeInTheDocument();
  });

  it('pages: the pager asks for the chosen page', async () => {
    const onPageChange = vi.fn();
    const r = renderWithProviders(<LedgerList balance={{ value: '¥5.00', label: '钱包余额（元）' }} title="余额明细" rows={rows} total={25} pageSize={10} page={1} onPageChange={onPageChange} />);
    await r.user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
