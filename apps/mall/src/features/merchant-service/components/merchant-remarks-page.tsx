// /merchantRemarks?tab=: 评价管理, the reviews of the company's products in the tabs 全部 / 待回复 / 已回复 (tab in
// the URL, 20 per page): product, score, content, images (click to enlarge). One 商家回复 per review: a textarea
// and 回复 while none, the reply once given (no second one).
import {
  MAX_REPLY_LENGTH,
  MERCHANT_REMARK_PAGE_SIZE,
  MERCHANT_REMARK_TABS,
  MERCHANT_REMARK_TAB_LABELS,
  MSG_REPLY_REQUIRED,
  MSG_REPLY_SAVED,
  type MerchantRemark,
  type MerchantRemarkTab,
} from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, Button, notice, noticeFailure, Pager, QueryState, TextareaField, useListParams } from '@ws/ui';
import { useState, type FormEvent } from 'react';
import { MerchantOnly } from '@/shared/merchant-gate';
import { PersonalLayout } from '@/shared/personal-layout';
import { useMerchantRemarks, useReplyRemark } from '../api/remarks';
import { safeUrl } from '@/shared/files';
import { ImageGallery } from './image-gallery';
import classes from './merchant-service.module.css';

const toTab = (v: string): MerchantRemarkTab => ((MERCHANT_REMARK_TABS as readonly string[]).includes(v) ? (v as MerchantRemarkTab) : 'all');

export function MerchantRemarksPage() {
  return (
    <MerchantOnly title="评价管理">
      <RemarksContent />
    </MerchantOnly>
  );
}

function RemarksContent() {
  const { page, values, setPage, setFilters } = useListParams(['tab']);
  const tab = toTab(values.tab);
  const list = useMerchantRemarks(tab, page);
  const counts = list.data?.counts;
  return (
    <PersonalLayout title="评价管理">
      <div className={classes.tabs} role="group" aria-label="评价状态">
        {MERCHANT_REMARK_TABS.map((t) => (
          <Button key={t} size="xs" variant={t === tab ? 'filled' : 'default'} aria-pressed={t === tab} onClick={() => setFilters({ tab: t === 'all' ? null : t })}>
            {MERCHANT_REMARK_TAB_LABELS[t]}
            {counts ? `（${counts[t]}）` : ''}
          </Button>
        ))}
      </div>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0}>
        {(d) => (
          <>
            <ul className={classes.list}>
              {d.items.map((r) => (
                <RemarkCard key={r.id} remark={r} />
              ))}
            </ul>
            <Pager total={d.total} pageSize={MERCHANT_REMARK_PAGE_SIZE} page={page} onChange={setPage} />
          </>
        )}
      </QueryState>
    </PersonalLayout>
  );
}

function RemarkCard({ remark: r }: { remark: MerchantRemark }) {
  const img = safeUrl(r.product_img);
  return (
    <li className={classes.card} aria-label={`评价 ${r.id}`}>
      <div className={classes.product}>
        {img ? <img className={classes.lineImg} src={img} alt={r.product_name} loading="lazy" width={40} height={40} /> : null}
        <AppLink to={paths.enableInfo(r.product_id)} newTab>
          {r.product_name}
        </AppLink>
      </div>
      <div className={classes.head}>
        <span>{r.user_mobile}</span>
        <span aria-label={`评分 ${r.score}`}>评分：{r.score} 分</span>
        <span>{r.create_time}</span>
      </div>
      <p className={classes.row}>{r.content}</p>
      <ImageGallery files={r.file_items} label="评价图片" />
      {r.reply ? (
        <div className={classes.reply} aria-label="商家回复">
          <strong>商家回复：</strong>
          {r.reply}
          {r.reply_time && <div className={classes.hint}>{r.reply_time}</div>}
        </div>
      ) : (
        <ReplyForm id={r.id} />
      )}
    </li>
  );
}

function ReplyForm({ id }: { id: number }) {
  const reply = useReplyRemark();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (value === '') {
      setError(MSG_REPLY_REQUIRED);
      return;
    }
    reply.mutate({ id, reply: value }, { onSuccess: () => notice.success(MSG_REPLY_SAVED), onError: noticeFailure });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="商家回复" className={classes.row}>
      <div className={classes.replyStack}>
        <TextareaField
          label="商家回复"
          placeholder={MSG_REPLY_REQUIRED}
          rows={2}
          maxLength={MAX_REPLY_LENGTH}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <div className={classes.actions}>
          <Button type="submit" size="xs" loading={reply.isPending} disabled={reply.isPending}>
            回复
          </Button>
        </div>
      </div>
    </form>
  );
}
