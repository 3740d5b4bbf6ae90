// /OrdersExpressEdit?orderOn=: ship an order. Read-only order number, the express company from the express
// dictionary (请选择快递公司), the tracking number (请填写快递单号) and a remark; 发货成功 then back.
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@ws/routes';
import { Button, ButtonLink, noticeOutcome, QueryState, Radio, RadioGroup, TextareaField, TextField, useForm } from '@ws/ui';
import { useDictionary } from '@/shared/addresses/api';
import { deferredValidation } from '@/shared/deferred-validation';
import { MerchantOnly } from '@/shared/merchant-gate';
import { PersonalLayout } from '@/shared/personal-layout';
import { useShipOrder } from '../api/merchant-orders';
import classes from './merchant.module.css';

interface Values {
  express_value: string;
  express_no: string;
  remark: string;
}

// The two rules (请选择快递公司, 请填写快递单号) come with @ws/validators' messages, account rules and rule
// helpers (about 4 kB gz): they load after the first paint, the form checks nothing before its submit.
const shipping = deferredValidation(
  () => import('../lib/shipping-check'),
  (m, values: Values) => m.shippingErrors(values),
);

export function OrdersExpressEditPage() {
  return (
    <MerchantOnly title="订单发货">
      <OrdersExpressEditPageContent />
    </MerchantOnly>
  );
}

function OrdersExpressEditPageContent() {
  const [params] = useSearchParams();
  const orderNo = (params.get('orderOn') ?? '').trim().slice(0, 40);
  const express = useDictionary('express');
  const ship = useShipOrder();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<Values>({ initialValues: { express_value: '', express_no: '', remark: '' }, validate: shipping.validate });
  shipping.usePreload();

  const back = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.merchantOrders('pay'), { replace: true });
  };

  const submit = shipping.submit(
    form.onSubmit((v) => {
      const company = express.data?.items.find((e) => e.dict_value === v.express_value);
      ship.mutate(
        { order_no: orderNo, express_value: v.express_value, express_name: company?.dict_label ?? '', express_no: v.express_no.trim(), remark: v.remark.trim() },
        noticeOutcome('发货成功', back),
      );
    }),
  );

  return (
    <PersonalLayout title="订单发货">
      {orderNo === '' ? (
        <p role="alert">订单不存在</p>
      ) : (
        <form onSubmit={submit} noValidate aria-label="订单发货" className={classes.form}>
          <div className={classes.stack}>
            <TextField label="订单号" value={orderNo} readOnly />
            <QueryState query={express} isEmpty={(d) => d.items.length === 0} skeletonRows={2}>
              {(d) => (
                <RadioGroup label="快递公司" required {...form.getInputProps('express_value')}>
                  {d.items.map((e) => (
                    <Radio key={e.dict_code} value={e.dict_value} label={e.dict_label} />
                  ))}
                </RadioGroup>
              )}
            </QueryState>
            <TextField label="快递单号" required placeholder="请填写快递单号" maxLength={40} {...form.getInputProps('express_no')} />
            <TextareaField label="备注" placeholder="选填" rows={2} maxLength={200} {...form.getInputProps('remark')} />
            <div className={classes.buttons}>
              <Button type="submit" loading={ship.isPending} disabled={ship.isPending}>
                确认发货
              </Button>
              <Button type="button" variant="default" onClick={back} disabled={ship.isPending}>
                返回
              </Button>
              <ButtonLink variant="subtle" newTab to={paths.merchantDeliveryNote(orderNo)}>
                打印发货单
              </ButtonLink>
            </div>
          </div>
        </form>
      )}
    </PersonalLayout>
  );
}
