// /remark?order_no=&product_id=&item_id=: review a received order item: half-star score, content
// (评价内容不能为空), images; 提交成功. Once reviewed the page shows the review read-only; it also appears on
// the product page. An order not received yet (or without that item) gets no form: the page says why, as
// the server would refuse it.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Input, Rating, Stack, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, MSG_REVIEW_NOT_RECEIVED, MSG_REVIEW_SUBJECT, type Remark, type UploadedFile } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, notice, QueryState, UploadField, useForm } from '@ws/ui';
import { reviewRules } from '@ws/validators/mall';
import { PersonalLayout } from '@/shared/personal-layout';
import { useAddReview, useMyReview, useReviewedOrder, type ReviewSubject } from '../api/reviews';
import classes from './reviews.module.css';
import { safeUrl } from '@/shared/files';

interface Values {
  score: number;
  content: string;
  file_items: UploadedFile[];
}

const positive = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

function useSubject(): ReviewSubject | null {
  const [params] = useSearchParams();
  return useMemo(() => {
    const order_no = (params.get('order_no') ?? '').trim().slice(0, 40);
    const xid = positive(params.get('product_id') ?? params.get('xid'));
    const item_id = positive(params.get('item_id'));
    return order_no && xid && item_id ? { order_no, xid, item_id } : null;
  }, [params]);
}

export function ReviewView({ review }: { review: Remark }) {
  return (
    <section aria-label="我的评价">
      <Group gap="xs">
        <Rating value={Number(review.score)} fractions={2} readOnly aria-label={`评分 ${review.score}`} />
        <span>{review.score} 分</span>
      </Group>
      <p className={classes.content}>{review.content}</p>
      <p className={classes.time}>{review.create_time}</p>
      <ul className={classes.images} aria-label="评价图片">
        {review.file_items.map((f) => {
          const src = safeUrl(f.FileUrl);
          return src ? (
            <li key={src}>
              <img src={src} alt={f.FileName ?? '评价图片'} loading="lazy" width={96} height={96} />
            </li>
          ) : null;
        })}
      </ul>
      <AppLink to={paths.enableInfo(review.xid)} newTab>
        查看商品
      </AppLink>
    </section>
  );
}

function ReviewForm({ subject }: { subject: ReviewSubject }) {
  const add = useAddReview();
  const form = useForm<Values>({ initialValues: { score: 5, content: '', file_items: [] }, validate: reviewRules });
  const submit = form.onSubmit((v) => {
    add.mutate(
      { xcate: 'product', xid: subject.xid, order_no: subject.order_no, item_id: subject.item_id, content: v.content.trim(), score: String(v.score), file_items: v.file_items },
      {
        onSuccess: () => notice.success('提交成功'),
        onError: (e) => {
          if (e instanceof ApiError && (e.kind === 'notLoggedIn' || e.kind === 'http404')) return;
          notice.error(e.message || '提交失败');
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label="商品评价" className={classes.form}>
      <Stack gap="sm">
        <Input.Wrapper label="评分">
          <Rating fractions={2} size="xl" value={form.values.score} onChange={(n) => form.setFieldValue('score', n)} aria-label="评分" />
        </Input.Wrapper>
        <Textarea label="评价内容" withAsterisk placeholder="分享您的使用感受" rows={4} maxLength={500} {...form.getInputProps('content')} />
        <UploadField label="上传图片" multiple max={9} value={form.values.file_items} onChange={(files) => form.setFieldValue('file_items', files)} />
        <Group>
          <Button type="submit" loading={add.isPending} disabled={add.isPending}>
            提交评价
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The form, once the order says it can be reviewed: received, and the item one of its lines. */
function ReviewGate({ subject }: { subject: ReviewSubject }) {
  const order = useReviewedOrder(subject);
  return (
    <QueryState query={order}>
      {(o) => {
        const lines = 'order_items' in o ? o.order_items : [];
        const line = lines.find((l) => l.id === subject.item_id && l.product_id === subject.xid);
        if (!line) return <p role="alert">{MSG_REVIEW_SUBJECT}</p>;
        if (!('isconfirm' in o) || o.isconfirm !== 1) {
          return (
            <Stack gap="xs" align="flex-start">
              <p role="status">{MSG_REVIEW_NOT_RECEIVED}</p>
              <AppLink to={paths.infoSelf({ order_no: subject.order_no })}>查看订单</AppLink>
            </Stack>
          );
        }
        return <ReviewForm subject={subject} />;
      }}
    </QueryState>
  );
}

export function RemarkPage() {
  const subject = useSubject();
  const review = useMyReview(subject);
  return (
    <PersonalLayout title="商品评价">
      {subject === null ? (
        <p role="alert">{MSG_REVIEW_SUBJECT}</p>
      ) : (
        <QueryState query={review}>{(r) => (r ? <ReviewView review={r} /> : <ReviewGate subject={subject} />)}</QueryState>
      )}
    </PersonalLayout>
  );
}
