import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BlockBoundary } from '@/shared/block-boundary';
import { CombinedReadGate } from '../api/combined-gate';
import { homeFirstScreenQuery, seedEarlyFirstScreen } from '../api/combined-reads';
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

/**
 * The home page (spec 01 §2 Home page), blocks top to bottom; one block failing leaves the others.
 * The first screen's blocks are answered by one read (homeFirstScreen); their own calls run only when
 * it fails.
 */
export function HomeView() {
  const client = useQueryClient();
  // an answer read before the first render (startFirstScreenRead) goes into the cache before the blocks
  // render, so they show it in their first commit
  useState(() => seedEarlyFirstScreen(client));
  const firstScreen = useQuery(homeFirstScreenQuery());
  return (
    <CombinedReadGate.Provider value={!firstScreen.isFetching}>
      <HomeBlocks />
    </CombinedReadGate.Provider>
  );
}

function HomeBlocks() {
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
