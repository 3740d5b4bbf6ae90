import { AppLink, Empty, PageContainer, QueryState, RichText } from '@ws/ui';
import { useTraining } from '../api/use-training';
import { applicationPath, periodOf, priceText } from '../lib/format';
import { useKeyParam } from '../lib/key-param';
import classes from './training.module.css';

/** /trainInfo?key=: cover, name, price, start (update_time) and end (end_time), intro, 立即报名. */
export function TrainInfo() {
  const id = useKeyParam();
  const query = useTraining(id);
  return (
    <PageContainer className={classes.page}>
      <article className={classes.detail}>
        {id > 0 ? (
          <QueryState query={query} skeletonRows={8}>
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
                      <AppLink to={applicationPath(t.id)} className={classes.bigApply}>
                        立即报名
                      </AppLink>
                    </div>
                  </div>
                  <section className={classes.section} aria-label="培训介绍">
                    <h2 className={classes.sectionTitle}>培训介绍</h2>
                    <RichText html={t.intro} />
                  </section>
                </>
              );
            }}
          </QueryState>
        ) : (
          <Empty text="内容不存在" />
        )}
      </article>
    </PageContainer>
  );
}
