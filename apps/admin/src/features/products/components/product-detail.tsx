// /admin/productInfo?id=: one product as its merchant wrote it — the fields, the pictures large, the SKUs with
// price and stock, the parameters, the intro (sanitized rich text) — with its review state. While it waits,
// 通过 (asked first: 确定通过该商品吗？) and 驳回 (a required reason the merchant reads); on sale, 下架 (a
// required reason; it is back only after the merchant changes it and it passes review again). The server's
// answer replaces the product on screen, the list refreshes, and the notice says 已通过 / 已驳回 / 已下架; a
// decision someone else made first is told (该商品不在审核中) and the product read again.
// A change of a product on sale (its `live` is what buyers see now) is said so in the heading, compared field by
// field with the version on sale (修改对比) and decided with the same 通过 / 驳回: approved, the answer has no
// change left (the comparison goes); refused, its state is 修改未通过 with the reason.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import {
  GOODS_CHANGE,
  MSG_GOODS_MISSING,
  MSG_PRODUCT_APPROVED,
  MSG_PRODUCT_REJECTED,
  MSG_PRODUCT_TAKEN_DOWN,
  PRODUCT_TYPE_LABELS,
  type GoodsChangeStatus,
  type MerchantProductDetail,
} from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { confirmDialog, Empty, notice, noticeFailure, QueryState, RichText, useIdParam } from '@ws/ui';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ReasonDialogLazy } from '@/shared/dialogs';
import classes from '@/shared/lists/detail.module.css';
import { FileGroups } from '@/shared/lists/file-groups';
import lists from '@/shared/lists/list.module.css';
import { StatusBadge } from '@/shared/lists/status-badge';
import { routerPath } from '@/shared/navigation';
import { useProductChange, useProductInfo } from '../api/products';
import { rejectReasonRule, takedownReasonRule } from '../lib/reason-rules';
import { ProductChange } from './product-change';
import own from './products.module.css';

export const MSG_APPROVE_PRODUCT_CONFIRM = '确定通过该商品吗？';
export const MSG_APPROVE_CHANGE_CONFIRM = '确定通过该修改吗？通过后买家看到的将是修改后的内容。';

const CHANGE_LABELS: Record<GoodsChangeStatus, string> = { [GOODS_CHANGE.review]: '修改待审核', [GOODS_CHANGE.rejected]: '修改未通过' };

/** 修改待审核 / 修改未通过: the state of a change of the product on sale. */
function ChangeBadge({ status }: { status: GoodsChangeStatus }) {
  return (
    <Badge color={status === GOODS_CHANGE.review ? 'orange' : 'red'} variant="light">
      {CHANGE_LABELS[status]}
    </Badge>
  );
}

type Asking = 'reject' | 'takedown' | null;

function Actions({ product, reread }: { product: MerchantProductDetail; reread: () => void }) {
  const change = useProductChange();
  const [asking, setAsking] = useState<Asking>(null);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const failed = (e: unknown) => {
    noticeFailure(e);
    reread();
  };
  const changeWaits = product.change_status === GOODS_CHANGE.review;
  const approve = async () => {
    if (!(await confirmDialog({ message: changeWaits ? MSG_APPROVE_CHANGE_CONFIRM : MSG_APPROVE_PRODUCT_CONFIRM }))) return;
    change.decide.mutate({ id: product.id, action: 'approve' }, { onSuccess: () => notice.success(MSG_PRODUCT_APPROVED), onError: failed });
  };
  const submit = (reason: string) => {
    const done = { onSuccess: () => setAsking(null), onError: failed };
    if (asking === 'reject') change.decide.mutate({ id: product.id, action: 'reject', reason }, { ...done, onSuccess: () => (setAsking(null), notice.success(MSG_PRODUCT_REJECTED)) });
    if (asking === 'takedown') change.takeDown.mutate({ id: product.id, reason }, { ...done, onSuccess: () => (setAsking(null), notice.success(MSG_PRODUCT_TAKEN_DOWN)) });
  };
  const ask = (what: Asking) => {
    setDialogLoaded(true);
    setAsking(what);
  };
  // a change of a product on sale waits while the product itself stays approved
  const waiting = product.audit_status === 0 || changeWaits;
  const onSale = product.is_on_sale === 1 && product.audit_status === 1;
  if (!waiting && !onSale) return null;
  return (
    <div className={classes.actions}>
      {waiting && (
        <>
          <Button color="teal" onClick={() => void approve()} loading={change.decide.isPending && asking === null} disabled={change.busy}>
            通过
          </Button>
          <Button color="red" variant="outline" onClick={() => ask('reject')} disabled={change.busy}>
            驳回
          </Button>
        </>
      )}
      {onSale && (
        <Button color="red" variant="outline" onClick={() => ask('takedown')} disabled={change.busy}>
          下架
        </Button>
      )}
      {dialogLoaded && (
        <Suspense fallback={null}>
          <ReasonDialogLazy
            key={asking ?? 'closed'}
            opened={asking !== null}
            title={asking === 'takedown' ? '下架商品' : '驳回商品'}
            label={asking === 'takedown' ? '下架原因' : '驳回原因'}
            submitLabel={asking === 'takedown' ? '确定下架' : '确定驳回'}
            rule={asking === 'takedown' ? takedownReasonRule : rejectReasonRule}
            busy={change.busy}
            onClose={() => setAsking(null)}
            onSubmit={submit}
          />
        </Suspense>
      )}
    </div>
  );
}

