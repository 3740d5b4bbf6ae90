import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import type { Ad } from '@ws/api-sdk';
import { afterNextPaint } from '@ws/ui';
import { AdImage } from './ad-image';
import classes from './home-banner.module.css';

// The carousel (Mantine Carousel + Embla, ~11 kB gz in several files) is its own chunk, fetched only once
// the first banner (the largest paint of the page) has loaded: until then the first banner is shown alone
// in the same place, and nothing competes with its download.
const BannerCarousel = lazy(() => import('./banner-carousel').then((m) => ({ default: m.BannerCarousel })));

/** If the first picture never reports (an old browser, a stalled download), the carousel comes anyway. */
export const CAROUSEL_FALLBACK_MS = 5000;

function FirstSlide({ ad, onLoad }: { ad: Ad; onLoad?: () => void }) {
  return (
    <AdImage ad={ad} fallbackAlt="首页横幅 1" className={`${classes.slide} ${classes.firstSlide}`} imgClassName={classes.slideImg} priority onLoad={onLoad} />
  );
}

/** The homebanner slot: the first banner alone, then (from two ads up) the carousel once it has painted. */
export function BannerSlot({ ads }: { ads: Ad[] }) {
  const [carousel, setCarousel] = useState(false);
  const many = ads.length > 1;
  // after the frame that paints the picture, at low priority
  const painted = useCallback(() => {
    afterNextPaint(() => startTransition(() => setCarousel(true)));
  }, []);
  useEffect(() => {
    if (!many || carousel) return;
    const timer = window.setTimeout(() => setCarousel(true), CAROUSEL_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [many, carousel]);

  const first = ads[0];
  if (!first) return null;
  if (!many || !carousel) return <FirstSlide ad={first} onLoad={many ? painted : undefined} />;
  return (
    <Suspense fallback={<FirstSlide ad={first} />}>
      <BannerCarousel ads={ads} />
    </Suspense>
  );
}
