// /checkoutQuick?order=888888 (the quick order orderOn chose, read with personal/list, so a reload shows it
// again), ?ids= (those cart lines) or ?order= (a pending order) (spec 02 §2 Checkout and payment,
// §4, §5): delivery address, invoice toggle with the order's invoice type, profile and invoice address,
// delivery method and expected date (dictionaries), payment method (pay_cate), the items and the server's
// totals (quote), the points checkbox, notes, contract attachments (at most 9), submit. pay_cate 1 opens
// the QR dialog (paid → /myOrders?vsstatus=pay, closed → notpay); pay_cate 0 confirms
// 您已提交线下交易订单，点击确认获取支付信息 and goes to /offline.
// Every choice and text lives in the checkout draft (@/shared/checkout-draft: session storage, per member),
// so the choosers, a reload and the browser's back find them again; the submit clears it and keeps the
// submitted checkout's pay reference: the page then shows that order waiting for its payment (with its QR
// dialog), and so does a reload while the dialog is open (the submit took the lines out of the cart).
import { ApiError, CART_ORDER_NO, MAX_CONTRACT_FILES, MSG_OFFLINE_SUBMITTED, shippingRuleText, type CheckoutLine, type DictEntry, type NativePayment, type OrderSubmitResult } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, confirmDialog, formatYuan, notice, QueryState, UploadField, useAppNavigate, UPLOAD_DOCUMENT_ACCEPT } from '@ws/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
// the address book's modules one by one: its index would also bring the invoice form (Modal, form) into this
// screen's first load; the invoice chooser loads lazily (invoice-chooser.tsx)
import { AddressSummary } from '@/shared/addresses/address-summary';
import { useDictionary } from '@/shared/addresses/api';
import { saveChosenInvoice, saveOrderInvoiceType } from '@/shared/addresses/chosen';
import { useChosenAddress, useChosenInvoice } from '@/shared/addresses/use-chosen';
import {
  clearCheckoutDraft,
  forgetSubmittedCheckout,
  readCheckoutDraft,
  REMARKS_MAX,
  updateCheckoutDraft,
  type SubmittedCheckout,
} from '@/shared/checkout-draft/checkout-draft';
import { useCheckoutDraft } from '@/shared/checkout-draft/use-checkout-draft';
import { useTradeRules } from '@/shared/orders/trade-rules';
import { useCheckoutLines, useQuote, useSubmitOrder } from '../api/use-checkout';
import { checkoutProblem, newIdemKey, offeredLabel, parseIds, sameLines } from '../lib/checkout-form';
import classes from './checkout.module.css';
import { PendingOrder } from './pending-order';

/** The points and the wallet paid the whole checkout: no QR and no transfer follow. */
const MSG_PAID_BY_WALLET = '订单已使用钱包余额支付';

const InvoiceProfileList = lazy(() => import('./invoice-chooser'));

const failed = (err: unknown) => {
  if (err instanceof ApiError && err.kind === 'notLoggedIn') return;
  notice.error(err instanceof Error ? err.message : '提交失败，请稍后重试');
};

