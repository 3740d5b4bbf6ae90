import { screen } from '@testing-library/react';
import { envelope, fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { TrainInfo } from './train-info';

// The fixture training runs 2026-12-01 – 12-05: open on this day.
const OPEN_DAY = Date.parse('2026-11-20T10:00:00+08:00');
beforeEach(() => vi.spyOn(Date, 'now').mockReturnValue(OPEN_DAY));
afterEach(() => vi.restoreAllMocks());

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

  it('an ended training takes no enrolments: 报名已结束, not a link', async () => {
    server.use(mockEndpoint('trainInfo', { ...fixtures.trainInfo, update_time: '2026-03-01 09:00:00', end_time: '2026-03-05 17:30:00' }));
    renderWithProviders(<TrainInfo />, { route: '/trainInfo?key=901' });
    expect(await screen.findByText('报名已结束')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /立即报名/ })).toBeNull();
  });

  it('enrolment closes at the end time (China time)', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-05T16:59:00+08:00'));
    const first = renderWithProviders(<TrainInfo />, { route: '/trainInfo?key=901' });
    expect(await screen.findByRole('link', { name: '立即报名' })).toBeInTheDocument();
    first.unmount();
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-05T17:00:00+08:00'));
    renderWithProviders(<TrainInfo />, { route: '/trainInfo?key=901' });
    expect(await screen.findByText('报名已结束')).toBeInTheDocument();
  });

  it('shows the server message for an unknown training, and 内容不存在 without a key', async () => {
    server.use(mockEndpoint('trainInfo', envelope(null, { ok: false, msg: '内容不存在' })));
    renderWithProviders(<TrainInfo />, { route: '/trainInfo?key=999' });
    expect(await screen.findByRole('alert')).toHaveTextContent('内容不存在');
    renderWithProviders(<TrainInfo />, { route: '/trainInfo' });
    expect(await screen.findByText('内容不存在', { selector: 'p' })).toBeInTheDocument();
  });
});
