// /bindBankCard: a bound card shows (number masked) with 重新绑定; unbound shows the form with the spec's
// messages (请输入姓名, 请输入银行卡号, 请输入开户银行, 请输入手机号, 两次输入的银行卡号不一样，请重新输入)
// and the Luhn check (请输入正确的银行卡号), which the server repeats.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { isLuhnValid, MSG_CARD_INVALID, type BankCard } from '@ws/api-sdk';
import { noticeOutcome, QueryState, useForm } from '@ws/ui';
import { validate } from '@ws/validators/core';
import { bankCardRules } from '@ws/validators/mall';
import { useState } from 'react';
import { useBankCard, useSaveBankCard } from '../api/use-account';
import classes from './personal.module.css';

interface Values {
  name: string;
  card_number: string;
  confirm_card_number: string;
  bank_name: string;
  phone: string;
}

const EMPTY: Values = { name: '', card_number: '', confirm_card_number: '', bank_name: '', phone: '' };

/** The spec's rules, then the Luhn check of a filled-in number. */
export function bankCardErrors(values: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = validate(bankCardRules, values);
  if (!errors.card_number && !isLuhnValid(values.card_number)) errors.card_number = MSG_CARD_INVALID;
  return errors;
}

function CardForm({ initial, onDone, onCancel }: { initial: Values; onDone: () => void; onCancel?: () => void }) {
  const form = useForm<Values>({ initialValues: initial, validate: bankCardErrors });
  const save = useSaveBankCard();
  const submit = form.onSubmit(({ name, card_number, bank_name, phone }) =>
    save.mutate(
      { name, card_number, bank_name, phone },
      noticeOutcome('保存成功', onDone),
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="绑定银行卡" className={classes.form}>
      <Stack gap="sm">
        <TextInput label="姓名" placeholder="请输入持卡人姓名" {...form.getInputProps('name')} />
        <TextInput label="银行卡号" placeholder="请输入银行卡号" inputMode="numeric" autoComplete="cc-number" {...form.getInputProps('card_number')} />
        <TextInput label="确认银行卡号" placeholder="请再次输入银行卡号" inputMode="numeric" {...form.getInputProps('confirm_card_number')} />
        <TextInput label="开户银行" placeholder="如：中国工商银行广州天河支行" {...form.getInputProps('bank_name')} />
        <TextInput label="手机号" placeholder="请输入银行预留手机号" inputMode="tel" {...form.getInputProps('phone')} />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            保存
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              取消
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function BoundCard({ card, onRebind }: { card: BankCard; onRebind: () => void }) {
  return (
    <div aria-label="已绑定的银行卡" role="group">
      <ul className={classes.rows}>
        <li className={classes.row}>持卡人：{card.name}</li>
        <li className={classes.row}>开户银行：{card.bank_name}</li>
        <li className={classes.row}>
          银行卡号：<span data-testid="card-number">{card.card_number}</span>
        </li>
        <li className={classes.row}>预留手机：{card.phone}</li>
      </ul>
      <Button mt="md" variant="light" onClick={onRebind}>
        重新绑定
      </Button>
    </div>
  );
}

export function BankCardPage() {
  const card = useBankCard();
  const [editing, setEditing] = useState(false);
  return (
    <QueryState query={card}>
      {(c) =>
        c && !editing ? (
          <BoundCard card={c} onRebind={() => setEditing(true)} />
        ) : (
          <CardForm
            initial={c ? { ...EMPTY, name: c.name, bank_name: c.bank_name, phone: c.phone } : EMPTY}
            onDone={() => setEditing(false)}
            onCancel={c ? () => setEditing(false) : undefined}
          />
        )
      }
    </QueryState>
  );
}
