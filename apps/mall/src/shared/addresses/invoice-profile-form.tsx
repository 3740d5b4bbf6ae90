// The invoice profile editor (spec 02 §5 Invoice form): type (请选择一个发票类型), company name
// (请输入企业名称), e-mail (邮箱不能为空, 请输入正确的邮箱格式); the taxpayer id shown and sent only for the
// enterprise type; the personal type hidden when the order's invoice type is dict code 156 or 157. Beyond
// the original: an enterprise profile needs its taxpayer id (请输入纳税人识别号, 请输入正确的纳税人识别号; typed
// in capitals), and also holds what a VAT special invoice needs (registered address and phone, bank and
// account): optional, checked when filled (请输入正确的注册电话, 请输入正确的银行账号), required when the order's
// invoice type is a special one (the rules of @ws/validators/mall: invoiceRules, specialInvoiceRules).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import { Checkbox, Group, Radio, Stack, TextInput } from '@mantine/core';
import { INVOICE_TYPE, isSpecialInvoiceDictCode, type InvoiceProfile } from '@ws/api-sdk';
import { notice, noticeFailure, QueryState, useForm } from '@ws/ui';
import { validate } from '@ws/validators/core';
import { invoiceRules, specialInvoiceRules } from '@ws/validators/mall';
import { useInvoiceProfile, useSaveInvoiceProfile } from './api';
import { FormButtons } from './form-buttons';
import classes from './addresses.module.css';

export interface InvoiceFormValues {
  /** '' (not chosen), '1' enterprise, '0' personal */
  invoice_type: string;
  name: string;
  email: string;
  identification: string;
  reg_address: string;
  reg_phone: string;
  bank_name: string;
  bank_account: string;
  is_default: boolean;
}

const EMPTY: InvoiceFormValues = {
  invoice_type: '',
  name: '',
  email: '',
  identification: '',
  reg_address: '',
  reg_phone: '',
  bank_name: '',
  bank_account: '',
  is_default: false,
};

const fromProfile = (p: InvoiceProfile): InvoiceFormValues => ({
  invoice_type: String(p.invoice_type),
  name: p.name,
  email: p.email,
  identification: p.identification,
  reg_address: p.reg_address,
  reg_phone: p.reg_phone,
  bank_name: p.bank_name,
  bank_account: p.bank_account,
  is_default: p.is_default === 1,
});

const ENTERPRISE = String(INVOICE_TYPE.enterprise);
const PERSONAL = String(INVOICE_TYPE.personal);

/** The form's messages: the profile's rules, plus those of a VAT special invoice when `special`. */
export function invoiceFormErrors(values: InvoiceFormValues, special: boolean): Record<string, string> {
  const errors = validate(invoiceRules, values);
  if (special) for (const [field, message] of Object.entries(validate(specialInvoiceRules, values))) errors[field] ??= message;
  return errors;
}

/** A taxpayer id as typed: capitals, no spaces (a 统一社会信用代码 is written so). */
const taxpayerIdInput = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

export interface InvoiceProfileFormProps {
  /** the profile to edit; null for a new one */
  id: number | null;
  /** the order's invoice type (dict_code of ordre_invoice_type), when the form is opened for an order */
  orderInvoiceDictCode?: number | null;
  onSaved(profile: InvoiceProfile): void;
  onCancel?(): void;
}

export function InvoiceProfileForm({ id, orderInvoiceDictCode = null, onSaved, onCancel }: InvoiceProfileFormProps) {
  const existing = useInvoiceProfile(id);
  if (id === null) return <Fields id={null} initial={EMPTY} orderInvoiceDictCode={orderInvoiceDictCode} onSaved={onSaved} onCancel={onCancel} />;
  return (
    <QueryState query={existing}>
      {(p) => <Fields id={p.id} initial={fromProfile(p)} orderInvoiceDictCode={orderInvoiceDictCode} onSaved={onSaved} onCancel={onCancel} />}
    </QueryState>
  );
}

