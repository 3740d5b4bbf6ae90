// The address editor (delivery type 0 or invoice type 1): 智能识别 (a pasted address split into the fields,
// ./parse-address), contact, phone, the area cascade (every province, 广东省 by default), the detailed
// address, "set as default", and for a new invoice address "also save as delivery address" (sync). Every
// message of spec 02 §5 (请选择市区, 请选择区, 请填写详细地址, 请填写联系人名称, 请填写手机号码), checked before
// anything is sent; the server checks the same rules and the area codes again.
//
// 识别 fills what it found and leaves every other field as it was (a city of another province clears the
// district; another province clears the city and the district), then says what it filled (已识别：联系人、
// 手机号、所在地区、详细地址) or, having found nothing, 未能识别地址，请手动填写. The pasted text stays.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Button.css';
import { Button, Checkbox, Stack, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { PAGE_SIZES, PROVINCE_CODE, apiQuery, areasQuery, type Address, type AddressType } from '@ws/api-sdk';
import { notice, noticeFailure, QueryState, useForm, type UseFormReturnType } from '@ws/ui';
import { addressRules } from '@ws/validators/mall';
import { useAddress, useSaveAddress } from './api';
import { AreaCascade, PROVINCE_NAME } from './area-cascade';
import classes from './addresses.module.css';
import { FormButtons } from './form-buttons';
import type { AreaItem, ParsedAddress } from './parse-address';

export interface AddressFormValues {
  contact: string;
  phone: string;
  province_code: string;
  province_name: string;
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
  province_code: String(PROVINCE_CODE),
  province_name: PROVINCE_NAME,
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
  // an address saved before provinces could be chosen is in the default province
  province_code: a.province_code || String(PROVINCE_CODE),
  province_name: a.province_code ? a.province_name : PROVINCE_NAME,
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
      province_name: v.province_name,
      province_code: v.province_code,
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
        <Recognise form={form} />
        <TextInput ref={first} label="联系人" withAsterisk placeholder="请填写联系人名称" maxLength={50} {...form.getInputProps('contact')} />
        <TextInput label="手机号码" withAsterisk placeholder="请填写手机号码" inputMode="tel" autoComplete="tel" maxLength={11} {...form.getInputProps('phone')} />
        <AreaCascade
          provinceCode={form.values.province_code}
          provinceName={form.values.province_name}
          cityCode={form.values.city_code}
          cityName={form.values.city_name}
          countyCode={form.values.county_code}
          countyName={form.values.county_name}
          cityError={form.errors.city_code as string | undefined}
          countyError={form.errors.county_code as string | undefined}
          onProvinceChange={(p) => {
            form.setValues({ province_code: p.code, province_name: p.name, city_code: '', city_name: '', county_code: '', county_name: '' });
          }}
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

/** listarea's children of a parent ('0', a code, or a name), through the query cache the cascade uses. */
function useAreaLoader() {
  const client = useQueryClient();
  return async (parent: string): Promise<readonly AreaItem[]> => {
    const query = /^\d+$/.test(parent)
      ? areasQuery(Number(parent))
      : { ...apiQuery('listarea', { parent_name: parent, pageSize: PAGE_SIZES.area }), staleTime: 10 * 60_000 };
    return (await client.fetchQuery(query)).items;
  };
}

/** The fields a recognised address fills: only what was found; a new province or city clears what hangs under it. */
function recognisedValues(p: ParsedAddress, v: AddressFormValues): Partial<AddressFormValues> {
  const next: Partial<AddressFormValues> = {};
  if (p.contact !== null) next.contact = p.contact.slice(0, 50);
  if (p.phone !== null) next.phone = p.phone;
  if (p.province && p.province.code !== v.province_code) {
    Object.assign(next, { province_code: p.province.code, province_name: p.province.name, city_code: '', city_name: '', county_code: '', county_name: '' });
  }
  if (p.city && p.city.code !== (next.city_code ?? v.city_code)) Object.assign(next, { city_code: p.city.code, city_name: p.city.name, county_code: '', county_name: '' });
  if (p.county) Object.assign(next, { county_code: p.county.code, county_name: p.county.name });
  if (p.address !== null) next.address = p.address.slice(0, 200);
  return next;
}

/** 智能识别: the pasted text, 识别, and what it filled. */
function Recognise({ form }: { form: UseFormReturnType<AddressFormValues> }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const load = useAreaLoader();
  const statusId = useId();

  const recognise = async () => {
    setBusy(true);
    try {
      // the parser (and its surnames and short forms) loads at the first 识别, not with the form
      const { recognisedParts, recogniseAddress } = await import('./parse-address');
      const parsed = await recogniseAddress(text, load, { defaultProvince: Number(form.getValues().province_code) || PROVINCE_CODE });
      const parts = recognisedParts(parsed);
      if (parts.length === 0) {
        setResult({ ok: false, message: '未能识别地址，请手动填写' });
        return;
      }
      form.setValues(recognisedValues(parsed, form.getValues()));
      // a landline is no 手机号码: the form's rule says so at once
      if (parsed.phoneKind === 'landline') form.validateField('phone');
      setResult({ ok: true, message: `已识别：${parts.join('、')}` });
    } catch {
      // the parser's chunk did not load (offline, a new deployment): nothing was changed
      setResult({ ok: false, message: '未能识别地址，请手动填写' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={6}>
      <Textarea
        label="智能识别"
        placeholder="粘贴整段地址，如：张三 13800000001 广东省广州市天河区天河路1号"
        rows={3}
        maxLength={500}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        aria-describedby={result ? statusId : undefined}
      />
      <div className={classes.recognise}>
        <Button type="button" variant="light" size="sm" loading={busy} onClick={() => void recognise()}>
          识别
        </Button>
        <p id={statusId} role="status" className={result?.ok === false ? `${classes.hint} ${classes.reason}` : classes.hint}>
          {result?.message}
        </p>
      </div>
    </Stack>
  );
}
