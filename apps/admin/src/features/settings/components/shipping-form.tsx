// 运费规则: free shipping from an amount of each seller's order, else the base fee, and the fee of a remote
// area; the rule in words under the fields, as typed.
import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import type { AdminSettings } from '@ws/api-sdk';
import { useSaveShipping } from '../api/settings';
import { shippingForm, shippingPreview, shippingRequest } from '../lib/sections';
import { shippingRules } from '../lib/settings-rules';
import { SectionCard, SectionFooter } from './section-card';
import { useSectionForm } from './use-section-form';
import classes from './settings.module.css';

const TITLE = '运费规则';

export function ShippingForm({ server }: { server: AdminSettings['shipping'] }) {
  const save = useSaveShipping();
  const { form, submit, reload, ...state } = useSectionForm({ section: 'shipping', server, toForm: shippingForm, toRequest: shippingRequest, rules: shippingRules, save });
  const preview = shippingPreview(form.values);
  return (
    <SectionCard id="settings-shipping" title={TITLE}>
      <form onSubmit={submit} noValidate aria-label={TITLE}>
        <div className={classes.grid3}>
          <TextInput label="满额包邮（元）" required maxLength={12} inputMode="decimal" autoComplete="off" {...form.getInputProps('free_from')} />
          <TextInput label="基础运费（元）" required maxLength={12} inputMode="decimal" autoComplete="off" {...form.getInputProps('base')} />
          <TextInput label="偏远地区运费（元）" required maxLength={12} inputMode="decimal" autoComplete="off" {...form.getInputProps('remote')} />
        </div>
        <p className={classes.preview} aria-live="polite">
          {preview ?? '填写正确的金额后，这里显示运费规则的说明。'}
        </p>
        <SectionFooter title={TITLE} {...state} onReload={() => void reload()} />
      </form>
    </SectionCard>
  );
}
