import { configure, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@ws/api-sdk';
import { createMockHandlers, envelope, fixtures, MY_COMPANIES, MY_COMPANY_DETAIL } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { CompanyInformationPage } from './company-information-page';
import { UconfigJoinPage } from './uconfig-join-page';

configure({ asyncUtilTimeout: 4000 });

const ENTERPRISE = { ...MY_COMPANY_DETAIL, id: 403, kind: 'enterprise' as const };

beforeEach(() =>
  sessionStore.getState().signIn({ token: 't'.repeat(64), loginUser: { user_id: 1, user_account: 'a', name: '张三', user_mobile: '13800000001' } }),
);
afterEach(() => sessionStore.getState().signOut());

const renderJoin = () => renderWithProviders(<UconfigJoinPage />, { route: '/uconfigJoin', app: 'mall' });

describe('/uconfigJoin', { timeout: 30_000 }, () => {
  it('without a record: the form, with 请填写地址 among the spec messages; nothing is sent', async () => {
    const company2Join = vi.fn(() => ({ id: 1 }));
    server.use(...createMockHandlers({ company2InfoByUserId: envelope(null, { ok: false, msg: '暂无企业信息' }), company2Join }));
    const { user } = renderJoin();
    await user.click(await screen.findByRole('button', { name: '提交' }));
    for (const m of ['请选择企业类型', '请填写企业名称', '请填写统一社会信用代码', '请选择所属区域', '请填写地址', '请填写联系人', '请输入电话号码', '请输入手机验证码', '请填写公司简介', '请上传图片', '请上传营业执照', '请上传资质图片'])
      expect(screen.getByText(m)).toBeInTheDocument();
    expect(company2Join).not.toHaveBeenCalled();
  });

  it.each([
    [100, '审核中'],
    [0, '审核中'],
    [3, '审核中'],
  ])('audit_status %i reads 审核中', async (status, label) => {
    server.use(...createMockHandlers({ company2InfoByUserId: { ...ENTERPRISE, audit_status: status } }));
    renderJoin();
    const region = await screen.findByRole('region', { name: '审核状态' });
    expect(within(region).getByText(label)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: '重新上传' })).not.toBeInTheDocument();
  });

  it('rejected (2): the reason and 重新上传, which opens the filled-in form', async () => {
    server.use(...createMockHandlers({ company2InfoByUserId: { ...ENTERPRISE, audit_status: 2 } }));
    const { user } = renderJoin();
    const region = await screen.findByRole('region', { name: '审核状态' });
    expect(within(region).getByText('审核不通过')).toBeInTheDocument();
    expect(within(region).getByText('原因：营业执照不清晰')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: '重新上传' }));
    expect(await screen.findByRole('textbox', { name: '企业名称' })).toHaveValue(ENTERPRISE.name);
    expect(screen.getByRole('textbox', { name: '地址' })).toHaveValue(ENTERPRISE.address);
  });

  it('approved (1): a company member; the session roles are refreshed so the merchant menu appears', async () => {
    server.use(
      ...createMockHandlers({
        company2InfoByUserId: { ...ENTERPRISE, audit_status: 1 },
        profile: { ...fixtures.profile, roles: ['member', 'company'] },
      }),
    );
    renderJoin();
    const region = await screen.findByRole('region', { name: '审核状态' });
    expect(within(region).getByText('审核通过')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: '订单管理' })).toHaveAttribute('href', '/merchant');
    await waitFor(() => expect(sessionStore.getState().roles).toContain('company'));
  });
});

describe('/companyInformation', () => {
  it('lists the records with ID, contact, phone and badge; details for approved, re-submit for rejected', async () => {
    server.use(...createMockHandlers({ companyListByUser: { items: MY_COMPANIES, total: 3 } }));
    renderWithProviders(<CompanyInformationPage />, { route: '/companyInformation', app: 'mall' });
    const list = await screen.findByRole('list', { name: '企业信息' });
    const [approved, rejected, reviewing] = within(list).getAllByRole('listitem');
    expect(within(approved!).getByText('ID：401')).toBeInTheDocument();
    expect(within(approved!).getByText('联系人：李四 · 电话：13800000002')).toBeInTheDocument();
    expect(within(approved!).getByText('审核通过')).toBeInTheDocument();
    expect(within(approved!).getByRole('link', { name: /详情/ })).toHaveAttribute('href', '/companyDetail?key=401');
    expect(within(rejected!).getByText('审核不通过')).toBeInTheDocument();
    expect(within(rejected!).getByRole('link', { name: /重新提交/ })).toHaveAttribute('href', '/join?id=402');
    expect(within(reviewing!).getByText('审核中')).toBeInTheDocument();
    expect(within(reviewing!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('the supplier tab asks for suppliers only and offers 新增企业 (/join)', async () => {
    const companyListByUser = vi.fn(({ payload }: { payload: { kind?: string } }) => ({ items: payload.kind === 'supplier' ? MY_COMPANIES.slice(0, 2) : MY_COMPANIES, total: 2 }));
    server.use(...createMockHandlers({ companyListByUser }));
    const { user } = renderWithProviders(<CompanyInformationPage />, { route: '/companyInformation', app: 'mall' });
    await user.click(screen.getByRole('tab', { name: '供应商入驻' }));
    const list = await screen.findByRole('list', { name: '供应商入驻' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '新增企业' })).toHaveAttribute('href', '/join');
  });

  it('shows the empty text', async () => {
    server.use(...createMockHandlers({ companyListByUser: { items: [], total: 0 } }));
    renderWithProviders(<CompanyInformationPage />, { route: '/companyInformation', app: 'mall' });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
  });
});
