import { fireEvent, screen, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { emptyCompanyForm, type CompanyFormValues } from '@ws/validators/company-form';
import { renderWithProviders, setupMockApi } from '../testing';
import { CompanyFields, toCateGroups, type CompanyFieldsForm, type CompanyFieldsProps } from './company-fields';

setupMockApi();

let latest: CompanyFormValues = emptyCompanyForm;

/** The part of a useForm form the fields use, on plain React state (the fields need no more than CompanyFieldsForm). */
function Harness({ errors: initialErrors = {}, ...props }: Omit<CompanyFieldsProps, 'form'> & { errors?: Record<string, ReactNode> }) {
  const [values, setValues] = useState(emptyCompanyForm);
  const [errors, setErrors] = useState(initialErrors);
  latest = values;
  const form: CompanyFieldsForm = {
    getValues: () => values,
    errors,
    getInputProps: (path) => ({
      value: values[path],
      onChange: (e) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [path]: value }));
      },
      error: errors[path],
    }),
    setValues: (patch) => setValues((v) => ({ ...v, ...patch })),
    clearFieldError: (path) =>
      setErrors((e) => {
        const { [path]: _gone, ...rest } = e;
        return rest;
      }),
  };
  return <CompanyFields form={form} {...props} />;
}

describe('CompanyFields', { timeout: 30_000 }, () => {
  it('shows every company field with its label; the address only where the form has one', async () => {
    const r = renderWithProviders(<Harness smsPhone="" smsUsecate="companyjoin" />);
    for (const label of ['企业名称', '统一社会信用代码', '联系人', '联系电话', '手机验证码', '企业简介']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: '联系电话' })).toHaveAttribute('placeholder', '请输入手机号码');
    expect(screen.getByRole('group', { name: '所属区域' })).toBeInTheDocument();
    expect(screen.getByText('企业logo')).toBeInTheDocument();
    expect(screen.getByText('营业执照')).toBeInTheDocument();
    expect(screen.getByText('资质图片')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /地址/ })).not.toBeInTheDocument();
    r.unmount();
    renderWithProviders(<Harness smsPhone="" smsUsecate="companyjoin" address={{ label: '地址', placeholder: '请填写地址', required: true }} phonePlaceholder="请输入电话号码" />);
    expect(screen.getByRole('textbox', { name: '地址' })).toBeInTheDocument();
    // the required marker
    expect(document.querySelector(`label[for="${screen.getByRole('textbox', { name: '地址' }).id}"]`)).toHaveTextContent('地址 *');
    expect(screen.getByRole('textbox', { name: '联系电话' })).toHaveAttribute('placeholder', '请输入电话号码');
  });

  it('typing fills the values; the profile counts its characters', () => {
    renderWithProviders(<Harness smsPhone="" smsUsecate="companyjoin" smsHint="验证码发送至联系电话" />);
    fireEvent.change(screen.getByRole('textbox', { name: '企业名称' }), { target: { value: '广州安信' } });
    fireEvent.change(screen.getByRole('textbox', { name: '企业简介' }), { target: { value: '安全服务' } });
    expect(latest.name).toBe('广州安信');
    expect(screen.getByText('4/500')).toBeInTheDocument();
    expect(screen.getByText('验证码发送至联系电话')).toBeInTheDocument();
  });

  it('shows the form\'s messages: the region\'s under the district select', () => {
    renderWithProviders(
      <Harness smsPhone="" smsUsecate="companyjoin" errors={{ name: '请填写企业名称', county: '请选择所属区域', license_file: '请上传营业执照' }} />,
    );
    expect(screen.getByText('请填写企业名称')).toBeInTheDocument();
    const region = screen.getByRole('group', { name: '所属区域' });
    expect(within(region).getByText('请选择所属区域')).toBeInTheDocument();
    expect(screen.getByText('请上传营业执照')).toBeInTheDocument();
  });

  it('the enterprise types come grouped by top-level category', () => {
    const groups = toCateGroups({
      items: [
        { cate_id: 1, cate_name: '安全服务', children: [{ cate_id: 11, cate_name: '安全评价' }] },
        { cate_id: 2, cate_name: '检测检验', children: [] },
      ],
    } as never);
    expect(groups).toEqual([
      { group: '安全服务', items: [{ value: '11', label: '安全评价' }] },
      { group: '检测检验', items: [{ value: '2', label: '检测检验' }] },
    ]);
  });
});
