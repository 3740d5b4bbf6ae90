import { QueryState, SkeletonBlock } from '@ws/ui';
import { useHomeAds } from '../api/use-ads';
import { useProductCategories } from '../api/use-product-categories';
import { BannerSlot } from './banner-slot';
import { CategoryMenu } from './category-menu';
import { SideAds } from './side-ads';
import classes from './home-banner.module.css';

/** Block 1: the empowerment category menu, the homebanner carousel and the homepcvertical ads. */
export function HomeBanner() {
  const categories = useProductCategories();
  const banner = useHomeAds('homebanner');
  const vertical = useHomeAds('homepcvertical');

  return (
    // Spec 01 §9 "the carousel height fits the menu": on a desktop the grid row's height is the menu's and the
    // carousel stretches to it (home-banner.module.css), from the first frame, with nothing measured
    <div className={classes.top} data-testid="home-banner">
      <div className={classes.menuCell}>
        <QueryState query={categories} isEmpty={(d) => d.items.length === 0}>
          {(d) => <CategoryMenu categories={d.items} />}
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
