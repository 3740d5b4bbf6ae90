// 交易时限: how long a quote stays valid, how long an unpaid order waits (QR code payment, bank transfer) and
// how many days after the parcel is signed for an order is confirmed received for the buyer. An order keeps
// the payment limit it was placed with, so those changes hold for new orders only; the automatic
// confirmation is counted from the 签收 scan at each sweep, so its change holds for every order not yet
// confirmed — the note says so, since lowering it can confirm orders delivered days ago at once.
import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { AUTO_CONFIRM_DAYS_RANGE, QUOTE_DAYS_RANGE, UNPAID_OFFLINE_HOURS_RANGE, UNPAID_ONLINE_HOURS_RANGE, type AdminSettings } from '@ws/api-sdk';
import { useSaveTrade } from '../api/settings';
import { tradeForm, tradeRequest } from '../lib/sections';
import { tradeRules } from '../lib/settings-rules';
import { SectionCard, SectionFooter } from './section-card';
import { useSectionForm } from './use-section-form';
import classes from './settings.module.css';

const TITLE = '交易时限';

const range = (r: { min: number; max: number }, unit: string) => `${r.min} 至 ${r.max} ${unit}`;

export function TradeForm({ server }: { server: AdminSettings['trade'] }) {
  const save = useSaveTrade();
  const { form, submit, reload, ...state } = useSectionForm({ section: 'trade', server, toForm: tradeForm, toRequest: tradeRequest, rules: tradeRules, save });
  return (
    <SectionCard id="settings-trade" title={TITLE} note="修改后对新下的订单生效，已下的订单保持下单时的时限；自动确认收货的天数对所有未确认收货的订单生效。">
      <form onSubmit={submit} noValidate aria-label={TITLE}>
        <div className={classes.grid4}>
          <TextInput label="报价有效期（天）" required maxLength={6} inputMode="numeric" autoComplete="off" description={range(QUOTE_DAYS_RANGE, '天')} {...form.getInputProps('quote_valid_days')} />
          <TextInput label="在线支付时限（小时）" required maxLength={6} inputMode="numeric" autoComplete="off" description={range(UNPAID_ONLINE_HOURS_RANGE, '小时')} {...form.getInputProps('unpaid_online_hours')} />
          <TextInput label="线下转账时限（小时）" required maxLength={6} inputMode="numeric" autoComplete="off" description={range(UNPAID_OFFLINE_HOURS_RANGE, '小时')} {...form.getInputProps('unpaid_offline_hours')} />
          <TextInput label="自动确认收货（天）" required maxLength={6} inputMode="numeric" autoComplete="off" description={`签收后 ${range(AUTO_CONFIRM_DAYS_RANGE, '天')}`} {...form.getInputProps('auto_confirm_days')} />
        </div>
        <SectionFooter title={TITLE} {...state} onReload={() => void reload()} />
      </form>
    </SectionCard>
  );
}
