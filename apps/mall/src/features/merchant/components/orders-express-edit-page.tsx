// /OrdersExpressEdit?orderOn=: ship an order. Read-only order number, the express company from the express
// dictionary (请选择快递公司), the tracking number (请填写快递单号) and a remark; 发货成功 then back.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@ws/routes';
import { AppLink, noticeOutcome, QueryState } from '@ws/ui';
import { shippingRules } from '@ws/validators';
import { useDictionary } from '@/shared/addresses/api';
import { MerchantOnly } from '@/shared/merchant-gate';
import { PersonalLayout } from '@/shared/personal-layout';
import { useShipOrder } from '../api/merchant-orders';
import classes from './merchant.module.css';

interface Values {
  express_value: string;
  express_no: string;
  remark: string;
}

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
  const form = useForm<Values>({ initialValues: { express_value: '', express_no: '', remark: '' }, validate: shippingRules });

  const back = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.merchantOrders('pay'), { replace: true });
  };

  const submit = form.onSubmit((v) => {
    const company = express.data?.items.find((e) => e.dict_value === v.express_value);
    ship.mutate(
      { order_no: orderNo, express_value: v.express_value, express_name: company?.dict_label ?? '', express_no: v.express_no.trim(), remark: v.remark.trim() },
      noticeOutcome('发货成功', back),
    );
  });

  return (
    <PersonalLayout title="订单发货">
      {orderNo === '' ? (
        <p role="alert">订单不存在</p>
      ) : (
        <form onSubmit={submit} noValidate aria-label="订单发货" className={classes.form}>
          <Stack gap="sm">
            <TextInput label="订单号" value={orderNo} readOnly />
            <QueryState query={express} isEmpty={(d) => d.items.length === 0} skeletonRows={2}>
              {(d) => (
                <Radio.Group label="快递公司" withAsterisk {...form.getInputProps('express_value')}>
                  <Group gap="md" mt={6}>
                    {d.items.map((e) => (
                      <Radio key={e.dict_code} value={e.dict_value} label={e.dict_label} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            </QueryState>
            <TextInput label="快递单号" withAsterisk placeholder="请填写快递单号" maxLength={40} {...form.getInputProps('express_no')} />
            <Textarea label="备注" placeholder="选填" rows={2} maxLength={200} {...form.getInputProps('remark')} />
            <Group gap="sm">
              <Button type="submit" loading={ship.isPending} disabled={ship.isPending}>
                确认发货
              </Button>
              <Button type="button" variant="default" onClick={back} disabled={ship.isPending}>
                返回
              </Button>
              <Button variant="subtle" component={AppLink} newTab to={paths.merchantDeliveryNote(orderNo)}>
                打印发货单
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </PersonalLayout>
  );
}
