import { useEffect, useState } from 'react';
import type { Ad } from '@ws/api-sdk';
import { useAfterLoad } from '../lib/use-after-load';
import { AdImage } from './ad-image';
import classes from './home-banner.module.css';

export const SIDE_AD_INTERVAL_MS = 4000;

/**
 * The homepcvertical ads beside the carousel: tall pictures, one at a time in the full height of the
 * column (they take turns every 4 s, paused while hovered), with dots to pick one.
 */
export function SideAds({ ads }: { ads: Ad[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = ads.length;
  // they start taking turns once the page has loaded (a turn is a render)
  const started = useAfterLoad();
  useEffect(() => {
    if (!started || paused || count < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), SIDE_AD_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [started, paused, count]);
  const current = count ? index % count : 0;

  return (
    <div className={classes.sideStack} onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      {ads.map((ad, i) => (
        <div key={ad.id} className={classes.sideSlide} data-active={i === current || undefined} inert={i !== current}>
          {/* the first one is the desktop's largest paint: never lazy-loaded */}
          <AdImage ad={ad} fallbackAlt={`推荐 ${i + 1}`} className={classes.sideAd} imgClassName={classes.sideImg} eager={i === 0} />
        </div>
      ))}
      {count > 1 ? (
        <div className={classes.sideDots}>
          {ads.map((ad, i) => (
            <button
              key={ad.id}
              type="button"
              className={classes.sideDot}
              aria-label={`推荐广告 ${i + 1}`}
              aria-pressed={i === current}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
