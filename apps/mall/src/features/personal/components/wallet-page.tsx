// /myUserMoney: the wallet balance and its history (10 a page).
import { QueryState, useListParams } from '@ws/ui';
import { LedgerList } from '@/shared/ledger';
import { WALLET_PAGE_SIZE, useWallet } from '../api/use-lists';
import { signedMoney } from '../lib/format';

export function WalletPage() {
  const { page, setPage } = useListParams([]);
  const wallet = useWallet(page);
  return (
    <QueryState query={wallet}>
      {(d) => (
        <LedgerList
          balance={{ value: `¥${d.UserMoney}`, label: '钱包余额（元）' }}
          title="余额明细"
          rows={d.items.map((r) => ({ id: r.id, remark: r.remark, time: r.create_time, change: signedMoney(r.amount), income: Number(r.amount) >= 0, balance: r.balance }))}
          total={d.total}
          pageSize={WALLET_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
        />
      )}
    </QueryState>
  );
}
