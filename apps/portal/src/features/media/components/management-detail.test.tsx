import { screen, within } from '@testing-library/react';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { ManagementDetail } from './management-detail';

describe('/managementInfo', () => {
  it('shows title, time, the rich-text intro and a download link of the first file', async () => {
    let asked: string | undefined;
    server.use(
      mockEndpoint('managementSystemInfo', ({ payload }) => {
        asked = payload.id;
        return {
          ...fixtures.managementSystemInfo,
          resource_items: [
            { FileName: '制度汇编.pdf', FileUrl: '/api/files/seed/management-1.pdf' },
            { FileName: '附表.pdf', FileUrl: '/api/files/seed/management-2.pdf' },
          ],
        };
      }),
    );
    renderWithProviders(<ManagementDetail />, { route: '/managementInfo?key=501' });
    expect(await screen.findByRole('heading', { level: 1, name: '危险化学品安全管理制度汇编' })).toBeInTheDocument();
    expect(asked).toBe('501');
    expect(screen.getByText('2026-02-01 09:00:00')).toBeInTheDocument();
    expect(await screen.findByText('包含采购、储存、使用、废弃全过程管理制度。')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: '附件下载' });
    expect(within(section).getByText('制度汇编.pdf')).toBeInTheDocument();
    const link = within(section).getByRole('link', { name: '下载：制度汇编.pdf' });
    expect(link).toHaveAttribute('href', '/api/files/seed/management-1.pdf');
    expect(link).toHaveAttribute('download', '制度汇编.pdf');
    expect(within(section).getAllByRole('link')).toHaveLength(1);
  });

  it('says 暂无附件 without a file of our storage', async () => {
    server.use(mockEndpoint('managementSystemInfo', { ...fixtures.managementSystemInfo, resource_items: [{ FileName: 'x.pdf', FileUrl: 'javascript:alert(1)' }] }));
    renderWithProviders(<ManagementDetail />, { route: '/managementInfo?key=501' });
    expect(await screen.findByText('暂无附件')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /下载/ })).toBeNull();
  });
});
