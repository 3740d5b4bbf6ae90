// 交易时限: how long a quote stays valid and how long an unpaid order waits (QR code payment, bank transfer).
// An order keeps the limit it was placed with, so a change holds for new orders only.
import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { QUOTE_DAYS_RANGE, UNPAID_OFFLINE_HOURS_RANGE, UNPAID_ONLINE_HOURS_RANGE, type AdminSettings } from '@ws/api-sdk';
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
    <SectionCard id="settings-trade" title={TITLE} note="修改后对新下的订单生效，已下的订单保持下单时的时限。">
      <form onSubmit={submit} noValidate aria-label={TITLE}>
        <div className={classes.grid3}>
          <TextInput label="报价有效期（天）" required maxLength={6} inputMode="numeric" autoComplete="off" description={range(QUOTE_DAYS_RANGE, '天')} {...form.getInputProps('quote_valid_days')} />
          <TextInput label="在线支付时限（小时）" required maxLength={6} inputMode="numeric" autoComplete="off" description={range(UNPAID_ONLINE_HOURS_RANGE, '小时')} {...form.getInputProps('unpaid_online_hours')} />
          <TextInput label="线下转账时限（小时）" required maxLength={6} inputMode="numeric" autoComplete="off" description={range(UNPAID_OFFLINE_HOURS_RANGE, '小时')} {...form.getInputProps('unpaid_offline_hours')} />
        </div>
        <SectionFooter title={TITLE} {...state} onReload={() => void reload()} />
      </form>
    </SectionCard>
  );
}
