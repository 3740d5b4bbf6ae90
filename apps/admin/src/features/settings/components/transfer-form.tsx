// 收款账户: the bank account buyers transfer to, as /offline shows it (收款单位, 银行账号, 开户银行, 联行号,
// 纳税人识别号, 联系电话, 地址, 转账说明).
import '@mantine/core/styles/Input.css';
import { Textarea, TextInput } from '@mantine/core';
import type { AdminSettings } from '@ws/api-sdk';
import { useSaveTransfer } from '../api/settings';
import { transferForm, transferRequest } from '../lib/sections';
import { transferRules } from '../lib/settings-rules';
import { SectionCard, SectionFooter } from './section-card';
import { useSectionForm } from './use-section-form';
import classes from './settings.module.css';

const TITLE = '收款账户';

export function TransferForm({ server }: { server: AdminSettings['transfer'] }) {
  const save = useSaveTransfer();
  const { form, submit, reload, ...state } = useSectionForm({ section: 'transfer', server, toForm: transferForm, toRequest: transferRequest, rules: transferRules, save });
  return (
    <SectionCard id="settings-transfer" title={TITLE} note="买家选择线下转账时，在转账页看到的收款账户。">
      <form onSubmit={submit} noValidate aria-label={TITLE}>
        <div className={classes.grid}>
          <TextInput label="收款单位" required maxLength={60} autoComplete="off" {...form.getInputProps('company')} />
          <TextInput label="银行账号" required maxLength={40} inputMode="numeric" autoComplete="off" {...form.getInputProps('bank_account')} />
          <TextInput label="开户银行" required maxLength={60} autoComplete="off" {...form.getInputProps('bank')} />
          <TextInput label="联行号" required maxLength={20} inputMode="numeric" autoComplete="off" {...form.getInputProps('cnaps')} />
          <TextInput label="纳税人识别号" required maxLength={30} autoComplete="off" {...form.getInputProps('duty_paragraph')} />
          <TextInput label="联系电话" required maxLength={30} autoComplete="off" {...form.getInputProps('phone')} />
          <TextInput label="地址" required maxLength={100} autoComplete="off" className={classes.wide} {...form.getInputProps('address')} />
          <Textarea label="转账说明" maxLength={200} rows={3} className={classes.wide} {...form.getInputProps('remarks')} />
        </div>
        <SectionFooter title={TITLE} {...state} onReload={() => void reload()} />
      </form>
    </SectionCard>
  );
}
