import { useState } from 'react';
import { Tabs } from '@mantine/core';
import type { Training } from '@ws/api-sdk';
import { AppLink, formatDateTime, QueryState } from '@ws/ui';
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
  const src = item.firstFile?.FileUrl;
  return (
    <article className={classes.card}>
      <AppLink to={`/trainInfo?key=${item.id}`} className={classes.coverLink}>
        <div className={classes.cover}>
          {src ? <img className={classes.coverImg} src={src} alt={item.name} loading="lazy" decoding="async" /> : null}
        </div>
        <div className={classes.body}>
          <span className={classes.name}>{item.name}</span>
          <span className={classes.meta}>
            <span>
              培训时间：<time dateTime={item.update_time}>{formatDateTime(item.update_time)}</time> 至{' '}
              <time dateTime={item.end_time}>{formatDateTime(item.end_time)}</time>
            </span>
          </span>
        </div>
      </AppLink>
      <div className={classes.actions}>
        <span className={classes.price}>{priceText(item.price)}</span>
        <AppLink to={`/application?key=${item.id}`} className={classes.apply} aria-label={`立即报名：${item.name}`}>
          立即报名
        </AppLink>
      </div>
    </article>
  );
}

function TrainingList({ cateId, label }: { cateId: number; label: string }) {
  const query = useHomeTrainings(cateId);
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0}>
      {(d) => (
        <div className={classes.grid} role="list" aria-label={label}>
          {d.items.map((t) => (
            <div key={t.id} role="listitem">
              <TrainingCard item={t} />
            </div>
          ))}
        </div>
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
