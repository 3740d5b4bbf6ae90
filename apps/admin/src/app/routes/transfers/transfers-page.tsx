// /admin/transfers: 线下转账对账.
import { TransfersList } from '@/features/transfers/components/transfers-list';

export default function TransfersPage() {
  return <TransfersList />;
}
