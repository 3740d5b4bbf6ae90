import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { QueryState, SkeletonBlock } from '@ws/ui';
import { useHomeAds } from '../api/use-ads';
import { useProductCategories } from '../api/use-product-categories';
import { BannerSlot } from './banner-slot';
import { CategoryMenu } from './category-menu';
import { SideAds } from './side-ads';
import classes from './home-banner.module.css';

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

/** Block 1: the empowerment category menu, the homebanner carousel and the homepcvertical ads. */
export function HomeBanner() {
  const categories = useProductCategories();
  const banner = useHomeAds('homebanner');
  const vertical = useHomeAds('homepcvertical');
  const menu = useMenuHeight(categories.isSuccess && categories.data.items.length > 0);
  const style = (menu.height ? { '--home-menu-h': `${menu.height}px` } : {}) as CSSProperties;

  return (
    <div className={classes.top} style={style} data-testid="home-banner">
      <div className={classes.menuCell}>
        <QueryState query={categories} isEmpty={(d) => d.items.length === 0}>
          {(d) => <CategoryMenu ref={menu.ref} categories={d.items} />}
        </QueryState>
      </div>
      <div className={classes.carouselCell}>
        <QueryState
          query={banner}
          isEmpty={(d) => d.items.length === 0}
          placeholder={<SkeletonBlock height="100%" radius="var(--mantine-radius-md)" role="status" aria-label="加载中" />}
        >
          {(d) => <BannerSlot ads={d.items} />}
        </QueryState>
      </div>
      <aside className={classes.side} aria-label="推荐广告">
        <QueryState query={vertical} isEmpty={(d) => d.items.length === 0} skeletonRows={3}>
          {(d) => <SideAds ads={d.items} />}
        </QueryState>
      </aside>
    </div>
  );
}
