import { BlockBoundary } from '@/shared/block-boundary';
import { HomeBanner } from './home-banner';
import { HomeStrip } from './home-strip';
import { ChannelBlocks } from './channel-blocks';
import { HomeBelowFold } from './below-fold';
import classes from './home-view.module.css';

const failed = (name: string) => (
  <div className={classes.failed} role="alert">
    {name}加载失败，请刷新重试
  </div>
);

/** The home page (spec 01 §2 Home page), blocks top to bottom; one block failing leaves the others. */
export function HomeView() {
  return (
    <div className={classes.view}>
      <h1 className={classes.srOnly}>安服通首页</h1>
      <BlockBoundary fallback={failed('轮播与分类')}>
        <HomeBanner />
      </BlockBoundary>
      <BlockBoundary fallback={failed('平台数据')}>
        <HomeStrip />
      </BlockBoundary>
      <BlockBoundary fallback={failed('资讯')}>
        <ChannelBlocks />
      </BlockBoundary>
      <HomeBelowFold />
    </div>
  );
}
