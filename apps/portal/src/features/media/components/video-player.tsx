import { useMemo, useRef, useState } from 'react';
import { ownFileUrl, videoTypeOf } from '../lib/own-file';
import classes from './video-player.module.css';

/** The player's speeds (spec 01 §2 /videoDetail). */
export const PLAYBACK_RATES = [0.7, 1, 1.5, 2] as const;
export const MSG_UNPLAYABLE = '该视频暂不能播放';

/** Whether this browser says it may play the URL's type; unknown types are left to the `error` event. */
function browserMayPlay(url: string): boolean {
  const type = videoTypeOf(url);
  if (!type || typeof document === 'undefined') return true;
  return document.createElement('video').canPlayType(type) !== '';
}

export interface VideoPlayerProps {
  /** file_url from the server ('' when there is no file) */
  src: string | null | undefined;
  /** accessible name of the <video> */
  title: string;
  /** shown instead of the player when there is nothing to play (default 该视频暂不能播放) */
  unavailableText?: string;
}

/**
 * A native <video controls> with the speed buttons 0.7 / 1 / 1.5 / 2 (group 倍速; each sets playbackRate).
 * Shows 该视频暂不能播放 when there is no file of our own storage, when the browser says it cannot play
 * the type (canPlayType), or when loading fails (the `error` event).
 */
export function VideoPlayer({ src, title, unavailableText = MSG_UNPLAYABLE }: VideoPlayerProps) {
  const url = ownFileUrl(src);
  const supported = useMemo(() => url !== null && browserMayPlay(url), [url]);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [rate, setRate] = useState<number>(1);
  const ref = useRef<HTMLVideoElement>(null);

  if (url === null || !supported || failedUrl === url) {
    return (
      <div className={classes.unplayable} role="status">
        {unavailableText}
      </div>
    );
  }

  const choose = (r: number) => {
    const video = ref.current;
    if (video) {
      // a new source starts at defaultPlaybackRate: keep the choice across reloads of the media
      video.defaultPlaybackRate = r;
      video.playbackRate = r;
    }
    setRate(r);
  };

  return (
    <div className={classes.player}>
      <div className={classes.frame}>
        <video
          key={url}
          ref={ref}
          className={classes.video}
          src={url}
          controls
          preload="metadata"
          playsInline
          aria-label={title}
          onError={() => setFailedUrl(url)}
          onLoadedMetadata={(e) => {
            e.currentTarget.playbackRate = rate;
          }}
          onRateChange={(e) => setRate(e.currentTarget.playbackRate)}
        />
      </div>
      <div className={classes.speeds} role="group" aria-label="倍速">
        <span aria-hidden="true">倍速</span>
        {PLAYBACK_RATES.map((r) => (
          <button key={r} type="button" className={classes.speed} aria-pressed={rate === r} onClick={() => choose(r)}>
            {r}x
          </button>
        ))}
      </div>
    </div>
  );
}