function DictSelect({ label, entries, value, onChange, by }: { label: string; entries: DictEntry[]; value: string; onChange: (v: string) => void; by: 'label' | 'value' | 'code' }) {
  const key = (e: DictEntry) => (by === 'label' ? e.dict_label : by === 'value' ? e.dict_value : String(e.dict_code));
  return (
    <label className={classes.field}>
      {label}
      <select aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">请选择</option>
        {entries.map((e) => (
          <option key={e.dict_code} value={key(e)}>
            {e.dict_label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function CheckoutPage() {
  const [sp] = useSearchParams();
  const pending = (sp.get('order') ?? '').trim();
  if (pending && pending !== CART_ORDER_NO) return <PendingOrder orderNo={pending} />;
  return <NewCheckout urlIds={parseIds(sp.get('ids'))} />;
}

function NewCheckout({ urlIds }: { urlIds: number[] }) {
  const navigate = useAppNavigate();
  const draft = useCheckoutDraft();
  const lines = useCheckoutLines(urlIds);
  // the checkout submitted here, or found in the draft by a reload after its submit: shown while this page lasts
  const [waiting, setWaiting] = useState<SubmittedCheckout | null>(null);
  const linesGone = lines.isSuccess && lines.data.items.length === 0;
  if (!waiting && linesGone && draft.submitted) setWaiting(draft.submitted);

  const onSubmitted = async (res: OrderSubmitResult) => {
    const payment: NativePayment | null =
      res.pay_cate === 1 && res.code_url
        ? { order_no: res.order_no, code_url: res.code_url, total_price: res.total_price, ...(res.simulator_url ? { simulator_url: res.simulator_url } : {}) }
        : null;
    if ((res.pay_cate === 1 && !payment) || Number(res.total_price) === 0) {
      // nothing left to pay: points and the wallet paid it all
      clearCheckoutDraft();
      notice.success(MSG_PAID_BY_WALLET);
      navigate(paths.myOrders('pay'));
      return;
    }
    const submitted = { main_order_no: res.main_order_no, payment };
    clearCheckoutDraft(submitted);
    setWaiting(submitted);
    if (res.pay_cate === 0) {
      const go = await confirmDialog({ message: MSG_OFFLINE_SUBMITTED, confirmLabel: '确认' });
      forgetSubmittedCheckout(res.main_order_no);
      navigate(go ? paths.offline({ orderNo: res.main_order_no, total_price: res.total_price }) : paths.myOrders('notpay'));
    }
  };

  if (waiting) return <PendingOrder key={waiting.main_order_no} orderNo={waiting.main_order_no} resume={waiting.payment} />;
  if (!lines.isSuccess) return <QueryState query={lines}>{() => null}</QueryState>;
  if (linesGone) {
    return (
      <div className={classes.section}>
        <p>请选择需要结算的商品</p>
        <AppLink className={classes.button} to={paths.cart()}>
          返回购物车
        </AppLink>
      </div>
    );
  }
  return <CheckoutForm lines={lines.data.items} onSubmitted={onSubmitted} />;
}

function CheckoutForm({ lines, onSubmitted }: { lines: CheckoutLine[]; onSubmitted: (res: OrderSubmitResult) => Promise<void> }) {
  const draft = useCheckoutDraft();
  const ids = useMemo(() => lines.map((l) => l.id), [lines]);
  // the draft is these lines' (a new set of lines gets a new idempotency key; what was typed stays)
  useEffect(() => {
    const kept = readCheckoutDraft();
    if (!kept.idemKey || !sameLines(kept.lines, ids)) updateCheckoutDraft({ lines: ids, idemKey: newIdemKey() });
  }, [ids]);
  const delivery = useChosenAddress('delivery');
  const invoiceAddress = useChosenAddress('invoiceAddress');
  const { containsInvoice, usePoints, useWallet, remarks, files, payCate } = draft;
  const orderInvoiceType = draft.orderInvoiceType ? String(draft.orderInvoiceType) : '';
  const invoice = useChosenInvoice(draft.orderInvoiceType);
  const chosenInvoiceId = invoice.profile?.id ?? null;
  const invoiceTypes = useDictionary('ordre_invoice_type');
  const deliveries = useDictionary('order_delivery');
  const expectations = useDictionary('order_expected_delivery');
  const payCates = useDictionary('pay_cate');
  const deliveryMethod = offeredLabel(deliveries.data?.items, draft.delivery);
  const expected = offeredLabel(expectations.data?.items, draft.expected);
  const quote = useQuote(ids, delivery.address?.id ?? null, usePoints, useWallet);
  const submit = useSubmitOrder();
  const tradeRules = useTradeRules();

  const onSubmit = async () => {
    const problem = checkoutProblem({
      addressId: delivery.address?.id ?? null,
      containsInvoice,
      invoiceAddressId: invoiceAddress.address?.id ?? null,
      invoiceId: chosenInvoiceId,
      delivery: deliveryMethod,
      expected,
      payCate,
    });
    if (problem) {
      if (problem.info) notice.info(problem.message);
      else notice.error(problem.message);
      return;
    }
    let idemKey = draft.idemKey;
    if (!idemKey || !sameLines(draft.lines, ids)) {
      idemKey = newIdemKey();
      updateCheckoutDraft({ lines: ids, idemKey });
    }
    try {
      const res = await submit.mutateAsync({
        ids,
        IfUseProfitJifen: usePoints ? 1 : 0,
        IfUseUserMoney: useWallet ? 1 : 0,
        address_id: delivery.address!.id,
        order_cate: 'product',
        order_no: CART_ORDER_NO,
        pay_cate: payCate === '0' ? 0 : 1,
        contains_invoice: containsInvoice ? 1 : 0,
        ...(containsInvoice ? { invoice_id: chosenInvoiceId!, invoice_address_id: invoiceAddress.address!.id, order_invoice_type: orderInvoiceType } : {}),
        delivery: deliveryMethod,
        expected_deliverys: expected,
        remarks,
        order_remark_file_items: files,
        pay_type: 'native',
        idem_key: idemKey,
      });
      await onSubmitted(res);
    } catch (err) {
      failed(err);
    }
  };

  return (
    <div>
      <h1 className={classes.title}>确认订单</h1>
      <section className={classes.section} aria-label="收货地址">
        <h2>收货地址</h2>
        {delivery.isPending ? (
          <p className={classes.muted}>加载中…</p>
        ) : delivery.address ? (
          <AddressSummary address={delivery.address} />
        ) : (
          <p className={classes.muted}>暂无收货地址，请添加</p>
        )}
        <AppLink className={classes.button} to={paths.uconfigAddressInfo()}>
          {delivery.address ? '更换地址' : '选择收货地址'}
        </AppLink>
      </section>

      <section className={classes.section} aria-label="发票">
        <h2>发票</h2>
        <label className={classes.row}>
          <input type="checkbox" checked={containsInvoice} onChange={(e) => updateCheckoutDraft({ containsInvoice: e.currentTarget.checked })} />
          开具发票
        </label>
        {containsInvoice && (
          <>
            <div className={classes.row}>
              <DictSelect label="发票类型" entries={invoiceTypes.data?.items ?? []} value={orderInvoiceType} by="code" onChange={(v) => saveOrderInvoiceType(v ? Number(v) : null)} />
            </div>
            <h2>发票信息</h2>
            <Suspense fallback={<p className={classes.muted}>加载中…</p>}>
              <InvoiceProfileList mode="choose" chosenId={chosenInvoiceId} orderInvoiceDictCode={draft.orderInvoiceType} onChoose={saveChosenInvoice} />
            </Suspense>
            <h2>发票地址</h2>
            {invoiceAddress.address ? <AddressSummary address={invoiceAddress.address} /> : <p className={classes.muted}>暂无发票地址</p>}
            <AppLink className={classes.button} to="/uconfigInvoice">
              {invoiceAddress.address ? '更换发票地址' : '选择发票地址'}
            </AppLink>
          </>
        )}
      </section>

      <section className={classes.section} aria-label="配送与支付">
        <h2>配送与支付</h2>
        <div className={classes.row}>
          <DictSelect label="发货方式" entries={deliveries.data?.items ?? []} value={deliveryMethod} onChange={(v) => updateCheckoutDraft({ delivery: v })} by="label" />
          <DictSelect label="期望交货日期" entries={expectations.data?.items ?? []} value={expected} onChange={(v) => updateCheckoutDraft({ expected: v })} by="label" />
        </div>
        <fieldset className={classes.row} style={{ border: 0, padding: 0, margin: '0.75rem 0 0' }}>
          <legend className={classes.muted}>支付方式</legend>
          {(payCates.data?.items ?? [{ dict_code: 101, dict_value: '1', dict_label: '在线支付（扫码）' } as DictEntry, { dict_code: 102, dict_value: '0', dict_label: '线下转账' } as DictEntry]).map((e) => (
            <label key={e.dict_code} className={classes.row}>
              <input
                type="radio"
                name="pay_cate"
                value={e.dict_value}
                checked={payCate === e.dict_value}
                onChange={() => updateCheckoutDraft({ payCate: e.dict_value === '0' ? '0' : '1' })}
              />
              {e.dict_label}
            </label>
          ))}
        </fieldset>
      </section>

      <section className={classes.section} aria-label="商品清单">
        <h2>商品清单</h2>
        {lines.map((l) => {
          const quoted = quote.data?.items.find((q) => q.cart_id === l.id);
          return (
            <div key={l.id} className={classes.line} data-testid="checkout-line">
              {l.firstFile ? <img src={l.firstFile.FileUrl} alt={l.product_name} width={56} height={56} loading="lazy" /> : null}
              <div className={classes.lineName}>
                <div>{l.product_name}</div>
                <div className={classes.muted}>{[l.atts_items_names, l.company_name].filter(Boolean).join(' · ')}</div>
              </div>
              <span>{formatYuan(l.price)}</span>
              <span>×{l.amount}</span>
              <span>{quoted ? formatYuan(quoted.subtotal) : ''}</span>
            </div>
          );
        })}
        <QueryState query={quote}>
          {(q) => (
            <>
              <label className={classes.row} style={{ marginTop: '0.75rem' }}>
                <input type="checkbox" checked={usePoints} disabled={q.points_usable === 0} onChange={(e) => updateCheckoutDraft({ usePoints: e.currentTarget.checked })} />
                使用积分（可用 {q.points_usable} 积分，抵扣 {formatYuan(q.points_usable / 100)}；余额 {q.points_balance}）
              </label>
              <label className={classes.row}>
                <input
                  type="checkbox"
                  aria-label="使用钱包余额"
                  checked={useWallet}
                  disabled={Number(q.user_money_usable) === 0 && !useWallet}
                  onChange={(e) => updateCheckoutDraft({ useWallet: e.currentTarget.checked })}
                />
                使用钱包余额（余额 {formatYuan(q.user_money)}，本单可用 {formatYuan(q.user_money_usable)}）
              </label>
              <label className={classes.field} style={{ marginTop: '0.75rem' }}>
                采购备注
                <textarea aria-label="采购备注" rows={3} maxLength={REMARKS_MAX} value={remarks} onChange={(e) => updateCheckoutDraft({ remarks: e.currentTarget.value })} />
              </label>
              <div style={{ marginTop: '0.75rem' }}>
                <UploadField
                  label="合同附件"
                  accept={UPLOAD_DOCUMENT_ACCEPT}
                  value={files}
                  onChange={(next) => updateCheckoutDraft({ files: next })}
                  multiple
                  max={MAX_CONTRACT_FILES}
                  description={`选填，最多 ${MAX_CONTRACT_FILES} 个`}
                />
              </div>
              <dl className={classes.totals} aria-label="金额">
                <dt>商品金额（含税13%）</dt>
                <dd>{formatYuan(q.goods_total)}</dd>
                <dt>运费{q.remote ? '（偏远地区）' : ''}</dt>
                <dd>{formatYuan(q.express_fee)}</dd>
                <dt>积分抵扣</dt>
                <dd>-{formatYuan(q.jifen_deduction)}</dd>
                {Number(q.use_user_money) > 0 && (
                  <>
                    <dt>订单金额</dt>
                    <dd>{formatYuan(q.total_price)}</dd>
                    <dt>余额支付</dt>
                    <dd data-testid="checkout-wallet">-{formatYuan(q.use_user_money)}</dd>
                  </>
                )}
                <dt>应付总额</dt>
                <dd className={classes.total} data-testid="checkout-total">
                  {formatYuan(q.pay_price)}
                </dd>
                <dt className={classes.muted}>其中税额</dt>
                <dd className={classes.muted}>{formatYuan(q.tax)}</dd>
              </dl>
              {/* shipping is charged per supplier's order: each one's goods and shipping, then the rule in force */}
              {q.sellers.length > 0 && (
                <ul className={classes.sellers} aria-label="各供应商运费">
                  {q.sellers.map((s) => (
                    <li key={s.company_id}>
                      <span>{s.company_name}</span>
                      <span>
                        商品 {formatYuan(s.goods)}，运费 {Number(s.express_fee) > 0 ? formatYuan(s.express_fee) : '包邮'}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {tradeRules.data && <p className={classes.muted}>{shippingRuleText(tradeRules.data.shipping)}</p>}
              <button type="button" className={classes.submit} disabled={submit.isPending || quote.isFetching} onClick={() => void onSubmit()}>
                {submit.isPending ? '提交中…' : '提交订单'}
              </button>
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
