import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sessionStore, type Category } from '@ws/api-sdk';
import { createMockHandlers, envelope, MOCK_OSS_POLICY, MY_COMPANIES, MY_COMPANY_DETAIL, MY_EXPERT_APPLICATION } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { CompanyJoinPage } from './company-join-page';
import { EnterpriseRegisterForm } from './enterprise-register-form';
import { ExpertJoinPage } from './expert-join-page';
import { JoinListPage } from './join-list-page';

configure({ asyncUtilTimeout: 4000 });

const cat = (cate_id: number, cate_name: string, p_cate_value: string, children?: Category[]): Category => ({
  cate_id,
  cate_name,
  cate_value: String(cate_id),
  p_cate_value,
  parent_id: 0,
  channel: '',
  remark: '',
  is_recommend: 0,
  firstFile: null,
  ...(children ? { children } : {}),
});

const COMPANY_TYPES = { items: [cat(2101, '安全咨询服务', 'company', [cat(2111, '安全评价', 'company')])] };

const signIn = () =>
  sessionStore.getState().signIn({ token: 't'.repeat(64), loginUser: { user_id: 1, user_account: 'a', name: '张三', user_mobile: '13800000001' } });

afterEach(() => sessionStore.getState().signOut());

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const expectError = (input: HTMLElement, message: string) => {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message) as unknown as string);
};

describe('enterprise registration form', { timeout: 60_000 }, () => {
  it('shows the spec messages on an empty submit and sends nothing', async () => {
    const joinRegister = vi.fn(() => ({ id: 1 }));
    server.use(...createMockHandlers({ joinRegister, listcate: COMPANY_TYPES }));
    const { user } = renderWithProviders(<EnterpriseRegisterForm />, { route: '/register' });
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请选择企业类型')).toBeInTheDocument();
    expectError(screen.getByRole('textbox', { name: '企业名称' }), '请填写企业名称');
    expectError(screen.getByRole('textbox', { name: '统一社会信用代码' }), '请填写统一社会信用代码');
    expectError(screen.getByRole('textbox', { name: '登录账号' }), '请输入登录账号');
    expectError(screen.getByRole('combobox', { name: '区' }), '请选择所属区域');
    expectError(screen.getByRole('textbox', { name: '联系人' }), '请填写联系人');
    expectError(screen.getByRole('textbox', { name: '联系电话' }), '请输入电话号码');
    expectError(screen.getByRole('textbox', { name: '手机验证码' }), '请输入手机验证码');
    expectError(screen.getByRole('textbox', { name: '企业简介' }), '请填写公司简介');
    expect(screen.getByText('请上传图片')).toBeInTheDocument();
    expect(screen.getByText('请上传营业执照')).toBeInTheDocument();
    expect(screen.getByText('请上传资质图片')).toBeInTheDocument();
    expect(screen.getByText('必须同意用户协议')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '手机验证码' }), '123');
    await user.type(screen.getByRole('textbox', { name: '联系电话' }), '1390000');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expectError(screen.getByRole('textbox', { name: '手机验证码' }), '请输入6位手机验证码');
    expectError(screen.getByRole('textbox', { name: '联系电话' }), '请正确输入手机号码');
    expect(joinRegister).not.toHaveBeenCalled();
  });

  it('sends the real code, the name and the uploaded files as JSON strings: 注册成功', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      ...createMockHandlers({
        listcate: COMPANY_TYPES,
        joinRegister: ({ payload }) => {
          sent = payload as unknown as Record<string, unknown>;
          return { id: 9 };
        },
      }),
      http.post(MOCK_OSS_POLICY.host, () => new HttpResponse(null, { status: 200 })),
    );
    const { user } = renderWithProviders(<EnterpriseRegisterForm />, { route: '/register' });
    await user.click(screen.getAllByLabelText(/^企业类型/)[0]!);
    await user.click(await screen.findByRole('option', { name: '安全评价' }));
    await user.type(screen.getByRole('textbox', { name: '企业名称' }), '广州新安科技有限公司');
    await user.type(screen.getByRole('textbox', { name: '统一社会信用代码' }), '91440101MA5NEW0001');
    await user.type(screen.getByRole('textbox', { name: '登录账号' }), '13912340001');
    await user.type(screen.getByLabelText(/^登录密码/), 'Safety2026');
    await screen.findByRole('option', { name: '广州市' });
    await user.selectOptions(screen.getByRole('combobox', { name: '市' }), '广州市');
    await screen.findByRole('option', { name: '天河区' });
    await user.selectOptions(screen.getByRole('combobox', { name: '区' }), '天河区');
    await user.type(screen.getByRole('textbox', { name: '联系人' }), '王经理');
    await user.type(screen.getByRole('textbox', { name: '联系电话' }), '13912340002');
    await user.type(screen.getByRole('textbox', { name: '手机验证码' }), '246810');
    await user.type(screen.getByRole('textbox', { name: '企业简介' }), '安全咨询');
    await user.upload(screen.getByLabelText(/^企业logo\s*\*?$/), png('logo.png'));
    await user.upload(screen.getByLabelText(/^营业执照\s*\*?$/), png('licence.png'));
    await user.upload(screen.getByLabelText(/^资质图片\s*\*?$/), png('cert.png'));
    await screen.findByRole('button', { name: '删除 cert.png' });
    await user.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toMatchObject({
      cates: [2111],
      name: '广州新安科技有限公司',
      user_mobile: '13912340001',
      smscode: '246810',
      city_code: '440100',
      county_code: '440106',
      license_name: 'licence.png',
    });
    const files = JSON.parse(String(sent!.license_file)) as { FileName: string }[];
    expect(files.map((f) => f.FileName)).toEqual(['licence.png']);
    expect(await screen.findByText('注册成功')).toBeInTheDocument();
  });
});

