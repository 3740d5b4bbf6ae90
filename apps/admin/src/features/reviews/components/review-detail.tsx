// /admin/reviewInfo?kind=&id=: one application with everything submitted (every field as 标签：值, the file
// groups as large pictures or links), its state and reason; while it waits, 通过 (asked first: 确定通过该申请吗？)
// and 驳回 (a required reason). The server's answer replaces the application on screen (its state, no more
// buttons), the list and the 工作台 counts refresh, and the notice says 已通过 / 已驳回.
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ADMIN_REVIEW_KIND_LABELS,
  MSG_APPLICATION_MISSING,
  MSG_REVIEW_APPROVED,
  MSG_REVIEW_REJECTED,
  type AdminReviewDecideReq,
  type AdminReviewDetail,
} from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { confirmDialog, Empty, notice, noticeFailure, QueryState, useIdParam } from '@ws/ui';
import { ReasonDialogLazy } from '@/shared/dialogs';
import { routerPath } from '@/shared/navigation';
import { useReviewDecide } from '../api/review-decide';
import { useReviewInfo } from '../api/review-info';
import { kindOrNull } from '../lib/params';
import { rejectReasonRule } from '../lib/reject-rules';
import { FileGroups } from '@/shared/lists/file-groups';
import { StatusBadge } from '@/shared/lists/status-badge';
import lists from '@/shared/lists/list.module.css';
import classes from '@/shared/lists/detail.module.css';

export const MSG_APPROVE_CONFIRM = '确定通过该申请吗？';


function Decision({ detail, reread }: { detail: AdminReviewDetail; reread: () => void }) {
  const decide = useReviewDecide();
  const [rejecting, setRejecting] = useState(false);
  // the dialog's module, once first wanted (it stays, for its closing transition and a second use)
  const [rejectLoaded, setRejectLoaded] = useState(false);
  const [action, setAction] = useState<'approve' | 'reject' | null>(null);

  const send = (req: AdminReviewDecideReq, done: string) => {
    setAction(req.action ?? 'approve');
    decide.mutate(req, {
      onSuccess: () => {
        setRejecting(false);
        notice.success(done);
      },
      onError: (e) => {
        noticeFailure(e);
        // decided meanwhile by someone else (该申请已处理): show how
        reread();
      },
      onSettled: () => setAction(null),
    });
  };
  const approve = async () => {
    if (!(await confirmDialog({ message: MSG_APPROVE_CONFIRM }))) return;
    send({ kind: detail.kind, id: detail.id, action: 'approve' }, MSG_REVIEW_APPROVED);
  };

  return (
    <div className={classes.actions}>
      <Button color="teal" onClick={() => void approve()} loading={action === 'approve'} disabled={decide.isPending}>
        通过
      </Button>
      <Button
        color="red"
        variant="outline"
        onClick={() => {
          setRejectLoaded(true);
          setRejecting(true);
        }}
        disabled={decide.isPending}
      >
        驳回
      </Button>
      {rejectLoaded && (
        <Suspense fallback={null}>
          <ReasonDialogLazy
            opened={rejecting}
            title="驳回申请"
            label="驳回原因"
            submitLabel="确定驳回"
            rule={rejectReasonRule}
            busy={decide.isPending}
            onClose={() => setRejecting(false)}
            onSubmit={(reason) => send({ kind: detail.kind, id: detail.id, action: 'reject', reason }, MSG_REVIEW_REJECTED)}
          />
        </Suspense>
      )}
    </div>
  );
}

function Detail({ detail, reread }: { detail: AdminReviewDetail; reread: () => void }) {
  return (
    <article className={lists.panel} aria-labelledby="review-title">
      <div className={classes.head}>
        <h1 id="review-title">{detail.name}</h1>
        <StatusBadge status={detail.audit_status} />
      </div>
      <dl className={classes.fields}>
        <dt>申请类型</dt>
        <dd>{ADMIN_REVIEW_KIND_LABELS[detail.kind]}</dd>
        <dt>申请人</dt>
        <dd>{detail.applicant.name}</dd>
        <dt>手机号</dt>
        <dd>{detail.applicant.mobile}</dd>
        <dt>提交时间</dt>
        <dd>{detail.submitted_at}</dd>
      </dl>
      <h2 className={classes.section}>提交资料</h2>
      <dl className={classes.fields}>
        {detail.fields.map((f, i) => (
          <div key={`${i}-${f.label}`} style={{ display: 'contents' }}>
            <dt>{f.label}</dt>
            <dd>{f.value || '—'}</dd>
          </div>
        ))}
      </dl>
      <h2 className={classes.section}>证照附件</h2>
      <FileGroups groups={detail.files} />
      <h2 className={classes.section}>审核结果</h2>
      <div>
        <StatusBadge status={detail.audit_status} />
      </div>
      {detail.audit_status === 2 && <p className={classes.reason}>驳回原因：{detail.audit_reason || '—'}</p>}
      {detail.audit_status === 0 && <Decision detail={detail} reread={reread} />}
    </article>
  );
}

export function ReviewDetail() {
  const [params] = useSearchParams();
  const kind = kindOrNull(params.get('kind'));
  const id = useIdParam('id');
  const info = useReviewInfo(kind, id);
  return (
    <section>
      <p>
        <Link to={routerPath(paths.adminReviews({ kind: kind ?? 'company' }))}>← 返回入驻审核</Link>
      </p>
      {kind === null || id === null ? <Empty text={MSG_APPLICATION_MISSING} /> : <QueryState query={info}>{(d) => <Detail detail={d} reread={() => void info.refetch()} />}</QueryState>}
    </section>
  );
}
