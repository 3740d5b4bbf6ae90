import { screen, within } from '@testing-library/react';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { CoursewareDetail } from './courseware-detail';

describe('/courseware', () => {
  it('shows title, time, intro, the files with downloads and the PDF inline', async () => {
    server.use(
      mockEndpoint('courseinfo', {
        ...fixtures.courseinfo,
        resource_items: [
          { FileName: '消防安全培训课件.pdf', FileUrl: '/api/files/seed/course-1.pdf' },
          { FileName: '练习题.docx', FileUrl: '/api/files/seed/course-1.docx' },
          { FileName: '外链.pdf', FileUrl: 'https://evil.example/x.pdf' },
        ],
      }),
    );
    localStorage.setItem('token', 'mock-token-1001');
    renderWithProviders(<CoursewareDetail />, { route: '/courseware?key=701' });
    expect(await screen.findByRole('heading', { level: 1, name: '消防安全培训课件' })).toBeInTheDocument();
    expect(screen.getByText('2026-03-08 10:00:00')).toBeInTheDocument();
    expect(await screen.findByText('建筑防火、灭火器材使用与疏散逃生。')).toBeInTheDocument();
    const files = screen.getByRole('list', { name: '课件文件' });
    expect(within(files).getAllByRole('listitem')).toHaveLength(2);
    const pdf = within(files).getByRole('link', { name: '下载：消防安全培训课件.pdf' });
    expect(pdf).toHaveAttribute('href', '/api/files/seed/course-1.pdf');
    expect(pdf).toHaveAttribute('download', '消防安全培训课件.pdf');
    expect(within(files).getByRole('link', { name: '下载：练习题.docx' })).toHaveAttribute('href', '/api/files/seed/course-1.docx');
    expect(screen.queryByText('外链.pdf')).toBeNull();
    expect(screen.getByTitle('预览：消防安全培训课件.pdf')).toHaveAttribute('src', '/api/files/seed/course-1.pdf');
  });

  it('says so when there are no files', async () => {
    server.use(mockEndpoint('courseinfo', { ...fixtures.courseinfo, resource_items: [] }));
    localStorage.setItem('token', 'mock-token-1001');
    renderWithProviders(<CoursewareDetail />, { route: '/courseware?key=701' });
    expect(await screen.findByText('暂无课件文件')).toBeInTheDocument();
    expect(screen.queryByTitle(/预览/)).toBeNull();
  });
});
