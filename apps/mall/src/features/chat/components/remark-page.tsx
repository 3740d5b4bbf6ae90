// /session/remarkChatExpert?to_user_id&item_id&order_no&stusta (spec 02 §2, §4, §5): the rating of an
// ended consultation — half stars and a content that must not be empty (评价内容不能为空); once rated the
// rating shows read-only.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Rating.css';
import { Button, Rating } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, call, type Remark } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, formatDateTime, notice, PageContainer, QueryState } from '@ws/ui';
import { firstError } from '@ws/validators/core';
import { reviewRules } from '@ws/validators/mall';
import { remarkInfoQuery, useRemarkInfo } from '../api/chat-queries';
import classes from './chat.module.css';

export const MSG_SUBMITTED = '提交成功';

export function RemarkPage() {
  const [sp] = useSearchParams();
  const orderNo = (sp.get('order_no') ?? '').slice(0, 32);
  const toUserId = Number(sp.get('to_user_id'));
  const remark = useRemarkInfo(orderNo);
  const back =
    Number.isInteger(toUserId) && toUserId > 0 ? paths.sessionChatitemExpert({ chat_type: 'chat_expert', to_user_id: toUserId, order_no: orderNo }) : '/session';
  return (
    <PageContainer>
      <div className={classes.page}>
        <div className={classes.head}>
          <h1 className={classes.title}>评价专家</h1>
          <AppLink to={back}>返回咨询</AppLink>
        </div>
        {orderNo === '' ? (
          <p role="alert" className={classes.error}>
            会话不存在
          </p>
        ) : (
          <QueryState query={remark}>{(r) => (r ? <RemarkView remark={r} /> : <RemarkForm orderNo={orderNo} />)}</QueryState>
        )}
      </div>
    </PageContainer>
  );
}

function RemarkView({ remark }: { remark: Remark }) {
  return (
    <section className={classes.form} aria-label="我的评价">
      <Rating value={Number(remark.score)} fractions={2} readOnly aria-label={`评分${remark.score}`} />
      <p className={classes.bubble}>{remark.content}</p>
      <span className={classes.sub}>{`评价时间：${formatDateTime(remark.create_time)}`}</span>
    </section>
  );
}

function RemarkForm({ orderNo }: { orderNo: string }) {
  const qc = useQueryClient();
  const [score, setScore] = useState(5);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = firstError(reviewRules, { content, score });
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await call('chatRemarkAdd', { order_no: orderNo, content, score: String(score) });
      notice.success(MSG_SUBMITTED);
      await qc.invalidateQueries({ queryKey: remarkInfoQuery(orderNo).queryKey });
    } catch (err) {
      if (err instanceof ApiError && err.kind !== 'notLoggedIn') notice.error(err.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={classes.form} onSubmit={(e) => void submit(e)} noValidate>
      <div>
        <span id="score-label">评分</span>
        <Rating value={score} onChange={setScore} fractions={2} aria-labelledby="score-label" />
      </div>
      <label htmlFor="remark-content">评价内容</label>
      <textarea
        id="remark-content"
        className={classes.input}
        value={content}
        maxLength={500}
        onChange={(e) => setContent(e.currentTarget.value)}
        aria-invalid={error !== null}
        aria-describedby={error ? 'remark-error' : undefined}
      />
      {error ? (
        <p id="remark-error" role="alert" className={classes.error}>
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={submitting}>
          提交评价
        </Button>
      </div>
    </form>
  );
}
