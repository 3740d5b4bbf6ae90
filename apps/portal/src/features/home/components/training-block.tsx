import { useState } from 'react';
import { Tabs } from '@mantine/core';
import type { Training } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { formatDateTime, QueryState } from '@ws/ui';
import { ApplyLink } from '@/shared/apply-link';
import { CardGrid, CardGridItem, CoverCard } from '@/shared/cover-card';
import { useTrainMenu } from '../api/use-train-menu';
import { useHomeTrainings } from '../api/use-trainings';
import { HomeSection } from './section';
import classes from './cover-cards.module.css';
import '@mantine/core/styles/Tabs.css';

const priceText = (price: string) => {
  const n = Number(price);
  if (price === '' || !Number.isFinite(n)) return price;
  return n === 0 ? '免费' : `¥${n.toFixed(2)}`;
};

function TrainingCard({ item }: { item: Training }) {
  return (
    <CoverCard
      to={paths.trainInfo(item.id)}
      image={item.firstFile?.FileUrl}
      imageAlt={item.name}
      name={item.name}
      meta={
        <span>
          培训时间：<time dateTime={item.update_time}>{formatDateTime(item.update_time)}</time> 至{' '}
          <time dateTime={item.end_time}>{formatDateTime(item.end_time)}</time>
        </span>
      }
      price={priceText(item.price)}
      action={<ApplyLink id={item.id} name={item.name} endTime={item.end_time} className={classes.apply} />}
    />
  );
}

function TrainingList({ cateId, label }: { cateId: number; label: string }) {
  const query = useHomeTrainings(cateId);
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0}>
      {(d) => (
        <CardGrid label={label} className={classes.grid}>
          {d.items.map((t) => (
            <CardGridItem key={t.id}>
              <TrainingCard item={t} />
            </CardGridItem>
          ))}
        </CardGrid>
      )}
    </QueryState>
  );
}

/** Block 8: 安全培训 — category tabs (train/menuList) and the 3 newest courses of the chosen one. */
export function TrainingBlock() {
  const menu = useTrainMenu();
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <HomeSection title="安全培训" more="/train">
      <QueryState query={menu} isEmpty={(d) => d.items.length === 0}>
        {(d) => {
          const first = d.items[0];
          const tab = picked ?? (first ? String(first.cate_id) : null);
          return (
            <Tabs value={tab} onChange={setPicked} keepMounted={false} className={classes.tabs}>
              <Tabs.List className={classes.tabList}>
                {d.items.map((c) => (
                  <Tabs.Tab key={c.cate_id} value={String(c.cate_id)}>
                    {c.cate_name}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {d.items.map((c) => (
                <Tabs.Panel key={c.cate_id} value={String(c.cate_id)}>
                  <TrainingList cateId={c.cate_id} label={c.cate_name} />
                </Tabs.Panel>
              ))}
            </Tabs>
          );
        }}
      </QueryState>
    </HomeSection>
  );
}
