import { useState } from 'react';
import { Tabs } from '@mantine/core';
import type { Media } from '@ws/api-sdk';
import { AppLink, formatDateTime, QueryState } from '@ws/ui';
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
  const src = item.firstFile?.FileUrl;
  return (
    <article className={classes.card}>
      <AppLink to={`${detail}?key=${item.id}`} newTab className={classes.coverLink}>
        <div className={classes.cover}>
          {src ? <img className={classes.coverImg} src={src} alt={item.name} loading="lazy" decoding="async" /> : null}
          {label === '课件' ? null : <span className={classes.play} aria-hidden="true" />}
          {label === '直播' ? <span className={classes.tag}>直播</span> : null}
        </div>
        <div className={classes.body}>
          <span className={classes.name}>{item.name}</span>
          <span className={classes.meta}>
            {item.author ? <span>{item.author}</span> : null}
            <time dateTime={item.create_time}>{formatDateTime(item.create_time)}</time>
          </span>
        </div>
      </AppLink>
    </article>
  );
}

function MediaList({ kind, detail, label }: { kind: MediaKind; detail: string; label: string }) {
  const query = useHomeMedia(kind);
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0}>
      {(d) => (
        <div className={classes.grid} role="list" aria-label={label}>
          {d.items.map((m) => (
            <div key={m.id} role="listitem">
              <MediaCard item={m} detail={detail} label={label} />
            </div>
          ))}
        </div>
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
