import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { paths } from '@ws/routes';
import { QueryState } from '@ws/ui';
import { CardGrid, CardGridItem } from '@/shared/cover-card';
import { MediaCard } from '@/shared/media-card';
import { useHomeMedia, type MediaKind } from '../api/use-media';
import { HomeSection } from './section';
import classes from './cover-cards.module.css';
import '@mantine/core/styles/Tabs.css';

interface MediaTab {
  kind: MediaKind;
  label: string;
  /** the detail link of an item */
  detail: (key: number) => string;
  play: boolean;
  badge?: string;
}

export const MEDIA_TABS: readonly MediaTab[] = [
  { kind: 'listvideo', label: '视频', detail: paths.videoDetail, play: true },
  { kind: 'listlive', label: '直播', detail: paths.listlive, play: true, badge: '直播' },
  { kind: 'listcourse', label: '课件', detail: paths.courseware, play: false },
];

function MediaList({ tab: { kind, label, detail, play, badge } }: { tab: MediaTab }) {
  const query = useHomeMedia(kind);
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0}>
      {(d) => (
        <CardGrid label={label} className={classes.grid}>
          {d.items.map((m) => (
            <CardGridItem key={m.id}>
              <MediaCard item={m} to={detail(m.id)} newTab play={play} badge={badge} />
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
            <MediaList tab={t} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </HomeSection>
  );
}
