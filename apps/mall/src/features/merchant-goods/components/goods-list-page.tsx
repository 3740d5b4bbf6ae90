// /merchantGoods?tab=&keyword=&page=: the company's products, 20 per page, by tab (出售中 / 已下架 / 审核中 /
// 审核不通过, each with its count) with search by name or 商品编码. Each row: first image, name, price range,
// total stock (库存不足 under the company's threshold, which the small form changes), sales, and 编辑,
// 上架/下架 (approved products), 删除 (never sold; asked first). 发布商品 opens the empty form.
// A product on sale whose change waits for the review (or was refused) stays on sale as it was; its row says
// so (修改审核中 / 修改未通过 with the reason) beside what it is.
import {
  GOODS_AUDIT,
  GOODS_CHANGE,
  MERCHANT_GOODS_PAGE_SIZE,
  MERCHANT_GOODS_TABS,
  MERCHANT_GOODS_TAB_LABELS,
  MSG_GOODS_DELETED,
  MSG_GOODS_OFF,
  MSG_GOODS_ON,
  type GoodsChangeStatus,
  type MerchantProduct,
} from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { Badge, Button, ButtonLink, confirmDialog, formatYuan, noticeOutcome, Pager, QueryState, SearchBar, useListParams } from '@ws/ui';
import { MerchantOnly } from '@/shared/merchant-gate';
import { PersonalLayout } from '@/shared/personal-layout';
import { useDeleteGoods, useGoodsOnSale, useMerchantGoods } from '../api/goods-list';
import { priceRange, toGoodsTab } from '../lib/tab';
import { LowStockForm } from './low-stock-form';
import classes from './goods.module.css';
import { safeUrl } from '@/shared/files';

export const MSG_DELETE_CONFIRM = '确定删除该商品吗？删除后不可恢复';
export const MSG_OFF_CONFIRM = '确定下架该商品吗？';

const CHANGE_LABELS: Record<GoodsChangeStatus, string> = { [GOODS_CHANGE.review]: '修改审核中', [GOODS_CHANGE.rejected]: '修改未通过' };


function GoodsList() {
  const { page, values, setPage, setFilters } = useListParams(['tab', 'keyword']);
  const tab = toGoodsTab(values.tab);
  const keyword = values.keyword.trim().slice(0, 50);
  const list = useMerchantGoods(tab, keyword, page);
  const onSale = useGoodsOnSale();
  const remove = useDeleteGoods();
  const busy = onSale.isPending || remove.isPending;
  const counts = list.data?.tab_counts;

  const toggle = async (p: MerchantProduct) => {
    const on = p.is_on_sale === 1 ? 0 : 1;
    if (on === 0 && !(await confirmDialog({ message: MSG_OFF_CONFIRM }))) return;
    onSale.mutate({ id: p.id, on }, noticeOutcome(on === 1 ? MSG_GOODS_ON : MSG_GOODS_OFF, () => {}));
  };
  const onDelete = async (p: MerchantProduct) => {
    if (!(await confirmDialog({ title: '删除商品', message: MSG_DELETE_CONFIRM, confirmLabel: '删除' }))) return;
    remove.mutate(p.id, noticeOutcome(MSG_GOODS_DELETED, () => {}));
  };

  return (
    <PersonalLayout title="商品管理">
      <div className={classes.toolbar}>
        <SearchBar value={keyword} label="商品名称或商品编码" placeholder="商品名称 / 商品编码" onSearch={(k) => setFilters({ keyword: k })} />
        <ButtonLink to={paths.merchantGoodsEdit()} size="sm">
          发布商品
        </ButtonLink>
      </div>
      <div className={classes.tabs} role="group" aria-label="商品状态">
        {MERCHANT_GOODS_TABS.map((t) => (
          <Button
            key={t}
            size="xs"
            variant={t === tab ? 'filled' : 'default'}
            aria-pressed={t === tab}
            onClick={() => setFilters({ tab: t === 'onsale' ? null : t })}
          >
            {MERCHANT_GOODS_TAB_LABELS[t]}
            {counts ? `（${counts[t]}）` : ''}
          </Button>
        ))}
      </div>
      {list.data && <LowStockForm threshold={list.data.low_stock_threshold} />}
      <QueryState query={list} isEmpty={(d) => d.items.length === 0}>
        {(d) => (
          <>
            <ul className={classes.list} aria-busy={list.isPlaceholderData}>
              {d.items.map((p) => {
                const img = safeUrl(p.img);
                return (
                  <li key={p.id} className={classes.row} aria-label={`商品 ${p.name}`}>
                    {img ? <img className={classes.thumb} src={img} alt={p.name} loading="lazy" width={80} height={80} /> : <span className={classes.thumb} aria-hidden="true" />}
                    <div className={classes.info}>
                      <div className={classes.name}>
                        {p.name}
                        {p.change_status !== null && (
                          <Badge color={p.change_status === GOODS_CHANGE.review ? 'yellow' : 'red'} variant="light" size="sm" className={classes.changeBadge}>
                            {CHANGE_LABELS[p.change_status]}
                          </Badge>
                        )}
                      </div>
                      {p.pcode && <div className={classes.meta}>商品编码：{p.pcode}</div>}
                      <div className={classes.price}>{priceRange(p.price_min, p.price_max, formatYuan)}</div>
                      <div className={classes.meta}>
                        <span>库存：{p.stock}</span>
                        {p.low_stock && (
                          <Badge color="red" variant="light" size="sm" className={classes.lowStock}>
                            库存不足
                          </Badge>
                        )}
                        <span className={classes.sep}>销量：{p.sales}</span>
                      </div>
                      {p.audit_status === GOODS_AUDIT.rejected && p.audit_reason && (
                        <div className={classes.reason} role="note">
                          审核不通过原因：{p.audit_reason}
                        </div>
                      )}
                      {p.change_status === GOODS_CHANGE.rejected && p.change_reason && (
                        <div className={classes.reason} role="note">
                          修改未通过原因：{p.change_reason}
                        </div>
                      )}
                    </div>
                    <div className={classes.actions}>
                      <ButtonLink size="xs" variant="default" to={paths.merchantGoodsEdit(p.id)}>
                        编辑
                      </ButtonLink>
                      {p.audit_status === GOODS_AUDIT.approved && (
                        <Button size="xs" variant={p.is_on_sale === 1 ? 'default' : 'filled'} disabled={busy} onClick={() => void toggle(p)}>
                          {p.is_on_sale === 1 ? '下架' : '上架'}
                        </Button>
                      )}
                      {p.deletable && (
                        <Button size="xs" color="red" variant="light" disabled={busy} onClick={() => void onDelete(p)}>
                          删除
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            <Pager total={d.total} pageSize={MERCHANT_GOODS_PAGE_SIZE} page={page} onChange={setPage} />
          </>
        )}
      </QueryState>
    </PersonalLayout>
  );
}

export function GoodsListPage() {
  return (
    <MerchantOnly title="商品管理">
      <GoodsList />
    </MerchantOnly>
  );
}
