// The company fields of the enterprise forms of both apps (spec 01 §5 "Enterprise registration" and
// "Company join", spec 02 §5 "Enterprise join"): 企业类型 (multi-select of join/listcate), 企业名称,
// 统一社会信用代码, 所属区域, the address where the form has one, 联系人, 联系电话, 手机验证码, 企业简介 (500
// characters), 企业logo (several), 营业执照 (one file, a new one replaces it), 资质图片 (several).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent, ReactNode } from 'react';
import { apiQuery, type Category, type Items, type SmsUsecate } from '@ws/api-sdk';
import type { CompanyFormValues, FormFile } from '@ws/validators/company-form';
import { MAX_PROFILE_CHARS } from '@ws/validators/constants';
import { charLength } from '@ws/validators/core';
import { RegionSelect } from './region-select';
import { SmsCodeField } from './sms-code-field';
import { UploadField } from './upload-field';

export interface CateGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** join/listcate's top-level categories as the multi-select's groups (a childless one is its own item). */
export const toCateGroups = (d: Items<Category>): CateGroup[] =>
  d.items.map((top) => {
    const children = top.children ?? [];
    const items = (children.length > 0 ? children : [top]).map((c) => ({ value: String(c.cate_id), label: c.cate_name }));
    return { group: top.cate_name, items };
  });

const useCompanyCategories = () =>
  useQuery({ ...apiQuery('listcate', { parent_cate_value: 'company' }), staleTime: 10 * 60_000, select: toCateGroups });

type TextField = 'name' | 'code' | 'address' | 'contact' | 'phone' | 'smscode' | 'description';

/** What a text input takes from the form (value, change, error, focus). */
export interface CompanyTextInputProps {
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: ReactNode;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** The part of a useForm form (./use-form) the fields use; a form whose values extend CompanyFormValues fits. */
export interface CompanyFieldsForm {
  getValues(): CompanyFormValues;
  errors: Record<string, ReactNode>;
  getInputProps(path: TextField): CompanyTextInputProps;
  setValues(values: Partial<CompanyFormValues>): void;
  clearFieldError(path: keyof CompanyFormValues): void;
}

export interface CompanyFieldsProps {
  form: CompanyFieldsForm;
  /** the phone the SMS code goes to, and its use */
  smsPhone: string;
  smsUsecate: SmsUsecate;
  /** shown under the SMS code (where the code goes) */
  smsHint?: string;
  /** fields placed after the credit code (the registration's login account and password) */
  accountFields?: ReactNode;
  /** the address input after the region: /join's optional 详细地址, /uconfigJoin's required 地址 */
  address?: { label: string; placeholder: string; required?: boolean };
  /** 联系电话's placeholder */
  phonePlaceholder?: string;
}

const asText = (error: ReactNode) => (typeof error === 'string' ? error : undefined);

export function CompanyFields({ form, smsPhone, smsUsecate, smsHint, accountFields, address, phonePlaceholder = '请输入手机号码' }: CompanyFieldsProps) {
  const categories = useCompanyCategories();
  const values = form.getValues();
  const set = (patch: Partial<CompanyFormValues>) => {
    form.setValues(patch);
    for (const key of Object.keys(patch) as (keyof CompanyFormValues)[]) form.clearFieldError(key);
  };
  const files = (key: 'file_items' | 'license_file' | 'cert_file') => ({
    value: values[key],
    onChange: (list: FormFile[]) => set({ [key]: list }),
    error: form.errors[key],
  });
  return (
    <>
      <MultiSelect
        label="企业类型"
        placeholder={categories.isLoading ? '加载中…' : '请选择企业类型（可多选）'}
        data={categories.data ?? []}
        searchable
        clearable
        nothingFoundMessage="无匹配类型"
        withAsterisk
        comboboxProps={{ withinPortal: true }}
        value={values.cates}
        onChange={(cates) => set({ cates })}
        error={form.errors.cates}
      />
      <TextInput label="企业名称" placeholder="请填写企业名称" withAsterisk {...form.getInputProps('name')} />
      <TextInput label="统一社会信用代码" placeholder="请填写统一社会信用代码" withAsterisk {...form.getInputProps('code')} />
      {accountFields}
      <RegionSelect
        cityCode={values.city}
        countyCode={values.county}
        error={asText(form.errors.county)}
        onCityChange={(city) => form.setValues({ city: city?.code ?? '', city_name: city?.name ?? '', county: '', county_name: '' })}
        onCountyChange={(county) => set({ county: county?.code ?? '', county_name: county?.name ?? '' })}
      />
      {address && (
        <TextInput label={address.label} placeholder={address.placeholder} withAsterisk={address.required ?? false} {...form.getInputProps('address')} />
      )}
      <TextInput label="联系人" placeholder="请填写联系人" withAsterisk {...form.getInputProps('contact')} />
      <TextInput label="联系电话" placeholder={phonePlaceholder} inputMode="tel" autoComplete="tel" withAsterisk {...form.getInputProps('phone')} />
      <SmsCodeField
        label="手机验证码"
        placeholder="请输入手机验证码"
        withAsterisk
        description={smsHint}
        phone={smsPhone}
        usecate={smsUsecate}
        {...form.getInputProps('smscode')}
      />
      <Textarea
        label="企业简介"
        placeholder="请填写公司简介，限 500 字以内"
        minRows={4}
        withAsterisk
        description={`${charLength(values.description)}/${MAX_PROFILE_CHARS}`}
        {...form.getInputProps('description')}
      />
      <UploadField label="企业logo" multiple required {...files('file_items')} />
      <UploadField label="营业执照" required {...files('license_file')} />
      <UploadField label="资质图片" multiple required {...files('cert_file')} />
    </>
  );
}
