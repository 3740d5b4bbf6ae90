import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { envelope, fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { loginAs, renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { CompanyDetailPage } from './company-detail-page';

const company = fixtures.companyinfo;
const ROUTE = `/companyDetail?key=${company.id}&currentName=${encodeURIComponent('推荐')}`;

describe('CompanyDetailPage', () => {
  it('shows the breadcrumb, name, first image, 询价 link and the four open sections', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      mockEndpoint('companyinfo', ({ payload }) => {
        asked.push({ companyinfo: payload });
        return company;
      }),
      mockEndpoint('companyproduct', ({ payload }) => {
        asked.push({ companyproduct: payload });
        return fixtures.companyproduct;
      }),
    );
    // prices need a login (spec 02 §1)
    loginAs();
    renderWithProviders(<CompanyDetailPage />, { route: ROUTE });

    expect(await screen.findByRole('heading', { level: 1, name: company.name })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    expect(crumbs).toHaveTextContent(`当前位置›推荐›${company.name}`);
    expect(within(crumbs).getByRole('link', { name: '推荐' })).toHaveAttribute('href', '/recommend');

    expect(screen.getByRole('img', { name: company.name })).toHaveAttribute('src', company.firstFile?.FileUrl);
    expect(screen.getByRole('link', { name: '询价' })).toHaveAttribute(
      'href',
      `/inquiry?company_id=${company.id}&company_name=${encodeURIComponent(company.name)}`,
    );

    for (const name of ['企业简介', '营业执照', '资质证书', '产品与服务']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
    expect(await screen.findByText(/是一家专业从事安全评价、职业卫生检测的技术服务机构/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${company.name}营业执照` })).toHaveAttribute('src', company.license_file?.FileUrl);
    const certs = within(screen.getByRole('list', { name: '资质证书列表' })).getAllByRole('listitem');
    expect(certs).toHaveLength(2);

    const products = within(await screen.findByRole('list', { name: '产品与服务列表' })).getAllByRole('listitem');
    expect(products).toHaveLength(2);
    expect(products[0]).toHaveTextContent('安全现状评价');
    expect(products[0]).toHaveTextContent('¥12,000.00 / 项');
    expect(within(products[0]!).getByRole('img', { name: '安全现状评价' })).toHaveAttribute('src', '/api/files/seed/product-1.svg');
    expect(products[1]).toHaveTextContent('职业病危害因素检测');
    expect(products[1]).toHaveTextContent('¥8,000.00 / 次');

    expect(asked).toEqual([{ companyinfo: { id: String(company.id) } }, { companyproduct: { company_id: String(company.id) } }]);
  });

  it('shows a visitor 登录后查看价格 instead of prices, as the search page does', async () => {
    // the server sends a visitor no prices; even if it did, a visitor sees none
    server.use(mockEndpoint('companyproduct', fixtures.companyproduct));
    renderWithProviders(<CompanyDetailPage />, { route: ROUTE });
    const products = within(await screen.findByRole('list', { name: '产品与服务列表' })).getAllByRole('listitem');
    expect(products).toHaveLength(2);
    for (const p of products) {
      expect(p).toHaveTextContent('登录后查看价格');
      expect(p).not.toHaveTextContent('¥');
    }
    expect(products[0]).toHaveTextContent('安全现状评价');
  });

  it('collapses and reopens a section', async () => {
    const { user } = renderWithProviders(<CompanyDetailPage />, { route: ROUTE });
    const intro = await screen.findByRole('button', { name: '企业简介' });
    await user.click(intro);
    expect(intro).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: '产品与服务' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(intro);
    expect(intro).toHaveAttribute('aria-expanded', 'true');
  });

  it('enlarges a qualification image on click', async () => {
    const { user } = renderWithProviders(<CompanyDetailPage />, { route: ROUTE });
    await user.click(await screen.findByRole('button', { name: '查看大图：cert-2' }));
    const dialog = await screen.findByRole('dialog', { name: 'cert-2' });
    expect(within(dialog).getByRole('img', { name: 'cert-2' })).toHaveAttribute('src', '/api/files/seed/cert-2.svg');
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows 企业不存在 for an unknown or unapproved company and asks for no products', async () => {
    let productCalls = 0;
    server.use(
      mockEndpoint('companyproduct', () => {
        productCalls += 1;
        return fixtures.companyproduct;
      }),
    );
    let infoCalls = 0;
    server.use(
      mockEndpoint('companyinfo', () => {
        infoCalls += 1;
        return envelope(null, { ok: false, msg: '企业不存在' });
      }),
    );
    renderWithProviders(<CompanyDetailPage />, { route: '/companyDetail?key=999&currentName=入驻企业' });
    expect(await screen.findByRole('heading', { name: '企业不存在' })).toBeInTheDocument();
    expect(infoCalls).toBe(1);
    expect(screen.getByText(/该企业不存在或尚未通过审核/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回推荐服务商' })).toHaveAttribute('href', '/recommend');
    expect(within(screen.getByRole('navigation', { name: '当前位置' })).getByRole('link', { name: '入驻企业' })).toHaveAttribute('href', '/listcompany');
    expect(screen.queryByRole('link', { name: '询价' })).not.toBeInTheDocument();
    expect(productCalls).toBe(0);
  });

  it('shows 该企业已下线 for a company the console took off', async () => {
    server.use(mockEndpoint('companyinfo', () => envelope(null, { ok: false, msg: '该企业已下线' })));
    renderWithProviders(<CompanyDetailPage />, { route: '/companyDetail?key=5' });
    expect(await screen.findByRole('heading', { name: '该企业已下线' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看入驻企业' })).toHaveAttribute('href', '/listcompany');
  });

  it('shows 企业不存在 for a missing or malformed key without calling the server', async () => {
    let calls = 0;
    server.use(
      mockEndpoint('companyinfo', () => {
        calls += 1;
        return company;
      }),
    );
    for (const route of ['/companyDetail', '/companyDetail?key=abc', '/companyDetail?key=0', '/companyDetail?key=1e3']) {
      const { unmount } = renderWithProviders(<CompanyDetailPage />, { route });
      expect(screen.getByRole('heading', { name: '企业不存在' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: '当前位置' })).toHaveTextContent('当前位置›企业详情');
      unmount();
    }
    expect(calls).toBe(0);
  });

  it('shows an error with 重试 (not 企业不存在) when the server cannot be reached, after one retry', async () => {
    let fail = true;
    let calls = 0;
    server.use(
      mockEndpoint('companyinfo', () => {
        calls += 1;
        return fail ? new HttpResponse(null, { status: 500 }) : company;
      }),
    );
    const { user } = renderWithProviders(<CompanyDetailPage />, { route: ROUTE });
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('网络异常，请稍后重试');
    expect(calls).toBe(2);
    expect(screen.queryByRole('heading', { name: '企业不存在' })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: company.name })).toBeInTheDocument();
  });

  it('shows 亲，未找到记录~ when the company has no products', async () => {
    server.use(mockEndpoint('companyproduct', { items: [] }));
    renderWithProviders(<CompanyDetailPage />, { route: ROUTE });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
  });
});
