import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { Skeleton } from '@mantine/core';
import type { Ad } from '@ws/api-sdk';
import { Empty, QueryState } from '@ws/ui';
import { useHomeAds } from '../api/use-ads';
import { useProductCategories } from '../api/use-product-categories';
import { AdImage } from './ad-image';
import { CategoryMenu } from './category-menu';
import { SideAds } from './side-ads';
import classes from './home-banner.module.css';
import '@mantine/core/styles/Skeleton.css';

// The carousel (Mantine Carousel + Embla, ~10 kB gz) is its own chunk: until it arrives the first
// banner is shown as a plain image in the same place, so the largest paint does not wait for it.
const loadCarousel = () => import('./banner-carousel');
const BannerCarousel = lazy(() => loadCarousel().then((m) => ({ default: m.BannerCarousel })));

/** Spec 01 §9: the carousel height fits the menu after 1.5 s. */
export const MENU_MEASURE_DELAY_MS = 1500;

/** Measures the menu 1.5 s after it has rendered (and again on resize) and returns its height in px. */
export function useMenuHeight(ready: boolean) {
  const ref = useRef<HTMLElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    if (!ready) return;
    const measure = () => {
      const h = ref.current?.getBoundingClientRect().height ?? 0;
      if (h > 0) setHeight(Math.round(h));
    };
    const timer = window.setTimeout(measure, MENU_MEASURE_DELAY_MS);
    let resizeTimer: number | undefined;
    const onResize = () => {
      window.clearTimeout(resizeTimer);
      resizeTimer = window.setTimeout(measure, 150);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(resizeTimer);
      window.removeEventListener('resize', onResize);
    };
  }, [ready]);
  return { ref, height };
}

/** The first banner alone, while the carousel code loads. */
function FirstSlide({ ad }: { ad: Ad | undefined }) {
  if (!ad) return null;
  return (
    <AdImage ad={ad} fallbackAlt="首页横幅 1" className={`${classes.slide} ${classes.firstSlide}`} imgClassName={classes.slideImg} priority />
  );
}

/** Block 1: the empowerment category menu, the homebanner carousel and the homepcvertical ads. */
export function HomeBanner() {
  const categories = useProductCategories();
  const banner = useHomeAds('homebanner');
  const vertical = useHomeAds('homepcvertical');
  const menu = useMenuHeight(categories.isSuccess && categories.data.items.length > 0);
  // fetch the carousel code while the ads are being fetched
  useEffect(() => {
    void loadCarousel();
  }, []);
  const style = (menu.height ? { '--home-menu-h': `${menu.height}px` } : {}) as CSSProperties;

  return (
    <div className={classes.top} style={style} data-testid="home-banner">
      <div className={classes.menuCell}>
        <QueryState query={categories} isEmpty={(d) => d.items.length === 0}>
          {(d) => <CategoryMenu ref={menu.ref} categories={d.items} />}
        </QueryState>
      </div>
      <div className={classes.carouselCell}>
        {banner.isPending ? (
          <Skeleton height="100%" radius="md" aria-label="加载中" />
        ) : banner.isError ? (
          <div className={classes.note} role="alert">
            轮播图加载失败
          </div>
        ) : banner.data.items.length === 0 ? (
          <Empty />
        ) : (
          <Suspense fallback={<FirstSlide ad={banner.data.items[0]} />}>
            <BannerCarousel ads={banner.data.items} />
          </Suspense>
        )}
      </div>
      <aside className={classes.side} aria-label="推荐广告">
        <QueryState query={vertical} isEmpty={(d) => d.items.length === 0} skeletonRows={3}>
          {(d) => <SideAds ads={d.items} />}
        </QueryState>
      </aside>
    </div>
  );
}
