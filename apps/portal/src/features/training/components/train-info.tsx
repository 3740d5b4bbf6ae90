import { RichText, useIdParam } from '@ws/ui';
import { ApplyLink } from '@/shared/apply-link';
import { DetailFrame, DetailSection } from '@/shared/detail-frame';
import { useTraining } from '../api/use-training';
import { periodOf, priceText } from '../lib/format';
import classes from './training.module.css';

/** /trainInfo?key=: cover, name, price, start (update_time) and end (end_time), intro, 立即报名. */
export function TrainInfo() {
  const id = useIdParam('key');
  const query = useTraining(id);
  return (
    <DetailFrame id={id} query={query}>
      {(t) => {
        const { start, end } = periodOf(t);
        return (
          <>
            <div className={classes.summary}>
              {t.firstFile?.FileUrl ? <img className={classes.detailCover} src={t.firstFile.FileUrl} alt={t.name} /> : <div className={classes.detailCover} />}
              <div>
                <h1 className={classes.title}>{t.name}</h1>
                <dl className={classes.facts}>
                  <dt>培训费用</dt>
                  <dd className={classes.bigPrice}>{priceText(t.price)}</dd>
                  {t.cate_name ? (
                    <>
                      <dt>培训类别</dt>
                      <dd>{t.cate_name}</dd>
                    </>
                  ) : null}
                  <dt>开班时间</dt>
                  <dd>
                    <time dateTime={t.update_time}>{start}</time>
                  </dd>
                  <dt>结束时间</dt>
                  <dd>
                    <time dateTime={t.end_time}>{end}</time>
                  </dd>
                </dl>
                <ApplyLink id={t.id} endTime={t.end_time} className={classes.bigApply} />
              </div>
            </div>
            <DetailSection title="培训介绍" className={classes.section}>
              <RichText html={t.intro} />
            </DetailSection>
          </>
        );
      }}
    </DetailFrame>
  );
}