function Detail({ product, reread }: { product: MerchantProductDetail; reread: () => void }) {
  const fields: [string, string][] = [
    ['所属企业', product.company_name],
    ['商品编码', product.pcode],
    ['商品类型', PRODUCT_TYPE_LABELS[product.product_type] ?? product.product_type],
    ['分类', product.category_path.map((c) => c.cate_name).join(' / ')],
    ['单位', product.unit],
    ['起购量', String(product.min_amount)],
    ['积分抵扣比例', `${product.use_profit_jifen_rate}%`],
    ['发货城市', product.city_name],
    ['服务说明', product.service_text || '平台标准服务'],
    ['提交时间', product.create_time],
    ...(product.change_time ? ([['修改提交时间', product.change_time]] as [string, string][]) : []),
  ];
  const change = product.change_status;
  return (
    <article className={lists.panel} aria-labelledby="product-title">
      <div className={classes.head}>
        <h1 id="product-title">{product.name}</h1>
        {change !== null ? (
          <>
            <Badge variant="filled" color="orange">
              在售商品的修改
            </Badge>
            <ChangeBadge status={change} />
          </>
        ) : (
          <StatusBadge status={product.audit_status} />
        )}
        <Badge variant="light" color={product.is_on_sale === 1 ? 'blue' : 'gray'}>
          {product.is_on_sale === 1 ? '出售中' : '已下架'}
        </Badge>
      </div>
      {product.live && <ProductChange product={product} live={product.live} />}
      <dl className={classes.fields}>
        {fields.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <FileGroups groups={[{ label: '商品图片', items: product.file_items }]} />
      <h2 className={classes.section}>规格与价格</h2>
      <div className={lists.scroll}>
        <table className={lists.table} aria-label="规格与价格">
          <thead>
            <tr>
              <th scope="col">规格</th>
              <th scope="col">价格（元，含税）</th>
              <th scope="col">库存</th>
            </tr>
          </thead>
          <tbody>
            {product.skus.map((s) => (
              <tr key={s.id}>
                <td>{s.att_item_names || '默认'}</td>
                <td>¥{s.price}</td>
                <td>{s.stock}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {product.param_item.length > 0 && (
        <>
          <h2 className={classes.section}>商品参数</h2>
          <dl className={classes.fields}>
            {product.param_item.map((p, i) => (
              <div key={`${i}-${p.name}`} style={{ display: 'contents' }}>
                <dt>{p.name}</dt>
                <dd>{p.value || '—'}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <h2 className={classes.section}>商品详情</h2>
      {product.intro ? <RichText html={product.intro} className={own.intro} /> : <p>未填写</p>}
      <h2 className={classes.section}>审核结果</h2>
      <div>{change !== null ? <ChangeBadge status={change} /> : <StatusBadge status={product.audit_status} />}</div>
      {change === GOODS_CHANGE.rejected && <p className={classes.reason}>驳回原因：{product.change_reason || '—'}</p>}
      {change === null && product.audit_status === 2 && <p className={classes.reason}>驳回原因：{product.audit_reason || '—'}</p>}
      <Actions product={product} reread={reread} />
    </article>
  );
}

export function ProductDetail() {
  const id = useIdParam('id');
  const info = useProductInfo(id);
  return (
    <section>
      <p>
        <Link to={routerPath(paths.adminProducts())}>← 返回商品审核</Link>
      </p>
      {id === null ? <Empty text={MSG_GOODS_MISSING} /> : <QueryState query={info}>{(d) => <Detail product={d} reread={() => void info.refetch()} />}</QueryState>}
    </section>
  );
}
