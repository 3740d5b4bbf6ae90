import { screen } from '@testing-library/react';
import { envelope, fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { TrainInfo } from './train-info';

describe('/trainInfo', () => {
  it('shows cover, name, price, start and end, the intro and 立即报名 → /application', async () => {
    let asked: string | undefined;
    server.use(
      mockEndpoint('trainInfo', ({ payload }) => {
        asked = payload.id;
        return fixtures.trainInfo;
      }),
    );
    renderWithProviders(<TrainInfo />, { route: '/trainInfo?key=901' });
    expect(await screen.findByRole('heading', { level: 1, name: '特种作业人员安全技术培训' })).toBeInTheDocument();
    expect(asked).toBe('901');
    expect(screen.getByRole('img', { name: '特种作业人员安全技术培训' })).toHaveAttribute('src', '/api/files/seed/training-1.svg');
    expect(screen.getByText('¥680.00')).toBeInTheDocument();
    expect(screen.getByText('2026-12-01 09:00:00')).toBeInTheDocument();
    expect(screen.getByText('2026-12-05 17:00:00')).toBeInTheDocument();
    expect(screen.getByText('特种作业操作证')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '立即报名' })).toHaveAttribute('href', '/application?key=901');
    expect(await screen.findByText('理论与实操相结合。')).toBeInTheDocument();
  });

  it('shows the server message for an unknown training, and 内容不存在 without a key', async () => {
    server.use(mockEndpoint('trainInfo', envelope(null, { ok: false, msg: '内容不存在' })));
    renderWithProviders(<TrainInfo />, { route: '/trainInfo?key=999' });
    expect(await screen.findByRole('alert')).toHaveTextContent('内容不存在');
    renderWithProviders(<TrainInfo />, { route: '/trainInfo' });
    expect(await screen.findByText('内容不存在', { selector: 'p' })).toBeInTheDocument();
  });
});
