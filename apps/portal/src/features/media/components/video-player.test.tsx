import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@ws/ui/testing';
import { VideoPlayer } from './video-player';

const CLIP = '/api/files/seed/video-clip-1.webm';

const mayPlay = (answer: CanPlayTypeResult = 'maybe') => vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue(answer);

afterEach(() => vi.restoreAllMocks());

const video = () => screen.getByLabelText<HTMLVideoElement>('示范视频');

describe('VideoPlayer', () => {
  it('plays our own file with native controls and the four speeds, 1x first', () => {
    const canPlayType = mayPlay();
    renderWithProviders(<VideoPlayer src={CLIP} title="示范视频" />);
    expect(video().tagName).toBe('VIDEO');
    expect(video()).toHaveAttribute('src', CLIP);
    expect(video()).toHaveAttribute('controls');
    expect(canPlayType).toHaveBeenCalledWith('video/webm');
    const speeds = screen.getByRole('group', { name: '倍速' });
    expect(within(speeds).getAllByRole('button').map((b) => b.textContent)).toEqual(['0.7x', '1x', '1.5x', '2x']);
    expect(within(speeds).getByRole('button', { name: '1x' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('该视频暂不能播放')).toBeNull();
  });

  it('sets playbackRate (and defaultPlaybackRate) from the speed buttons', async () => {
    mayPlay();
    const { user } = renderWithProviders(<VideoPlayer src={CLIP} title="示范视频" />);
    const speeds = screen.getByRole('group', { name: '倍速' });
    for (const [label, rate] of [
      ['1.5x', 1.5],
      ['2x', 2],
      ['0.7x', 0.7],
      ['1x', 1],
    ] as const) {
      await user.click(within(speeds).getByRole('button', { name: label }));
      expect(video().playbackRate).toBe(rate);
      expect(video().defaultPlaybackRate).toBe(rate);
      expect(within(speeds).getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
      expect(within(speeds).getAllByRole('button', { pressed: true })).toHaveLength(1);
    }
  });

  it('follows a speed chosen in the native controls and keeps the choice when the media loads', async () => {
    mayPlay();
    const { user } = renderWithProviders(<VideoPlayer src={CLIP} title="示范视频" />);
    await user.click(screen.getByRole('button', { name: '1.5x' }));
    video().playbackRate = 1;
    fireEvent.loadedMetadata(video());
    expect(video().playbackRate).toBe(1.5);
    video().playbackRate = 2;
    fireEvent(video(), new Event('ratechange'));
    expect(screen.getByRole('button', { name: '2x' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows 该视频暂不能播放 when loading fails (error event)', () => {
    mayPlay();
    renderWithProviders(<VideoPlayer src={CLIP} title="示范视频" />);
    fireEvent.error(video());
    expect(screen.getByRole('status')).toHaveTextContent('该视频暂不能播放');
    expect(screen.queryByLabelText('示范视频')).toBeNull();
    expect(screen.queryByRole('group', { name: '倍速' })).toBeNull();
  });

  it('shows 该视频暂不能播放 when the browser cannot play the type', () => {
    mayPlay('');
    renderWithProviders(<VideoPlayer src="/api/files/seed/clip.mp4" title="示范视频" />);
    expect(screen.getByRole('status')).toHaveTextContent('该视频暂不能播放');
    expect(screen.queryByLabelText('示范视频')).toBeNull();
  });

  it('leaves an unknown type to the browser', () => {
    mayPlay('');
    renderWithProviders(<VideoPlayer src="/api/files/seed/clip" title="示范视频" />);
    expect(video()).toHaveAttribute('src', '/api/files/seed/clip');
  });

  it('shows 该视频暂不能播放 without a file, and never plays an outside URL', () => {
    mayPlay();
    const { rerender } = renderWithProviders(<VideoPlayer src="" title="示范视频" />);
    expect(screen.getByRole('status')).toHaveTextContent('该视频暂不能播放');
    for (const src of ['https://evil.example/a.webm', 'javascript:alert(1)', '/api/files/../x.webm']) {
      rerender(<VideoPlayer src={src} title="示范视频" />);
      expect(screen.getByRole('status')).toHaveTextContent('该视频暂不能播放');
      expect(document.querySelector('video')).toBeNull();
    }
  });

  it('can show another text when there is nothing to play', () => {
    renderWithProviders(<VideoPlayer src="" title="直播" unavailableText="直播尚未开始" />);
    expect(screen.getByRole('status')).toHaveTextContent('直播尚未开始');
  });
});
