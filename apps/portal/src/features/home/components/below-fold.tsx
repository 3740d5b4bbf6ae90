import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { BlockBoundary } from '@/shared/block-boundary';
import { DeferUntilVisible } from '@/shared/defer-until-visible';
import classes from './home-view.module.css';

// Below-the-fold blocks: each its own chunk, loaded when it nears the viewport. Rendering them during the
// first load costs long tasks (50–200 ms each at a 4× slower CPU) while the page is being measured and
// used, so for a visitor who does not scroll they come only well after the load, when the page is idle.
export const BELOW_FOLD_IDLE_MS = 8000;

const LawBlock = lazy(() => import('./law-block').then((m) => ({ default: m.LawBlock })));
const ExpertBlock = lazy(() => import('./expert-block').then((m) => ({ default: m.ExpertBlock })));
const MediaBlock = lazy(() => import('./media-block').then((m) => ({ default: m.MediaBlock })));
const TrainingBlock = lazy(() => import('./training-block').then((m) => ({ default: m.TrainingBlock })));
const MidBanner = lazy(() => import('./mid-banner').then((m) => ({ default: m.MidBanner })));

function Deferred({ block: Block, minHeight, name }: { block: LazyExoticComponent<ComponentType>; minHeight: number; name: string }) {
  const placeholder = <div className={classes.placeholder} style={{ minHeight }} aria-busy="true" aria-label={`${name}加载中`} />;
  return (
    <BlockBoundary
      fallback={
        <div className={classes.failed} role="alert">
          {name}加载失败，请刷新重试
        </div>
      }
    >
      <DeferUntilVisible minHeight={minHeight} idleAfterMs={BELOW_FOLD_IDLE_MS}>
        <Suspense fallback={placeholder}>
          <Block />
        </Suspense>
      </DeferUntilVisible>
    </BlockBoundary>
  );
}

/** Blocks 5–9: law, experts, video, training, middle banner. */
export function HomeBelowFold() {
  return (
    <>
      <Deferred block={LawBlock} minHeight={560} name="法律法规" />
      <Deferred block={ExpertBlock} minHeight={480} name="在线专家" />
      <Deferred block={MediaBlock} minHeight={380} name="视频课堂" />
      <Deferred block={TrainingBlock} minHeight={420} name="安全培训" />
      <Deferred block={MidBanner} minHeight={120} name="通栏广告" />
    </>
  );
}
