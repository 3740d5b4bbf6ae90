// /integral: the points balance and the ledger, 20 a page, + for positive amounts.
import { QueryState, useListParams } from '@ws/ui';
import { LedgerList } from '@/shared/ledger';
import { POINTS_PAGE_SIZE, usePoints } from '../api/use-lists';
import { signedPoints } from '../lib/format';

export function PointsPage() {
  const { page, setPage } = useListParams([]);
  const points = usePoints(page);
  return (
    <QueryState query={points}>
      {(d) => (
        <LedgerList
          balance={{ value: d.ProfitJifen, label: '当前积分（100积分=1元）', testId: 'points-balance' }}
          title="积分明细"
          rows={d.items.map((r) => ({ id: r.id, remark: r.remark, time: r.create_time, change: signedPoints(r.total), income: r.total > 0, balance: String(r.cur_total) }))}
          total={d.total}
          pageSize={POINTS_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
        />
      )}
    </QueryState>
  );
}