describe('/joinList', () => {
  it('asks a visitor to log in', () => {
    renderWithProviders(<JoinListPage />, { route: '/joinList' });
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login?redirect=%2FjoinList');
  });

  it('shows each company with its badge from either reading; a rejected one can be re-submitted', async () => {
    signIn();
    server.use(
      ...createMockHandlers({
        companyListByUser: { items: [...MY_COMPANIES, { ...MY_COMPANIES[0]!, id: 404, name: '审核中旧读法', audit_status: 3 }], total: 4 },
      }),
    );
    renderWithProviders(<JoinListPage />, { route: '/joinList' });
    const list = await screen.findByRole('list', { name: '我的企业' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('审核通过')).toBeInTheDocument();
    expect(within(items[1]!).getByText('审核不通过')).toBeInTheDocument();
    expect(within(items[1]!).getByText('原因：营业执照不清晰')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: /重新提交/ })).toHaveAttribute('href', '/join?id=402');
    expect(within(items[2]!).getByText('审核中')).toBeInTheDocument();
    expect(within(items[3]!).getByText('审核中')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新增企业' })).toHaveAttribute('href', '/join');
  });

  it('shows the empty text', async () => {
    signIn();
    server.use(...createMockHandlers({ companyListByUser: { items: [], total: 0 } }));
    renderWithProviders(<JoinListPage />, { route: '/joinList' });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
  });
});

describe('/join re-submit', { timeout: 20_000 }, () => {
  it('fills in the rejected company and sends its id', async () => {
    signIn();
    let sent: Record<string, unknown> | null = null;
    server.use(
      ...createMockHandlers({
        listcate: COMPANY_TYPES,
        companyInfoByUser: MY_COMPANY_DETAIL,
        companyJoin: ({ payload }) => {
          sent = payload as unknown as Record<string, unknown>;
          return { id: 402 };
        },
      }),
    );
    const { user } = renderWithProviders(<CompanyJoinPage />, { route: '/join?id=402' });
    expect(await screen.findByRole('textbox', { name: '企业名称' })).toHaveValue(MY_COMPANY_DETAIL.name);
    expect(screen.getByText('营业执照不清晰')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '手机验证码' }), '135790');
    await screen.findByRole('option', { name: '天河区' });
    await user.click(screen.getByRole('button', { name: '重新提交' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toMatchObject({ id: 402, name: MY_COMPANY_DETAIL.name, smscode: '135790', county: '440106' });
  });

  it('does not offer a form for a company under review', async () => {
    signIn();
    server.use(...createMockHandlers({ companyInfoByUser: { ...MY_COMPANY_DETAIL, audit_status: 100 } }));
    renderWithProviders(<CompanyJoinPage />, { route: '/join?id=402' });
    expect(await screen.findByText('只有审核不通过的企业可以重新提交。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新提交' })).not.toBeInTheDocument();
  });
});

describe('/expertJoin', { timeout: 20_000 }, () => {
  it('shows an existing application’s badge and loads no category list', async () => {
    signIn();
    const menuList = vi.fn(() => ({ items: [] }));
    server.use(...createMockHandlers({ expertInfoByUser: MY_EXPERT_APPLICATION, menuList }));
    renderWithProviders(<ExpertJoinPage />, { route: '/expertJoin' });
    const region = await screen.findByRole('region', { name: '专家入驻申请' });
    expect(within(region).getByText('审核中')).toBeInTheDocument();
    expect(menuList).not.toHaveBeenCalled();
  });

  it('without an application: shows the form and checks every field with the spec messages', async () => {
    signIn();
    let applied = false;
    const expertJoin = vi.fn(() => {
      applied = true;
      return { id: 501 };
    });
    server.use(
      ...createMockHandlers({
        expertInfoByUser: () => (applied ? MY_EXPERT_APPLICATION : envelope(null, { ok: false, msg: '暂无专家入驻申请' })),
        expertJoin,
      }),
    );
    const { user } = renderWithProviders(<ExpertJoinPage />, { route: '/expertJoin' });
    const submit = await screen.findByRole('button', { name: '提交' });
    await user.click(submit);
    for (const m of ['请选择行业', '请选择领域', '请选择专项', '请选择供需', '请选择推荐', '请填写姓名', '请选择性别', '请输入电话号码', '请输入短信验证码', '请填写个人职称', '请填写擅长方向', '请填写技术领域', '请填写任职机构', '请上传图片logo', '请上传资质图片', '请填写个人简介'])
      expect(screen.getByText(m)).toBeInTheDocument();
    expect(expertJoin).not.toHaveBeenCalled();
  });
});
