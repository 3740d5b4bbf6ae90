// /admin/settings (系统设置, 超级管理员 only): 收款账户, 运费规则 and 交易时限, each saved on its own with the
// version it was read at, and the express companies merchants ship with. Loading and a failed read by
// QueryState; the express list reads on its own, so either shows without the other.
import { QueryState } from '@ws/ui';
import lists from '@/shared/lists/list.module.css';
import { useSettings } from '../api/settings';
import { ExpressList } from './express-list';
import { ShippingForm } from './shipping-form';
import { TradeForm } from './trade-form';
import { TransferForm } from './transfer-form';
import classes from './settings.module.css';

export function SystemSettings() {
  const settings = useSettings();
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title" className={lists.title}>
        系统设置
      </h1>
      <div className={classes.sections}>
        <QueryState query={settings} skeletonRows={8}>
          {(d) => (
            <>
              <TransferForm server={d.transfer} />
              <ShippingForm server={d.shipping} />
              <TradeForm server={d.trade} />
            </>
          )}
        </QueryState>
        <ExpressList />
      </div>
    </section>
  );
}
