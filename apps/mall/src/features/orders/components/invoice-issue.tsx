// The seller's side of an order's invoice (the merchant's view of /infoSelf): upload the e-invoice PDF the tax
// system issued for a paid order that asked for one; the buyer then sees 已开票 and downloads it. A new upload
// replaces the files (a red-letter reissue). Files go through the one upload field (object storage).
import { MAX_INVOICE_FILES, MSG_INVOICE_FILE_REQUIRED, MSG_INVOICE_UPLOADED, type Order, type UploadedFile } from '@ws/api-sdk';
import { notice, UploadField } from '@ws/ui';
import { useState } from 'react';
import { useIssueInvoice } from '../api/use-orders';
import classes from './orders.module.css';

export function InvoiceIssue({ order }: { order: Order }) {
  const issue = useIssueInvoice();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  if (order.contains_invoice !== 1) return null;
  if (order.ispay !== 1) return <p className={classes.muted}>订单付款后才能上传电子发票</p>;
  const save = () => {
    if (files.length === 0) return setError(MSG_INVOICE_FILE_REQUIRED);
    issue.mutate(
      { order_no: order.order_no, file_items: files },
      {
        onSuccess: () => {
          notice.success(MSG_INVOICE_UPLOADED);
          setFiles([]);
        },
        onError: (e) => notice.error(e.message),
      },
    );
  };
  return (
    <div className={classes.invoiceIssue}>
      <UploadField
        label={order.invoice_state === 'issued' ? '重新上传电子发票' : '上传电子发票'}
        accept={['pdf']}
        multiple
        max={MAX_INVOICE_FILES}
        value={files}
        onChange={(next) => {
          setFiles(next);
          setError(null);
        }}
        error={error}
        description="PDF 格式，买家在订单详情中下载"
        buttonLabel="选择 PDF"
      />
      <button type="button" className={classes.primary} disabled={issue.isPending} onClick={save}>
        {issue.isPending ? '提交中…' : '提交发票'}
      </button>
    </div>
  );
}
