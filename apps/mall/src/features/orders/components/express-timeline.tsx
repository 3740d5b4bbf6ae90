// 物流轨迹 on /infoSelf, for the buyer and (view=merchant) the seller: the shipment's events newest first —
// Kuaidi100's scans with the system's own (发货, 确认收货) merged in by the server — 已签收 once delivered, and
// when the scans were fetched. The tracking service never fails the page: while it is down the server answers
// the last scans or the system's events; only the seller reads its note saying why.
import '@mantine/core/styles/Timeline.css';
import { Timeline } from '@mantine/core';
import { useExpressTrace } from '../api/use-orders';
import classes from './orders.module.css';

export function ExpressTimeline({ orderNo, merchantView = false }: { orderNo: string; merchantView?: boolean }) {
  const trace = useExpressTrace(orderNo, true);
  if (trace.isPending) return <p className={classes.muted}>正在查询物流轨迹…</p>;
  if (trace.isError) return <p className={classes.muted}>物流轨迹暂时无法获取，请稍后刷新</p>;
  const t = trace.data;
  return (
    <div className={classes.trace}>
      <div className={classes.traceHead}>
        <h3>物流轨迹</h3>
        {t.delivered ? <span className={classes.delivered}>已签收</span> : null}
      </div>
      {merchantView && t.note ? (
        <p className={classes.hint} role="note">
          {t.note}
        </p>
      ) : null}
      {t.events.length === 0 ? (
        <p className={classes.muted}>暂无物流轨迹</p>
      ) : (
        <Timeline role="list" aria-label="物流轨迹" active={0} bulletSize={12} lineWidth={2} color={t.delivered ? 'green' : 'blue'}>
          {t.events.map((e, i) => (
            <Timeline.Item role="listitem" key={`${e.time}-${i}`} title={e.status ?? undefined} className={i === 0 ? classes.traceLatest : undefined}>
              <p className={classes.traceText}>{e.context}</p>
              <time className={classes.traceTime}>{e.time}</time>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {t.source === 'kuaidi100' && t.fetched_at ? <p className={classes.traceSource}>物流信息来自快递100，更新于 {t.fetched_at}</p> : null}
    </div>
  );
}