interface FieldsProps extends Omit<InvoiceProfileFormProps, 'id'> {
  id: number | null;
  initial: InvoiceFormValues;
}

function Fields({ id, initial, orderInvoiceDictCode, onSaved, onCancel }: FieldsProps) {
  const special = isSpecialInvoiceDictCode(orderInvoiceDictCode);
  const form = useForm<InvoiceFormValues>({
    initialValues: special && initial.invoice_type === '' ? { ...initial, invoice_type: ENTERPRISE } : initial,
    validate: (values) => invoiceFormErrors(values, special),
  });
  const save = useSaveInvoiceProfile();
  const enterprise = form.values.invoice_type === ENTERPRISE;
  const optional = special ? '增值税专用发票必填' : '选填';

  const submit = form.onSubmit((v) => {
    const ent = v.invoice_type === ENTERPRISE;
    const payload = {
      invoice_type: v.invoice_type,
      name: v.name.trim(),
      email: v.email.trim(),
      // the taxpayer id and the VAT special fields are sent only for the enterprise type
      ...(ent
        ? {
            identification: v.identification.trim(),
            reg_address: v.reg_address.trim(),
            reg_phone: v.reg_phone.trim(),
            bank_name: v.bank_name.trim(),
            bank_account: v.bank_account.trim(),
          }
        : {}),
      is_default: v.is_default ? (1 as const) : (0 as const),
    };
    save.mutate(id !== null ? { kind: 'update', payload: { ...payload, id } } : { kind: 'add', payload }, {
      onSuccess: (saved) => {
        notice.success(id !== null ? '修改成功' : '添加成功');
        onSaved(saved);
      },
      onError: noticeFailure,
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="发票信息">
      <Stack gap="sm">
        <Radio.Group label="发票类型" withAsterisk {...form.getInputProps('invoice_type')}>
          <Group gap="lg" mt={6}>
            <Radio value={ENTERPRISE} label="企业" />
            {!special && <Radio value={PERSONAL} label="个人" />}
          </Group>
        </Radio.Group>
        <TextInput
          label={enterprise || form.values.invoice_type === '' ? '企业名称' : '发票抬头'}
          withAsterisk={enterprise}
          placeholder={enterprise ? '请输入企业名称' : '个人姓名'}
          maxLength={100}
          {...form.getInputProps('name')}
        />
        {enterprise && (
          <TextInput
            label="纳税人识别号"
            withAsterisk
            placeholder="统一社会信用代码（15、18 或 20 位）"
            maxLength={20}
            autoCapitalize="characters"
            spellCheck={false}
            {...form.getInputProps('identification')}
            onChange={(e) => form.setFieldValue('identification', taxpayerIdInput(e.currentTarget.value))}
          />
        )}
        <TextInput label="邮箱" withAsterisk type="email" placeholder="接收电子发票的邮箱" maxLength={254} autoComplete="email" {...form.getInputProps('email')} />
        {enterprise && (
          <>
            {special ? null : <p className={classes.hint}>以下信息填写完整后可开具增值税专用发票</p>}
            <TextInput label="注册地址" withAsterisk={special} placeholder={optional} maxLength={200} {...form.getInputProps('reg_address')} />
            <TextInput label="注册电话" withAsterisk={special} placeholder={special ? '如 020-12345678' : '选填，如 020-12345678'} maxLength={30} inputMode="tel" {...form.getInputProps('reg_phone')} />
            <TextInput label="开户银行" withAsterisk={special} placeholder={optional} maxLength={100} {...form.getInputProps('bank_name')} />
            <TextInput label="银行账号" withAsterisk={special} placeholder={special ? '8 至 30 位数字' : '选填，8 至 30 位数字'} maxLength={40} inputMode="numeric" {...form.getInputProps('bank_account')} />
          </>
        )}
        <Checkbox label="设为默认发票信息" {...form.getInputProps('is_default', { type: 'checkbox' })} />
        <FormButtons saving={save.isPending} onCancel={onCancel} cancelLabel="取消" />
      </Stack>
    </form>
  );
}
