import { configure, screen, waitFor, within } from '@testing-library/react';
import { reloadSession, type InvoiceProfile } from '@ws/api-sdk';
import { DELIVERY_ADDRESS, envelope, INVOICE_PROFILE, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { AddressForm, AddressList, InvoiceProfileForm, InvoiceProfileList, readChosenAddress, saveChosenAddress, saveChosenInvoice, useChosenAddress, useChosenInvoice } from '.';

configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.setItem('token', 'mock-token-1001');
  reloadSession();
});
afterEach(() => localStorage.clear());

const expectError = (input: HTMLElement, message: string) => {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(message);
};

describe('AddressForm', { timeout: 30_000 }, () => {
  it('shows every message of the address form and sends nothing', async () => {
    let sent = 0;
    server.use(mockEndpoint('addressAdd', () => (sent++, DELIVERY_ADDRESS)));
    const { user } = renderWithProviders(<AddressForm type={0} id={null} onSaved={() => {}} />);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expectError(screen.getByRole('combobox', { name: '市' }), '请选择市区');
    expectError(screen.getByRole('combobox', { name: '区' }), '请选择区');
    expectError(screen.getByRole('textbox', { name: '详细地址' }), '请填写详细地址');
    expectError(screen.getByRole('textbox', { name: '联系人' }), '请填写联系人名称');
    expectError(screen.getByRole('textbox', { name: '手机号码' }), '请填写手机号码');
    expect(sent).toBe(0);
  });

  it('sends the Guangdong cascade and the fields, then says 添加成功', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      mockEndpoint('addressAdd', ({ payload }) => {
        body = payload as unknown as Record<string, unknown>;
        return DELIVERY_ADDRESS;
      }),
    );
    const saved = vi.fn();
    const { user } = renderWithProviders(<AddressForm type={0} id={null} onSaved={saved} />);
    await user.type(screen.getByRole('textbox', { name: '联系人' }), '王小明');
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '13912345678');
    await screen.findByRole('option', { name: '广州市' });
    await user.selectOptions(screen.getByRole('combobox', { name: '市' }), '广州市');
    await screen.findByRole('option', { name: '天河区' });
    await user.selectOptions(screen.getByRole('combobox', { name: '区' }), '天河区');
    await user.type(screen.getByRole('textbox', { name: '详细地址' }), '天河路 1 号');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(DELIVERY_ADDRESS));
    expect(body).toMatchObject({ contact: '王小明', phone: '13912345678', province_code: '440000', city_code: '440100', county_code: '440106', address: '天河路 1 号', type: 0 });
    expect(await screen.findByText('添加成功')).toBeInTheDocument();
  });

  it('offers every province (广东省 by default); another province lists its own cities and is sent', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      mockEndpoint('addressAdd', ({ payload }) => {
        body = payload as unknown as Record<string, unknown>;
        return DELIVERY_ADDRESS;
      }),
    );
    const { user } = renderWithProviders(<AddressForm type={0} id={null} onSaved={() => {}} />);
    const province = screen.getByRole('combobox', { name: '省' });
    expect(province).toHaveValue('440000');
    expect(province).toBeEnabled();
    await within(province).findByRole('option', { name: '上海市' });
    await user.selectOptions(province, '上海市');
    const city = screen.getByRole('combobox', { name: '市' });
    await within(city).findByRole('option', { name: '上海市' });
    expect(within(city).queryByRole('option', { name: '广州市' })).toBeNull();
    await user.selectOptions(city, '上海市');
    await screen.findByRole('option', { name: '徐汇区' });
    await user.selectOptions(screen.getByRole('combobox', { name: '区' }), '徐汇区');
    await user.type(screen.getByRole('textbox', { name: '联系人' }), '王小明');
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '13912345678');
    await user.type(screen.getByRole('textbox', { name: '详细地址' }), '漕溪北路 1 号');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(body).not.toBeNull());
    expect(body).toMatchObject({ province_code: '310000', province_name: '上海市', city_code: '310100', county_code: '310104', address: '漕溪北路 1 号' });
    // another province clears the city and the district
    await user.selectOptions(province, '广东省');
    expect(screen.getByRole('combobox', { name: '市' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: '区' })).toHaveValue('');
  });

  it('智能识别 fills contact, phone, region and street from one pasted text, and saves them', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      mockEndpoint('addressAdd', ({ payload }) => {
        body = payload as unknown as Record<string, unknown>;
        return DELIVERY_ADDRESS;
      }),
    );
    const saved = vi.fn();
    const { user } = renderWithProviders(<AddressForm type={0} id={null} onSaved={saved} />);
    await user.click(screen.getByRole('textbox', { name: '智能识别' }));
    await user.paste('收货人：李四\n电话：+86 139-1234-5678\n地址：北京市北京市东城区东长安街1号');
    await user.click(screen.getByRole('button', { name: '识别' }));
    expect(await screen.findByText('已识别：联系人、手机号、所在地区、详细地址')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('textbox', { name: '联系人' })).toHaveValue('李四');
    expect(screen.getByRole('textbox', { name: '手机号码' })).toHaveValue('13912345678');
    expect(screen.getByRole('combobox', { name: '省' })).toHaveValue('110000');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '区' })).toHaveDisplayValue('东城区'));
    expect(screen.getByRole('combobox', { name: '市' })).toHaveDisplayValue('北京市');
    expect(screen.getByRole('textbox', { name: '详细地址' })).toHaveValue('东长安街1号');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(body).toMatchObject({ contact: '李四', phone: '13912345678', province_code: '110000', city_code: '110100', county_code: '110101', address: '东长安街1号' });
  });

  it('智能识别 keeps what it did not find, and loses nothing when it finds nothing', async () => {
    const { user } = renderWithProviders(<AddressForm type={0} id={null} onSaved={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: '联系人' }), '王小明');
    await screen.findByRole('option', { name: '广州市' });
    await user.selectOptions(screen.getByRole('combobox', { name: '市' }), '广州市');
    await screen.findByRole('option', { name: '天河区' });
    await user.selectOptions(screen.getByRole('combobox', { name: '区' }), '天河区');
    const paste = screen.getByRole('textbox', { name: '智能识别' });
    await user.type(paste, '随便写点什么东西');
    await user.click(screen.getByRole('button', { name: '识别' }));
    expect(await screen.findByText('未能识别地址，请手动填写')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '联系人' })).toHaveValue('王小明');
    expect(screen.getByRole('combobox', { name: '区' })).toHaveValue('440106');
    expect(paste).toHaveValue('随便写点什么东西');

    await user.clear(paste);
    await user.type(paste, '13912345678，体育西路 1 号');
    await user.click(screen.getByRole('button', { name: '识别' }));
    expect(await screen.findByText('已识别：手机号、详细地址')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '联系人' })).toHaveValue('王小明');
    expect(screen.getByRole('textbox', { name: '手机号码' })).toHaveValue('13912345678');
    expect(screen.getByRole('combobox', { name: '区' })).toHaveValue('440106');
    expect(screen.getByRole('textbox', { name: '详细地址' })).toHaveValue('体育西路 1 号');

    // a landline is filled, and the form's rule says at once that it is no mobile
    await user.clear(paste);
    await user.type(paste, '020-12345678');
    await user.click(screen.getByRole('button', { name: '识别' }));
    expect(await screen.findByText('已识别：电话')).toBeInTheDocument();
    expectError(screen.getByRole('textbox', { name: '手机号码' }), '请填写正确的手机号码');
  });

  it('edits a saved address and shows the server message on failure', async () => {
    server.use(mockEndpoint('addressUpdate', () => envelope(null, { ok: false, code: 1, msg: '请选择正确的省市区' })));
    const { user } = renderWithProviders(<AddressForm type={0} id={1} onSaved={() => {}} />);
    expect(await screen.findByDisplayValue(DELIVERY_ADDRESS.contact)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择正确的省市区')).toBeInTheDocument();
  });
});

