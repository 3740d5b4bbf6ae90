import { useState } from 'react';
import { Tabs } from '@mantine/core';
import type { Media } from '@ws/api-sdk';
import { formatDateTime, QueryState } from '@ws/ui';
import { CardGrid, CardGridItem, CoverCard } from '@/shared/cover-card';
import { useHomeMedia, type MediaKind } from '../api/use-media';
import { HomeSection } from './section';
import classes from './cover-cards.module.css';
import '@mantine/core/styles/Tabs.css';

export const MEDIA_TABS: { kind: MediaKind; label: string; detail: string }[] = [
  { kind: 'listvideo', label: '视频', detail: '/videoDetail' },
  { kind: 'listlive', label: '直播', detail: '/listlive' },
  { kind: 'listcourse', label: '课件', detail: '/courseware' },
];

function MediaCard({ item, detail, label }: { item: Media; detail: string; label: string }) {
  return (
    <CoverCard
      to={`${detail}?key=${item.id}`}
      newTab
      image={item.firstFile?.FileUrl}
      imageAlt={item.name}
      name={item.name}
      overlay={label === '课件' ? null : <span className={classes.play} aria-hidden="true" />}
      badge={label === '直播' ? '直播' : undefined}
      meta={
        <>
          {item.author ? <span>{item.author}</span> : null}
          <time dateTime={item.create_time}>{formatDateTime(item.create_time)}</time>
        </>
      }
    />
  );
}

function MediaList({ kind, detail, label }: { kind: MediaKind; detail: string; label: string }) {
  const query = useHomeMedia(kind);
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0}>
      {(d) => (
        <CardGrid label={label} className={classes.grid}>
          {d.items.map((m) => (
            <CardGridItem key={m.id}>
              <MediaCard item={m} detail={detail} label={label} />
            </CardGridItem>
          ))}
        </CardGrid>
      )}
    </QueryState>
  );
}

/** Block 7: 视频 / 直播 / 课件 tabs, 3 newest each; cards open their detail in a new tab. */
export function MediaBlock() {
  const [tab, setTab] = useState<MediaKind>('listvideo');
  return (
    <HomeSection title="视频课堂" more="/school">
      <Tabs value={tab} onChange={(v) => v && setTab(v as MediaKind)} keepMounted={false} className={classes.tabs}>
        <Tabs.List className={classes.tabList}>
          {MEDIA_TABS.map((t) => (
            <Tabs.Tab key={t.kind} value={t.kind}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {MEDIA_TABS.map((t) => (
          <Tabs.Panel key={t.kind} value={t.kind}>
            <MediaList kind={t.kind} detail={t.detail} label={t.label} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </HomeSection>
  );
}
