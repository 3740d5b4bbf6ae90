import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtures, mockEndpoint, MOCK_OSS_POLICY } from '@ws/api-sdk/mocks';
import { loginAs, renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { InquiryCompanyPage } from './inquiry-company-page';
import { InquiryPage } from './inquiry-page';

const png = () => new File([new Uint8Array(8)], 'p.png', { type: 'image/png' });

describe('/inquiry draft', () => {
  it('checks a product, adds and edits it in the list, asks before deleting, then sends the list', async () => {
    loginAs();
    let payload: Record<string, unknown> | undefined;
    server.use(
      http.post(MOCK_OSS_POLICY.host, () => new HttpResponse('', { status: 200 })),
      mockEndpoint('inquiryAdd', ({ payload: p }) => {
        payload = p as unknown as Record<string, unknown>;
        return fixtures.inquiryAdd;
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<InquiryPage />, { route: '/inquiry?company_id=7&company_name=%E5%AE%89%E4%BF%A1' });
    expect(screen.getByText('安信')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加到询价单' }));
    expect(await screen.findByText('请填写产品名称')).toBeInTheDocument();
    expect(screen.getByText('请上传图片')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/产品名称/), '灭火器');
    await user.type(screen.getByLabelText(/期望价格/), '12.5');
    await user.upload(screen.getByLabelText(/产品图片/, { selector: 'input[type=file]' }), png());
    await waitFor(() => expect(screen.queryByText('请上传图片')).toBeNull());
    await user.click(screen.getByRole('button', { name: '添加到询价单' }));
    expect(await screen.findByText('期望价格只能填写数字')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/期望价格/));
    await user.type(screen.getByLabelText(/期望价格/), '120');
    await user.click(screen.getByRole('button', { name: '添加到询价单' }));
    const table = await screen.findByRole('table', { name: '询价产品' });
    expect(within(table).getByText('灭火器')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: '编辑：灭火器' }));
    const name = screen.getByLabelText(/产品名称/);
    await user.clear(name);
    await user.type(name, '干粉灭火器');
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await within(table).findByText('干粉灭火器')).toBeInTheDocument();

    // 删除 asks first: 取消 keeps the product
    await user.click(within(table).getByRole('button', { name: '删除：干粉灭火器' }));
    expect(await screen.findByText('确定删除「干粉灭火器」吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(within(table).getByText('干粉灭火器')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交询价' }));
    await waitFor(() => expect(payload).toBeDefined());
    expect(payload!.company_ids).toBe('7');
    expect(JSON.parse(payload!.product_list as string)).toEqual([
      { product_name: '干粉灭火器', product_describe: '', quantity: 1, expected_price: '120', product_img: [expect.objectContaining({ FileName: 'p.png' })] },
    ]);
  }, 40_000);

  it('a 询价 from a mall product fills the first product (its name and 商品编码)', async () => {
    renderWithProviders(<InquiryPage />, {
      route: `/inquiry?company_id=11&company_name=${encodeURIComponent('东莞市安泰劳保用品有限公司')}&product_name=${encodeURIComponent('ABS 透气安全帽 V 型')}&pcode=P2411-001&quantity=2`,
    });
    expect(screen.getByText('东莞市安泰劳保用品有限公司')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /产品名称/ })).toHaveValue('ABS 透气安全帽 V 型');
    expect(screen.getByRole('textbox', { name: '产品描述' })).toHaveValue('商品编码：P2411-001');
  });

  it('without a company there is no form', async () => {
    renderWithProviders(<InquiryPage />, { route: '/inquiry' });
    expect(screen.getByText('缺少询价企业，请从企业详情页发起询价')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交询价' })).toBeNull();
  });
});

describe('/MyInquiryCompany', () => {
  it('shows the buyer the 比价表 with the cheapest marked and the totals', async () => {
    loginAs();
    renderWithProviders(<InquiryCompanyPage />, { route: '/MyInquiryCompany?id=41' });
    const table = await screen.findByRole('region', { name: '比价表' });
    expect(within(table).getByText('¥110.00')).toBeInTheDocument();
    expect(within(table).getAllByText('最低')).toHaveLength(2);
    expect(within(table).getByText('¥2,375.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打印比价表' })).toBeInTheDocument();
  });

  it('lets a company answer each product; a bad price is refused before sending', async () => {
    loginAs();
    let sent: Record<string, unknown> | undefined;
    server.use(
      mockEndpoint('inquiryDetails', { ...fixtures.inquiryDetails, viewer: 'company', companies: [fixtures.inquiryDetails.companies[1]!], quotes: [] }),
      mockEndpoint('inquiryQuote', ({ payload }) => {
        sent = payload as unknown as Record<string, unknown>;
        return fixtures.inquiryQuote;
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<InquiryCompanyPage />, { route: '/MyInquiryCompany?id=41' });
    await user.click(await screen.findByRole('button', { name: '提交报价' }));
    expect(await screen.findByText('请至少填写一个产品的单价')).toBeInTheDocument();
    await user.type(screen.getByLabelText('单价：消防灭火器'), '1.234');
    await user.click(screen.getByRole('button', { name: '提交报价' }));
    expect(await screen.findByText('请填写正确的单价')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('单价：消防灭火器'));
    await user.type(screen.getByLabelText('单价：消防灭火器'), '99.5');
    await user.click(screen.getByRole('button', { name: '提交报价' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({ id: 41, company_id: 2, note: '', items: [{ item_id: 101, unit_price: '99.5', note: '' }] });
  }, 30_000);
});