describe('InvoiceProfileForm', { timeout: 30_000 }, () => {
  it('shows the invoice messages; the taxpayer id only for the enterprise type', async () => {
    const { user } = renderWithProviders(<InvoiceProfileForm id={null} onSaved={() => {}} />);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请选择一个发票类型')).toBeInTheDocument();
    expectError(screen.getByRole('textbox', { name: '邮箱' }), '邮箱不能为空');
    expect(screen.queryByRole('textbox', { name: '纳税人识别号' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '企业' }));
    expect(screen.getByRole('textbox', { name: '纳税人识别号' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '邮箱' }), 'abc');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expectError(screen.getByRole('textbox', { name: /企业名称/ }), '请输入企业名称');
    expectError(screen.getByRole('textbox', { name: '邮箱' }), '请输入正确的邮箱格式');
    await user.click(screen.getByRole('radio', { name: '个人' }));
    expect(screen.queryByRole('textbox', { name: '纳税人识别号' })).toBeNull();
  });

  it('a personal profile sends no taxpayer id', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      mockEndpoint('invoiceAdd', ({ payload }) => {
        body = payload as unknown as Record<string, unknown>;
        return { ...INVOICE_PROFILE, invoice_type: 0 } as InvoiceProfile;
      }),
    );
    const saved = vi.fn();
    const { user } = renderWithProviders(<InvoiceProfileForm id={null} onSaved={saved} />);
    await user.click(screen.getByRole('radio', { name: '企业' }));
    await user.type(screen.getByRole('textbox', { name: '纳税人识别号' }), '9144XXXX');
    await user.click(screen.getByRole('radio', { name: '个人' }));
    await user.type(screen.getByRole('textbox', { name: '发票抬头' }), '张三');
    await user.type(screen.getByRole('textbox', { name: '邮箱' }), 'zs@example.cn');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(body).toMatchObject({ invoice_type: '0', name: '张三', email: 'zs@example.cn' });
    expect(body).not.toHaveProperty('identification');
  });

  it('for a VAT special invoice (156): no personal type, and the taxpayer id, registered address, phone, bank and account are required', async () => {
    let sent = 0;
    server.use(mockEndpoint('invoiceAdd', () => (sent++, INVOICE_PROFILE)));
    const { user } = renderWithProviders(<InvoiceProfileForm id={null} orderInvoiceDictCode={156} onSaved={() => {}} />);
    expect(screen.queryByRole('radio', { name: '个人' })).toBeNull();
    expect(screen.getByRole('radio', { name: '企业' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expectError(screen.getByRole('textbox', { name: /纳税人识别号/ }), '请输入纳税人识别号');
    expectError(screen.getByRole('textbox', { name: /注册地址/ }), '请输入注册地址');
    expectError(screen.getByRole('textbox', { name: /注册电话/ }), '请输入注册电话');
    expectError(screen.getByRole('textbox', { name: /开户银行/ }), '请输入开户银行');
    expectError(screen.getByRole('textbox', { name: /银行账号/ }), '请输入银行账号');
    await user.type(screen.getByRole('textbox', { name: /注册电话/ }), 'abc');
    await user.type(screen.getByRole('textbox', { name: /银行账号/ }), '1234-5678');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expectError(screen.getByRole('textbox', { name: /注册电话/ }), '请输入正确的注册电话');
    expectError(screen.getByRole('textbox', { name: /银行账号/ }), '请输入正确的银行账号');
    expect(sent).toBe(0);
  });

  it('an enterprise profile needs a well-formed taxpayer id; the VAT special fields are optional but checked when filled', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      mockEndpoint('invoiceAdd', ({ payload }) => {
        body = payload as unknown as Record<string, unknown>;
        return INVOICE_PROFILE;
      }),
    );
    const saved = vi.fn();
    const { user } = renderWithProviders(<InvoiceProfileForm id={null} onSaved={saved} />);
    await user.click(screen.getByRole('radio', { name: '企业' }));
    await user.type(screen.getByRole('textbox', { name: /企业名称/ }), '广州安信安全技术有限公司');
    await user.type(screen.getByRole('textbox', { name: '邮箱' }), 'fin@anxin.cn');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expectError(screen.getByRole('textbox', { name: /纳税人识别号/ }), '请输入纳税人识别号');
    const taxId = screen.getByRole('textbox', { name: /纳税人识别号/ });
    await user.type(taxId, '9144XXXX');
    await user.type(screen.getByRole('textbox', { name: /注册电话/ }), 'abc');
    await user.type(screen.getByRole('textbox', { name: /银行账号/ }), '账号');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expectError(taxId, '请输入正确的纳税人识别号');
    expectError(screen.getByRole('textbox', { name: /注册电话/ }), '请输入正确的注册电话');
    expectError(screen.getByRole('textbox', { name: /银行账号/ }), '请输入正确的银行账号');
    expect(saved).not.toHaveBeenCalled();
    // typed in lower case with spaces: kept in capitals; the VAT special fields may stay empty
    await user.clear(taxId);
    await user.type(taxId, '91440101 ma5cq2xk7r');
    expect(taxId).toHaveValue('91440101MA5CQ2XK7R');
    await user.clear(screen.getByRole('textbox', { name: /注册电话/ }));
    await user.clear(screen.getByRole('textbox', { name: /银行账号/ }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(body).toMatchObject({ invoice_type: '1', identification: '91440101MA5CQ2XK7R', reg_phone: '', bank_account: '' });
  });
});

describe('lists and choices', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('choose mode calls onChoose; delete asks 确定要删除吗？ and cancelling says 已取消删除', async () => {
    let deleted = 0;
    server.use(mockEndpoint('addressDelete', () => (deleted++, { deleted: 1 })));
    const chosen = vi.fn();
    const { user } = renderWithProviders(<AddressList type={0} mode="choose" onChoose={chosen} editPath={(id) => `/addAddress?id=${id}`} />);
    await user.click(await screen.findByRole('button', { name: /^选择 张三/ }));
    expect(chosen).toHaveBeenCalledWith(DELIVERY_ADDRESS);
    expect(screen.getByRole('link', { name: '编辑' })).toHaveAttribute('href', '/addAddress?id=1');
    await user.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定要删除吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('已取消删除')).toBeInTheDocument();
    expect(deleted).toBe(0);
  });

  const INCOMPLETE: InvoiceProfile = { ...INVOICE_PROFILE, id: 3, name: '东莞普票有限公司', is_default: 1, identification: '', reg_phone: 'abc', bank_name: '' };

  it('offers only profiles complete for a VAT special invoice; an incomplete one is disabled, says what it lacks and opens its editor', async () => {
    server.use(mockEndpoint('invoiceListByUser', { items: [INCOMPLETE, { ...INVOICE_PROFILE, is_default: 0 }], total: 2 }));
    server.use(mockEndpoint('invoiceInfo', INCOMPLETE));
    const chosen = vi.fn();
    const { user } = renderWithProviders(<InvoiceProfileList mode="choose" onChoose={chosen} orderInvoiceDictCode={156} />);
    const incomplete = (await screen.findByText('东莞普票有限公司')).closest('li')!;
    expect(within(incomplete).getByRole('button', { name: '选择 东莞普票有限公司' })).toBeDisabled();
    expect(within(incomplete).getByText('专票需填写完整的开票信息，请完善：纳税人识别号、注册电话、开户银行')).toBeInTheDocument();
    expect(within(incomplete).queryByText('可开专票')).toBeNull();
    const complete = screen.getByText(INVOICE_PROFILE.name).closest('li')!;
    expect(within(complete).getByText('可开专票')).toBeInTheDocument();
    expect(within(complete).queryByRole('button', { name: /去完善/ })).toBeNull();
    await user.click(within(complete).getByRole('button', { name: `选择 ${INVOICE_PROFILE.name}` }));
    expect(chosen).toHaveBeenCalledWith({ ...INVOICE_PROFILE, is_default: 0 });
    // 去完善: the editor, with the VAT special invoice's rules
    await user.click(within(incomplete).getByRole('button', { name: '去完善 东莞普票有限公司' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑发票信息' });
    expect(await within(dialog).findByDisplayValue('东莞普票有限公司')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expectError(within(dialog).getByRole('textbox', { name: /纳税人识别号/ }), '请输入纳税人识别号');
    expectError(within(dialog).getByRole('textbox', { name: /注册电话/ }), '请输入正确的注册电话');
    expectError(within(dialog).getByRole('textbox', { name: /开户银行/ }), '请输入开户银行');
  });

  it('for a 增值税普通发票 any profile can be chosen', async () => {
    server.use(mockEndpoint('invoiceListByUser', { items: [INCOMPLETE], total: 1 }));
    renderWithProviders(<InvoiceProfileList mode="choose" onChoose={() => {}} orderInvoiceDictCode={155} />);
    expect(await screen.findByRole('button', { name: '选择 东莞普票有限公司' })).toBeEnabled();
    expect(screen.queryByText(/专票需填写完整的开票信息/)).toBeNull();
  });

  it('the checkout never takes an incomplete default profile for a VAT special invoice', async () => {
    function Probe({ code }: { code: number | null }) {
      const { profile, isPending } = useChosenInvoice(code);
      return <p>{isPending ? 'loading' : `${code}:${profile?.id ?? 'none'}`}</p>;
    }
    server.use(mockEndpoint('invoiceListByUser', { items: [INCOMPLETE, { ...INVOICE_PROFILE, is_default: 0 }], total: 2 }));
    saveChosenInvoice(INCOMPLETE);
    const { rerender } = renderWithProviders(<Probe code={156} />);
    // the chosen and default profile is incomplete: the complete one is not taken for it either (chosen by hand)
    expect(await screen.findByText('156:none')).toBeInTheDocument();
    rerender(<Probe code={155} />);
    expect(await screen.findByText('155:3')).toBeInTheDocument();
  });

  it('hides personal profiles for a VAT special order type', async () => {
    server.use(mockEndpoint('invoiceListByUser', { items: [INVOICE_PROFILE, { ...INVOICE_PROFILE, id: 2, invoice_type: 0, name: '张三个人', is_default: 0 }], total: 2 }));
    renderWithProviders(<InvoiceProfileList mode="choose" orderInvoiceDictCode={157} />);
    expect(await screen.findByText(INVOICE_PROFILE.name)).toBeInTheDocument();
    expect(screen.queryByText('张三个人')).toBeNull();
  });

  it('the chosen address is kept in session storage and read back while it exists; else the default', async () => {
    function Probe() {
      const { address } = useChosenAddress('delivery');
      const { profile } = useChosenInvoice();
      return (
        <p>
          {address?.id ?? 'none'}/{profile?.id ?? 'none'}
        </p>
      );
    }
    server.use(mockEndpoint('addressListByUser', { items: [DELIVERY_ADDRESS, { ...DELIVERY_ADDRESS, id: 7, is_default: 0 }], total: 2 }));
    saveChosenAddress('delivery', { ...DELIVERY_ADDRESS, id: 7, is_default: 0 });
    saveChosenInvoice({ ...INVOICE_PROFILE, id: 99 });
    expect(readChosenAddress('delivery')?.id).toBe(7);
    renderWithProviders(<Probe />);
    // address 7 is chosen and exists; profile 99 no longer exists, so the default (1) shows
    expect(await screen.findByText('7/1')).toBeInTheDocument();
  });
});
