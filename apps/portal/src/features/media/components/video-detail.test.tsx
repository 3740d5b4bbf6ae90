import { fireEvent, screen, within } from '@testing-library/react';
import { envelope, fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { VideoDetail } from './video-detail';

afterEach(() => vi.restoreAllMocks());

describe('/videoDetail', () => {
  it('shows title, time, author, the player with its speeds and the sanitized intro', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    let asked: string | undefined;
    server.use(
      mockEndpoint('videoinfo', ({ payload }) => {
        asked = payload.id;
        return { ...fixtures.videoinfo, intro: '<p>要点<img src=x onerror="window.__xss=1"></p><script>window.__xss=2</script>' };
      }),
    );
    const { user } = renderWithProviders(<VideoDetail />, { route: '/videoDetail?key=601' });
    expect(await screen.findByRole('heading', { level: 1, name: '有限空间作业安全培训' })).toBeInTheDocument();
    expect(asked).toBe('601');
    expect(screen.getByText('2026-03-08 10:00:00')).toBeInTheDocument();
    expect(screen.getByText('作者：陈志强')).toBeInTheDocument();
    const player = screen.getByLabelText<HTMLVideoElement>('有限空间作业安全培训');
    expect(player).toHaveAttribute('src', '/api/files/seed/video-clip-1.webm');
    await user.click(within(screen.getByRole('group', { name: '倍速' })).getByRole('button', { name: '1.5x' }));
    expect(player.playbackRate).toBe(1.5);
    const intro = screen.getByRole('region', { name: '视频简介' });
    expect(await within(intro).findByText('要点')).toBeInTheDocument();
    expect(intro.innerHTML).not.toMatch(/onerror|<script/);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows 该视频暂不能播放 when the video has no file or fails to load', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('probably');
    server.use(mockEndpoint('videoinfo', { ...fixtures.videoinfo, file_url: '' }));
    renderWithProviders(<VideoDetail />, { route: '/videoDetail?key=601' });
    expect(await screen.findByText('该视频暂不能播放')).toBeInTheDocument();

    server.use(mockEndpoint('videoinfo', fixtures.videoinfo));
    renderWithProviders(<VideoDetail />, { route: '/videoDetail?key=602' });
    const player = await screen.findByLabelText('有限空间作业安全培训');
    fireEvent.error(player);
    expect(screen.getAllByText('该视频暂不能播放')).toHaveLength(2);
  });

  it('shows the server message for an unknown video, and 内容不存在 without a key', async () => {
    server.use(mockEndpoint('videoinfo', envelope(null, { ok: false, msg: '内容不存在' })));
    renderWithProviders(<VideoDetail />, { route: '/videoDetail?key=999' });
    expect(await screen.findByRole('alert')).toHaveTextContent('内容不存在');
  });

  it('asks nothing for a missing or malformed key', async () => {
    const videoinfo = vi.fn(() => fixtures.videoinfo);
    server.use(mockEndpoint('videoinfo', videoinfo));
    renderWithProviders(<VideoDetail />, { route: '/videoDetail?key=abc' });
    expect(await screen.findByText('内容不存在')).toBeInTheDocument();
    expect(videoinfo).not.toHaveBeenCalled();
  });
});
