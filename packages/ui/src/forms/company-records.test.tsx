import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MY_COMPANIES } from '@ws/api-sdk/mocks';
import { createMockHandlers, envelope, loginAs, renderWithProviders, setupMockApi } from '../testing';
import { CompanyRecords, type CompanyRecordsProps } from './company-records';

const server = setupMockApi();

beforeEach(() => loginAs({ name: '李四', user_mobile: '13800000002' }));

function Harness(props: Omit<CompanyRecordsProps, 'page' | 'onPageChange'>) {
  const [page, setPage] = useState(1);
  return <CompanyRecords {...props} page={page} onPageChange={setPage} />;
}

const props: Omit<CompanyRecordsProps, 'page' | 'onPageChange'> = {
  label: '企业信息',
  logoSize: 64,
  logoAlt: (c) => c.name,
  lines: (c) => [`ID：${c.id}`, `联系人：${c.contact} · 电话：${c.phone}`],
  detailTo: (c) => `/companyDetail?key=${c.id}`,
  detailLabel: (c) => `详情 ${c.name}`,
  resubmitTo: (c) => `/join?id=${c.id}`,
};

describe('CompanyRecords', () => {
  it('shows each record with its lines and badge; 详情 when approved, the reason and 重新提交 when rejected', async () => {
    server.use(...createMockHandlers({ companyListByUser: { items: MY_COMPANIES, total: 3 } }));
    renderWithProviders(<Harness {...props} />, { app: 'mall' });
    const list = await screen.findByRole('list', { name: '企业信息' });
    const [approved, rejected, reviewing] = within(list).getAllByRole('listitem');
    expect(within(approved!).getByText('ID：401')).toBeInTheDocument();
    expect(within(approved!).getByText('联系人：李四 · 电话：13800000002')).toBeInTheDocument();
    expect(within(approved!).getByRole('img', { name: '广州安信安全技术有限公司' })).toHaveAttribute('width', '64');
    expect(within(approved!).getByText('审核通过')).toBeInTheDocument();
    expect(within(approved!).getByRole('link', { name: '详情 广州安信安全技术有限公司' })).toHaveAttribute('href', '/companyDetail?key=401');
    expect(within(rejected!).getByText('审核不通过')).toBeInTheDocument();
    expect(within(rejected!).getByText('原因：营业执照不清晰')).toBeInTheDocument();
    expect(within(rejected!).getByRole('link', { name: '重新提交 广州安信检测服务有限公司' })).toHaveAttribute('href', '/join?id=402');
    expect(within(reviewing!).getByText('审核中')).toBeInTheDocument();
    expect(within(reviewing!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks for one kind only when given; a decorative logo and a plain 详情 without their props', async () => {
    const companyListByUser = vi.fn(({ payload }: { payload: { kind?: string; pageSize?: number | string } }) => ({
      items: payload.kind === 'supplier' && Number(payload.pageSize) === 20 ? MY_COMPANIES.slice(0, 1) : [],
      total: 1,
    }));
    server.use(...createMockHandlers({ companyListByUser }));
    const { container } = renderWithProviders(<Harness {...props} label="供应商入驻" kind="supplier" logoAlt={undefined} detailLabel={undefined} />);
    const list = await screen.findByRole('list', { name: '供应商入驻' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(list).getByRole('link', { name: '详情' })).toBeInTheDocument();
  });

  it('shows the empty text, and the server’s msg on a failure', async () => {
    server.use(...createMockHandlers({ companyListByUser: { items: [], total: 0 } }));
    const { unmount } = renderWithProviders(<Harness {...props} />);
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
    unmount();
    server.use(...createMockHandlers({ companyListByUser: envelope(null, { ok: false, msg: '查询失败' }) }));
    renderWithProviders(<Harness {...props} />);
    expect(await screen.findByText('查询失败')).toBeInTheDocument();
  });
});
