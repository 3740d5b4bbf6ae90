import { HelpOrdersPage } from '@/features/help/components/help-orders-page';

/** /help/orders?id= (help centre) */
export default function HelpOrders() {
  return <HelpOrdersPage />;
}
