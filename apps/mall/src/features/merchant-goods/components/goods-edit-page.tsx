// /merchantGoodsEdit?id=: 发布商品 (no id) / 编辑商品 (loads merchantGoodsInfo). Name, 商品编码, the three-level
// category, type, unit, 起购量, points share, delivery city (a Guangdong city or 企业所在城市), 服务说明, the
// attributes and their SKU table (批量设置), parameters, up to 9 images and the rich-text intro (lazy). Client messages under each field (shared
// rules); a refusal shows the server's message and keeps everything entered. On save: 已提交审核 / 保存成功,
// then /merchantGoods on the product's tab. Leaving with unsaved changes asks first.
// A product on sale whose change waits for the review (or was refused) loads as the change — what the merchant
// wrote — and a note above the form says buyers still see the version on sale until the review approves it.
import { GOODS_CHANGE, MAX_SERVICE_TEXT, MSG_GOODS_SAVED, MSG_GOODS_SUBMITTED, PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type MerchantProductDetail } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { Button, notice, noticeFailure, QueryState, SelectField, TextareaField, TextField, useIdParam, useAppNavigate, useForm } from '@ws/ui';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { deferredValidation } from '@/shared/deferred-validation';
import { MerchantOnly } from '@/shared/merchant-gate';
import { PersonalLayout } from '@/shared/personal-layout';
import { useGuangdongCities, useMerchantGoodsInfo, useSaveGoods } from '../api/goods';
import { emptyValues, fromDetail, type GoodsFormValues } from '../lib/product-form';
import { tabOf } from '../lib/tab';
import { useLeaveGuard } from '../lib/use-leave-guard';
import { CategorySelect } from './category-select';
import classes from './goods-edit.module.css';

// Below the editor's first screen, in one chunk loaded after it (the mall's 140 kB first-load budget): the
// attributes with their SKU table, the parameters, the images' upload field and the rich-text intro.
const GoodsFormMore = lazy(() => import('./goods-form-more'));

// The validation (the shared product rules) and the payload come in the same chunk; the form checks nothing
// before its submit.
const submitting = deferredValidation(
  () => import('./goods-form-more'),
  (m, values: GoodsFormValues) => m.validateGoods(values),
);

/** What a section shows while its chunk loads (named, so a screen reader hears what is coming). */
function SectionLoading({ label }: { label: string }) {
  return (
    <p className={classes.full} role="status">
      {label}加载中…
    </p>
  );
}

/** The lower sections' places while their chunk loads. */
function MoreLoading() {
  return (
    <>
      <SectionLoading label="商品规格" />
      <SectionLoading label="商品参数" />
      <div className={classes.full}>
        <SectionLoading label="商品图片" />
      </div>
      <p role="status">商品详情编辑器加载中…</p>
    </>
  );
}

export const MSG_CHANGE_WAITING = '修改已提交审核，审核通过前买家看到的仍是修改前的内容。';
const msgChangeRefused = (reason: string) => `修改未通过：${reason}。修改后再次保存将重新提交审核，买家看到的仍是修改前的内容。`;

/** What the note above the form says of a change of the product on sale (nothing without one). */
function ChangeNote({ loaded }: { loaded: MerchantProductDetail }) {
  if (loaded.change_status === GOODS_CHANGE.review) {
    return (
      <p className={classes.changeNote} role="note">
        {MSG_CHANGE_WAITING}
      </p>
    );
  }
  if (loaded.change_status === GOODS_CHANGE.rejected) {
    return (
      <p className={classes.reason} role="note">
        {msgChangeRefused(loaded.change_reason)}
      </p>
    );
  }
  return null;
}

const PRODUCT_TYPE_OPTIONS = PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] }));

/** The label of the delivery city's '' choice: the company's own city. */
const COMPANY_CITY = '企业所在城市';

/**
 * 发货城市: Guangdong's cities after 企业所在城市 (''). A stored city the list does not hold (yet, or any
 * more) stays chosen under its name, so a save does not change it unasked.
 */
