// The product's comments (spec 02 §2): the first 2, then all on 查看全部评价 (and back); half stars; the
// reviewer's mobile masked by the server after its first 3 digits; the seller's answer under it (商家回复).
import { formatDateTime, QueryState } from '@ws/ui';
import { useState } from 'react';
import { FIRST_COMMENTS, useRemarks } from '../api/use-product-info';
import classes from './enable-info.module.css';
import { Stars } from './stars';

export function Comments({ productId }: { productId: number }) {
  const [all, setAll] = useState(false);
  const remarks = useRemarks(productId, all);
  return (
    <section className={classes.block} aria-labelledby="comments-title">
      <h2 className={classes.blockTitle} id="comments-title">
        商品评价{remarks.data ? `（${remarks.data.total}）` : ''}
      </h2>
      <QueryState query={remarks} isEmpty={(d) => d.items.length === 0} emptyText="暂无评价">
        {(d) => (
          <>
            <ul className={classes.comments}>
              {d.items.map((r) => (
                <li key={r.id} className={classes.comment}>
                  <div className={classes.commentHead}>
                    <span>{r.user_mobile}</span>
                    <Stars score={r.score} />
                    <span>{formatDateTime(r.create_time)}</span>
                  </div>
                  <p className={classes.commentText}>{r.content}</p>
                  {r.file_items.length > 0 && (
                    <div className={classes.commentImages}>
                      {r.file_items.map((f) => (
                        <img key={f.FileUrl} src={f.FileUrl} alt="评价图片" loading="lazy" width={64} height={64} />
                      ))}
                    </div>
                  )}
                  {r.reply ? (
                    <div className={classes.commentReply}>
                      <span className={classes.commentReplyLabel}>商家回复：</span>
                      {r.reply}
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
            {d.total > FIRST_COMMENTS && (
              <button type="button" className={classes.toggle} onClick={() => setAll((v) => !v)}>
                {all ? '收起评价' : '查看全部评价'}
              </button>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
