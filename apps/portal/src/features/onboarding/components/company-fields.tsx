// The company fields both company forms share (spec 01 §5 "Enterprise registration" and "Company join"):
// 企业类型 (multi-select), 企业名称, 统一社会信用代码, 所属区域, 联系人, 联系电话, 手机验证码, 企业简介 (500
// characters), 企业logo (several), 营业执照 (one file, a new one replaces it), 资质图片 (several).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import { Box, Group, MultiSelect, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { SmsUsecate } from '@ws/api-sdk';
import { RegionSelect, SmsCodeButton, UploadField } from '@ws/ui';
import { MAX_PROFILE_CHARS, charLength } from '@ws/validators';
import { useCompanyCategories } from '../api/company-categories';
import type { CompanyFormValues } from '../lib/company-form';

interface CompanyFieldsProps<T extends CompanyFormValues> {
  form: UseFormReturnType<T>;
  /** the phone the SMS code goes to, and its use */
  smsPhone: string;
  smsUsecate: SmsUsecate;
  /** shown under the SMS code (where the code goes) */
  smsHint?: string;
  /** fields placed after the credit code (the registration's login account and password) */
  accountFields?: ReactNode;
  /** the optional 详细地址 of /join */
  withAddress?: boolean;
}

const errorOf = (errors: Record<string, ReactNode>, key: string) => errors[key] ?? undefined;

export function CompanyFields<T extends CompanyFormValues>({ form, smsPhone, smsUsecate, smsHint, accountFields, withAddress }: CompanyFieldsProps<T>) {
  const categories = useCompanyCategories();
  const values = form.getValues();
  const f = form as unknown as UseFormReturnType<CompanyFormValues>;
  const descriptionLength = charLength(values.description);
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
        {...f.getInputProps('cates')}
      />
      <TextInput label="企业名称" placeholder="请填写企业名称" withAsterisk {...f.getInputProps('name')} />
      <TextInput label="统一社会信用代码" placeholder="请填写统一社会信用代码" withAsterisk {...f.getInputProps('code')} />
      {accountFields}
      <RegionSelect
        cityCode={values.city}
        countyCode={values.county}
        error={errorOf(f.errors, 'county') as string | undefined}
        onCityChange={(city) => {
          f.setValues({ city: city?.code ?? '', city_name: city?.name ?? '', county: '', county_name: '' });
        }}
        onCountyChange={(county) => {
          f.setValues({ county: county?.code ?? '', county_name: county?.name ?? '' });
          f.clearFieldError('county');
        }}
      />
      {withAddress && <TextInput label="详细地址" placeholder="选填" {...f.getInputProps('address')} />}
      <TextInput label="联系人" placeholder="请填写联系人" withAsterisk {...f.getInputProps('contact')} />
      <TextInput label="联系电话" placeholder="请输入手机号码" inputMode="tel" autoComplete="tel" withAsterisk {...f.getInputProps('phone')} />
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <TextInput
          label="手机验证码"
          placeholder="请输入手机验证码"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          withAsterisk
          description={smsHint}
          style={{ flex: 1 }}
          {...f.getInputProps('smscode')}
        />
        <Box pt="calc(var(--mantine-font-size-sm) * var(--mantine-line-height) + 2px)" style={{ flexShrink: 0 }}>
          <SmsCodeButton phone={smsPhone} usecate={smsUsecate} />
        </Box>
      </Group>
      <Textarea
        label="企业简介"
        placeholder="请填写公司简介，限 500 字以内"
        minRows={4}
        withAsterisk
        description={`${descriptionLength}/${MAX_PROFILE_CHARS}`}
        {...f.getInputProps('description')}
      />
      <UploadField
        label="企业logo"
        multiple
        required
        value={values.file_items}
        onChange={(files) => {
          f.setFieldValue('file_items', files);
          f.clearFieldError('file_items');
        }}
        error={errorOf(f.errors, 'file_items')}
      />
      <UploadField
        label="营业执照"
        required
        value={values.license_file}
        onChange={(files) => {
          f.setFieldValue('license_file', files);
          f.clearFieldError('license_file');
        }}
        error={errorOf(f.errors, 'license_file')}
      />
      <UploadField
        label="资质图片"
        multiple
        required
        value={values.cert_file}
        onChange={(files) => {
          f.setFieldValue('cert_file', files);
          f.clearFieldError('cert_file');
        }}
        error={errorOf(f.errors, 'cert_file')}
      />
    </>
  );
}
