// /application?key= (spec 02 §5 "Training enrolment"): the training's name, price and period, then the
// form (name, phone, company, identity card, 1-inch colour photo, remarks) checked with the spec's rules;
// train/add answers the QR payment, shown in PayQrDialog (polled every 5 s). Paid: /myOrders?vsstatus=pay.
// Closed before paying: the sign-up stays unpaid and is paid later from /MyBookingInfo.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError, type TrainEnrolment, type Training } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { Empty, notice, PayQrDialog, QueryState, UploadField, uploadFieldProps, useAppNavigate, useIdParam, useForm } from '@ws/ui';
import { PanelPage } from '@/shared/panel-page';
import { trainingEnded } from '@/shared/apply-link';
import { useEnrol } from '../api/use-enrol';
import { useTraining } from '../api/use-training';
import { emptyEnrol, toEnrolPayload, validateEnrol, type EnrolFormValues } from '../lib/enrol-form';
import { periodOf, priceText } from '../lib/format';

export const MSG_ENROL_PENDING = '报名已提交，可在“我的报名”中继续支付';
export const MSG_ENROL_CLOSED = '该培训已结束，无法报名';
export const MSG_ENROL_FAILED = '报名失败，请稍后重试';

/** The message of a failed call (a 404 and code -1 have already been shown by the call layer). */
const failure = (e: unknown): string | null => {
  if (e instanceof ApiError) return e.kind === 'http404' || e.kind === 'notLoggedIn' ? null : e.message || MSG_ENROL_FAILED;
  return MSG_ENROL_FAILED;
};

function EnrolForm({ training }: { training: Training }) {
  const form = useForm<EnrolFormValues>({ initialValues: emptyEnrol, validate: validateEnrol });
  const enrol = useEnrol();
  const navigate = useAppNavigate();
  const [payment, setPayment] = useState<TrainEnrolment | null>(null);
  const ended = trainingEnded(training.end_time);

  const submit = form.onSubmit((values) => {
    enrol.mutate(toEnrolPayload(training.id, values), {
      onSuccess: (answer) => {
        if (answer.ispay === 1 || !answer.code_url) {
          notice.success('报名成功');
          navigate(paths.MyBookingInfo(answer.booking_id));
          return;
        }
        setPayment(answer);
      },
      onError: (e) => {
        const message = failure(e);
        if (message) notice.error(message);
      },
    });
  });

  const { start, end } = periodOf(training);
  return (
    <>
      <Stack gap={4} mb="md" aria-label="培训信息" role="group">
        <Text fw={600}>{training.name}</Text>
        <Text size="sm">
          培训费用：<strong>{priceText(training.price)}</strong>
        </Text>
        <Text size="sm" c="dimmed">
          {start} 至 {end}
        </Text>
      </Stack>
      {ended ? (
        <Text c="red" role="alert">
          {MSG_ENROL_CLOSED}
        </Text>
      ) : (
        <form onSubmit={submit} noValidate aria-label="培训报名">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="姓名" placeholder="请填写您的名字" autoComplete="name" withAsterisk {...form.getInputProps('real_name')} />
              <TextInput label="手机号" placeholder="请填写手机号码" inputMode="tel" autoComplete="tel" maxLength={11} withAsterisk {...form.getInputProps('phone')} />
            </SimpleGrid>
            <TextInput label="单位名称" placeholder="请填写单位名称" autoComplete="organization" withAsterisk {...form.getInputProps('company')} />
            <TextInput label="身份证号" placeholder="请输入身份证号码" maxLength={18} withAsterisk {...form.getInputProps('id_number')} />
            <UploadField label="一寸彩色照片" description="请上传一寸彩色免冠照片（jpg、png）" required {...uploadFieldProps(form, 'file_items')} />
            <Textarea label="备注" placeholder="选填" minRows={2} rows={3} maxLength={200} {...form.getInputProps('remarks')} />
            <Button type="submit" fullWidth loading={enrol.isPending} disabled={enrol.isPending}>
              提交报名并支付
            </Button>
          </Stack>
        </form>
      )}
      <PayQrDialog
        payment={payment}
        paidPath={paths.myOrders('pay')}
        // back from a phone's H5 payment to the sign-up (payable again there), not to a new enrolment form
        {...(payment ? { returnPath: paths.MyBookingInfo(payment.booking_id) } : {})}
        onPaid={() => {
          setPayment(null);
          navigate(paths.myOrders('pay'));
        }}
        onClose={() => {
          const bookingId = payment?.booking_id;
          setPayment(null);
          notice.info(MSG_ENROL_PENDING);
          if (bookingId) navigate(paths.MyBookingInfo(bookingId));
        }}
      />
    </>
  );
}

export function ApplicationPage() {
  const id = useIdParam('key');
  const training = useTraining(id);
  return (
    <PanelPage title="培训报名" centered>
    {id === null ? <Empty text="内容不存在" /> : <QueryState query={training}>{(t) => <EnrolForm training={t} />}</QueryState>}
    </PanelPage>
  );
}