function DeliveryCitySelect({ value, loaded, onChange, error }: { value: string; loaded: MerchantProductDetail | null; onChange: (code: string) => void; error?: React.ReactNode }) {
  const cities = useGuangdongCities();
  const items = (cities.data?.items ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  if (value && !items.some((o) => o.value === value)) {
    items.push({ value, label: loaded && loaded.delivery_city_code === value && loaded.city_name ? loaded.city_name : value });
  }
  return (
    <div>
      <SelectField
        label="发货城市"
        data={[{ value: '', label: COMPANY_CITY }, ...items]}
        value={value}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {cities.isError && (
        <button type="button" className={classes.linkButton} onClick={() => void cities.refetch()}>
          城市加载失败，重试
        </button>
      )}
    </div>
  );
}

function GoodsForm({ loaded }: { loaded: MerchantProductDetail | null }) {
  const initial = useMemo(() => (loaded ? fromDetail(loaded) : emptyValues()), [loaded]);
  const form = useForm<GoodsFormValues>({ initialValues: initial, validate: submitting.validate, validateInputOnChange: false });
  submitting.usePreload();
  const save = useSaveGoods();
  const navigate = useAppNavigate();
  const guard = useLeaveGuard(form.isDirty());
  const v = form.values;

  const back = async () => {
    if (await guard.confirmLeave()) {
      guard.release();
      navigate(paths.merchantGoods(loaded ? { tab: tabOf(loaded.audit_status, loaded.is_on_sale) } : {}));
    }
  };

  const submit = submitting.submit(
    form.onSubmit(
      (values) => {
        // validated, so the chunk with the payload has arrived
        save.mutate(submitting.loaded()!.toPayload(values, loaded), {
          onSuccess: (res) => {
            // the server decides what its review looks at: its answer says whether this save went to review
            notice.success(res.submitted ? MSG_GOODS_SUBMITTED : MSG_GOODS_SAVED);
            guard.release();
            navigate(paths.merchantGoods({ tab: tabOf(res.audit_status, loaded?.is_on_sale ?? 0, res.submitted ? res.change_status : null) }));
          },
          onError: noticeFailure,
        });
      },
      (errors) => {
        const first = Object.keys(errors)[0];
        if (first) document.querySelector<HTMLElement>('[aria-invalid="true"], [data-error="true"]')?.focus();
      },
    ),
  );

  const err = form.errors;
  const pending = save.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label={loaded ? '编辑商品' : '发布商品'} className={classes.editForm}>
      {loaded && loaded.audit_status === 2 && loaded.audit_reason && (
        <p className={classes.reason} role="note">
          审核不通过原因：{loaded.audit_reason}
        </p>
      )}
      {loaded && <ChangeNote loaded={loaded} />}
      <div className={classes.grid}>
        <TextField label="商品名称" required maxLength={100} className={classes.full} {...form.getInputProps('name')} />
        <CategorySelect
          value={{ cate_id: v.cate_id, sub_cate_id: v.sub_cate_id, s_sub_cate_id: v.s_sub_cate_id }}
          fallback={loaded?.category_path}
          error={err.category}
          onChange={(c) => {
            form.setValues(c);
            form.clearFieldError('category');
          }}
        />
        <TextField label="商品编码" maxLength={40} placeholder="选填" {...form.getInputProps('pcode')} />
        <SelectField label="商品类型" data={PRODUCT_TYPE_OPTIONS} {...form.getInputProps('product_type')} />
        <TextField label="单位" maxLength={20} placeholder="如：件、箱、顶" {...form.getInputProps('unit')} />
        <TextField label="起购量" inputMode="numeric" maxLength={5} {...form.getInputProps('min_amount')} />
        <TextField label="积分抵扣比例（%）" description="0-100，买家可用积分支付的价格比例" inputMode="numeric" maxLength={3} {...form.getInputProps('use_profit_jifen_rate')} />
        <DeliveryCitySelect
          value={v.delivery_city_code}
          loaded={loaded}
          error={err.delivery_city_code}
          onChange={(code) => {
            form.setFieldValue('delivery_city_code', code);
            form.clearFieldError('delivery_city_code');
          }}
        />
        <TextareaField
          label="服务说明"
          className={classes.full}
          placeholder="例如：正品保障 · 含税价可开票 · 7 天售后"
          description={`${[...v.service_text].length}/${MAX_SERVICE_TEXT}，不填则显示平台标准服务说明，修改后需重新审核`}
          rows={2}
          maxLength={MAX_SERVICE_TEXT}
          {...form.getInputProps('service_text')}
        />
        <Suspense fallback={<MoreLoading />}>
          <GoodsFormMore form={form} intro={initial.intro} />
        </Suspense>
      </div>
      <div className={classes.submitRow}>
        <Button type="submit" loading={pending} disabled={pending}>
          {loaded ? '保存' : '发布'}
        </Button>
        <Button type="button" variant="default" disabled={pending} onClick={() => void back()}>
          返回
        </Button>
      </div>
    </form>
  );
}

function GoodsEdit() {
  const id = useIdParam('id');
  const info = useMerchantGoodsInfo(id);
  const title = id === null ? '发布商品' : '编辑商品';
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <PersonalLayout title={title}>
      {id === null ? <GoodsForm loaded={null} /> : <QueryState query={info}>{(d) => <GoodsForm key={d.id} loaded={d} />}</QueryState>}
    </PersonalLayout>
  );
}

export function GoodsEditPage() {
  return (
    <MerchantOnly title="发布商品">
      <GoodsEdit />
    </MerchantOnly>
  );
}
