import { screen } from '@testing-library/react';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { LiveDetail } from './live-detail';

afterEach(() => vi.restoreAllMocks());

describe('/listlive', () => {
  it('plays a live with a file as a replay, with title, time and intro', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    let token: string | null = null;
    server.use(
      mockEndpoint('liveinfo', (ctx) => {
        token = ctx.token;
        return fixtures.liveinfo;
      }),
    );
    localStorage.setItem('token', 'mock-token-1001');
    renderWithProviders(<LiveDetail />, { route: '/listlive?key=801' });
    expect(await screen.findByRole('heading', { level: 1, name: /安全生产月直播讲座/ })).toHaveTextContent('直播回放');
    expect(token).toBe('mock-token-1001');
    expect(screen.getByText('2026-03-08 10:00:00')).toBeInTheDocument();
    expect(screen.getByLabelText('安全生产月直播讲座')).toHaveAttribute('src', '/api/files/seed/video-clip-3.webm');
    expect(screen.getByRole('group', { name: '倍速' })).toBeInTheDocument();
    expect(await screen.findByText('专家在线解读安全生产月活动要求。')).toBeInTheDocument();
  });

  it('a past live without a recording has ended: never 直播尚未开始', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-04-08T10:00:00+08:00'));
    server.use(mockEndpoint('liveinfo', { ...fixtures.liveinfo, create_time: '2026-03-08 10:00:00', file_url: '' }));
    localStorage.setItem('token', 'mock-token-1001');
    renderWithProviders(<LiveDetail />, { route: '/listlive?key=801' });
    expect(await screen.findByText('直播已结束，暂无回放')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('直播已结束');
    expect(screen.queryByText(/直播尚未开始/)).toBeNull();
    expect(screen.queryByRole('group', { name: '倍速' })).toBeNull();
  });

  it('a live whose time is ahead has not started: 直播尚未开始 with its start time', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-03-01T10:00:00+08:00'));
    server.use(mockEndpoint('liveinfo', { ...fixtures.liveinfo, create_time: '2026-03-08 10:00:00', file_url: '' }));
    localStorage.setItem('token', 'mock-token-1001');
    renderWithProviders(<LiveDetail />, { route: '/listlive?key=801' });
    expect(await screen.findByText('直播尚未开始，开播时间：2026-03-08 10:00:00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('直播预告');
  });

  it('between its start and end a live is on air (直播中); without a stream it says the replay follows', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-03-08T10:30:00+08:00'));
    server.use(mockEndpoint('liveinfo', { ...fixtures.liveinfo, create_time: '2026-03-08 10:00:00', end_time: '2026-03-08 11:30:00', file_url: '' }));
    localStorage.setItem('token', 'mock-token-1001');
    renderWithProviders(<LiveDetail />, { route: '/listlive?key=801' });
    expect(await screen.findByText('直播正在进行，回放将在直播结束后上线（结束时间：2026-03-08 11:30:00）')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('直播中');
  });

  it('after its end a live with a recording is a replay', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-03-08T12:00:00+08:00'));
    server.use(mockEndpoint('liveinfo', { ...fixtures.liveinfo, create_time: '2026-03-08 10:00:00', end_time: '2026-03-08 11:30:00' }));
    localStorage.setItem('token', 'mock-token-1001');
    renderWithProviders(<LiveDetail />, { route: '/listlive?key=801' });
    expect(await screen.findByRole('heading', { level: 1, name: /安全生产月直播讲座/ })).toHaveTextContent('直播回放');
  });
});
