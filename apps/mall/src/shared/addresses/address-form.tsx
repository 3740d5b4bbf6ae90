// The address editor (delivery type 0 or invoice type 1): contact, phone, the Guangdong area cascade,
// the detailed address, "set as default", and for a new invoice address "also save as delivery address"
// (sync). Every message of spec 02 §5 (请选择市区, 请选择区, 请填写详细地址, 请填写联系人名称, 请填写手机号码),
// checked before anything is sent; the server checks the same rules and the area codes again.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Stack.css';
import { Checkbox, Stack, TextInput, Textarea } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { PROVINCE_CODE, type Address, type AddressType } from '@ws/api-sdk';
import { notice, noticeFailure, QueryState, useForm } from '@ws/ui';
import { addressRules } from '@ws/validators/mall';
import { useAddress, useSaveAddress } from './api';
import { AreaCascade, PROVINCE_NAME } from './area-cascade';
import { FormButtons } from './form-buttons';

export interface AddressFormValues {
  contact: string;
  phone: string;
  city_code: string;
  city_name: string;
  county_code: string;
  county_name: string;
  address: string;
  is_default: boolean;
  sync: boolean;
}

const EMPTY: AddressFormValues = {
  contact: '',
  phone: '',
  city_code: '',
  city_name: '',
  county_code: '',
  county_name: '',
  address: '',
  is_default: false,
  sync: false,
};

const fromAddress = (a: Address): AddressFormValues => ({
  contact: a.contact,
  phone: a.phone,
  city_code: a.city_code,
  city_name: a.city_name,
  county_code: a.county_code,
  county_name: a.county_name,
  address: a.address,
  is_default: a.is_default === 1,
  sync: a.sync === 1,
});

export interface AddressFormProps {
  /** 0 delivery, 1 invoice */
  type: AddressType;
  /** the address to edit; null for a new one */
  id: number | null;
  /** after 添加成功 / 修改成功 */
  onSaved(address: Address): void;
  onCancel?(): void;
}

/** The editor: loads the address when editing (with its loading and error states), then the form. */
export function AddressForm({ type, id, onSaved, onCancel }: AddressFormProps) {
  const existing = useAddress(id);
  if (id === null) return <AddressFormFields type={type} id={null} initial={EMPTY} onSaved={onSaved} onCancel={onCancel} />;
  return (
    <QueryState query={existing}>
      {(a) => <AddressFormFields type={a.type} id={a.id} initial={fromAddress(a)} onSaved={onSaved} onCancel={onCancel} />}
    </QueryState>
  );
}

interface FieldsProps extends Omit<AddressFormProps, 'id'> {
  id: number | null;
  initial: AddressFormValues;
}

function AddressFormFields({ type, id, initial, onSaved, onCancel }: FieldsProps) {
  const form = useForm<AddressFormValues>({ initialValues: initial, validate: addressRules });
  const save = useSaveAddress();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const submit = form.onSubmit((v) => {
    const fields = {
      contact: v.contact.trim(),
      phone: v.phone.trim(),
      province_name: PROVINCE_NAME,
      province_code: String(PROVINCE_CODE),
      city_name: v.city_name,
      city_code: v.city_code,
      county_name: v.county_name,
      county_code: v.county_code,
      address: v.address.trim(),
      is_default: v.is_default ? (1 as const) : (0 as const),
    };
    const input =
      id !== null
        ? ({ kind: 'update', payload: { ...fields, id } } as const)
        : type === 1
          ? ({ kind: 'addInvoice', payload: { ...fields, sync: v.sync ? (1 as const) : (0 as const) } } as const)
          : ({ kind: 'add', payload: { ...fields, type } } as const);
    save.mutate(input, {
      onSuccess: (saved) => {
        notice.success(id !== null ? '修改成功' : '添加成功');
        onSaved(saved);
      },
      onError: noticeFailure,
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={type === 1 ? '发票地址' : '收货地址'}>
      <Stack gap="sm">
        <TextInput ref={first} label="联系人" withAsterisk placeholder="请填写联系人名称" maxLength={50} {...form.getInputProps('contact')} />
        <TextInput label="手机号码" withAsterisk placeholder="请填写手机号码" inputMode="tel" autoComplete="tel" maxLength={11} {...form.getInputProps('phone')} />
        <AreaCascade
          cityCode={form.values.city_code}
          countyCode={form.values.county_code}
          cityError={form.errors.city_code as string | undefined}
          countyError={form.errors.county_code as string | undefined}
          onCityChange={(c) => {
            form.setValues({ city_code: c?.code ?? '', city_name: c?.name ?? '', county_code: '', county_name: '' });
            form.clearFieldError('city_code');
          }}
          onCountyChange={(c) => {
            form.setValues({ county_code: c?.code ?? '', county_name: c?.name ?? '' });
            form.clearFieldError('county_code');
          }}
        />
        <Textarea label="详细地址" withAsterisk placeholder="街道、门牌号、楼层等" rows={2} maxLength={200} {...form.getInputProps('address')} />
        <Checkbox label="设为默认地址" {...form.getInputProps('is_default', { type: 'checkbox' })} />
        {type === 1 && id === null && <Checkbox label="同时保存为收货地址" {...form.getInputProps('sync', { type: 'checkbox' })} />}
        <FormButtons saving={save.isPending} onCancel={onCancel} cancelLabel="返回" />
      </Stack>
    </form>
  );
}
