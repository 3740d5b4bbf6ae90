// The enterprise join form of /uconfigJoin (spec 02 §5): 企业类型 (multi-select), 企业名称, 统一社会信用代码,
// 所属区域, 地址 (required here), 联系人, 联系电话, 手机验证码 (to the contact phone, usecate companyjoin),
// 企业简介 (500 characters), 企业logo (several), 营业执照 (one file), 资质图片 (several). Failure: the server's
// msg as an error; success: its msg (提交成功，请等待审核), then the audit view.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Button.css';
import { Box, Button, Group, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MyCompanyDetail } from '@ws/api-sdk';
import { notice, RegionSelect, SmsCodeButton, UploadField } from '@ws/ui';
import { charLength, MAX_PROFILE_CHARS } from '@ws/validators';
import { useCompanyCategories } from '../api/company-categories';
import { useEnterpriseJoin } from '../api/enterprise-record';
import { emptyEnterpriseJoin, fromRecord, toEnterpriseJoinPayload, validateEnterpriseJoin, type EnterpriseJoinValues } from '../lib/company-form';
import { failureMessage } from '../lib/failure';

export const MSG_SUBMITTED = '提交成功，请等待审核';

export function EnterpriseJoinForm({ record, onDone }: { record: MyCompanyDetail | null; onDone: () => void }) {
  const categories = useCompanyCategories();
  const form = useForm<EnterpriseJoinValues>({
    initialValues: record ? fromRecord(record) : emptyEnterpriseJoin,
    validate: validateEnterpriseJoin,
  });
  const join = useEnterpriseJoin();
  const submit = form.onSubmit((values) => {
    join.mutate(toEnterpriseJoinPayload(values), {
      onSuccess: () => {
        notice.success(MSG_SUBMITTED);
        onDone();
      },
      onError: (e) => {
        const message = failureMessage(e);
        if (message) notice.error(message);
      },
    });
  });
  const v = form.values;
  return (
    <form onSubmit={submit} noValidate aria-label="企业入驻">
      <Stack gap="md">
        <MultiSelect
          label="企业类型"
          placeholder={categories.isLoading ? '加载中…' : '请选择企业类型（可多选）'}
          data={categories.data ?? []}
          searchable
          clearable
          withAsterisk
          nothingFoundMessage="无匹配类型"
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('cates')}
        />
        <TextInput label="企业名称" placeholder="请填写企业名称" withAsterisk {...form.getInputProps('name')} />
        <TextInput label="统一社会信用代码" placeholder="请填写统一社会信用代码" withAsterisk {...form.getInputProps('code')} />
        <RegionSelect
          cityCode={v.city}
          countyCode={v.county}
          error={form.errors.county as string | undefined}
          onCityChange={(city) => form.setValues({ city: city?.code ?? '', city_name: city?.name ?? '', county: '', county_name: '' })}
          onCountyChange={(county) => {
            form.setValues({ county: county?.code ?? '', county_name: county?.name ?? '' });
            form.clearFieldError('county');
          }}
        />
        <TextInput label="地址" placeholder="请填写地址" withAsterisk {...form.getInputProps('address')} />
        <TextInput label="联系人" placeholder="请填写联系人" withAsterisk {...form.getInputProps('contact')} />
        <TextInput label="联系电话" placeholder="请输入电话号码" inputMode="tel" autoComplete="tel" withAsterisk {...form.getInputProps('phone')} />
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            label="手机验证码"
            placeholder="请输入手机验证码"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            withAsterisk
            description="验证码发送至联系电话"
            style={{ flex: 1 }}
            {...form.getInputProps('smscode')}
          />
          <Box pt="calc(var(--mantine-font-size-sm) * var(--mantine-line-height) + 2px)" style={{ flexShrink: 0 }}>
            <SmsCodeButton phone={v.phone} usecate="companyjoin" />
          </Box>
        </Group>
        <Textarea
          label="企业简介"
          placeholder="请填写公司简介，限 500 字以内"
          minRows={4}
          withAsterisk
          description={`${charLength(v.description)}/${MAX_PROFILE_CHARS}`}
          {...form.getInputProps('description')}
        />
        <UploadField
          label="企业logo"
          multiple
          required
          value={v.file_items}
          onChange={(files) => {
            form.setFieldValue('file_items', files);
            form.clearFieldError('file_items');
          }}
          error={form.errors.file_items}
        />
        <UploadField
          label="营业执照"
          required
          value={v.license_file}
          onChange={(files) => {
            form.setFieldValue('license_file', files);
            form.clearFieldError('license_file');
          }}
          error={form.errors.license_file}
        />
        <UploadField
          label="资质图片"
          multiple
          required
          value={v.cert_file}
          onChange={(files) => {
            form.setFieldValue('cert_file', files);
            form.clearFieldError('cert_file');
          }}
          error={form.errors.cert_file}
        />
        <Button type="submit" fullWidth loading={join.isPending} disabled={join.isPending}>
          {record ? '重新提交' : '提交'}
        </Button>
      </Stack>
    </form>
  );
}
