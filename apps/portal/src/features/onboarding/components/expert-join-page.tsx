// /expertJoin (spec 01 §5 "Expert join"): login required (the route guard: 未登录或超时，请重新登陆, then
// /login). It first asks for the caller's application; only when there is none (the answer is not ok)
// are the five category lists loaded and the form shown. An application shows its audit badge; a
// rejected one can be re-submitted. Success: 提交成功！.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Box, Button, Group, MultiSelect, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { MyExpertApplication } from '@ws/api-sdk';
import { AuditBadge, auditState, isServerRefusal, noticeOutcome, QueryState, SmsCodeButton, UploadField, uploadFieldProps, useForm } from '@ws/ui';
import { PanelPage } from '@/shared/panel-page';
import { MAX_PROFILE_CHARS } from '@ws/validators/constants';
import { charLength } from '@ws/validators/core';
import { useExpertApplication, useExpertJoin, useExpertOptions, type ExpertGroupKey } from '../api/expert-join';
import { emptyExpert, toExpertPayload, validateExpert, type ExpertFormValues } from '../lib/expert-form';

export const MSG_EXPERT_JOIN_SUCCESS = '提交成功！';

const GROUPS: { key: ExpertGroupKey; field: keyof Pick<ExpertFormValues, 'industrys' | 'fields' | 'specials' | 'supplys' | 'recommendIds'>; label: string }[] = [
  { key: 'industry', field: 'industrys', label: '行业' },
  { key: 'field', field: 'fields', label: '领域' },
  { key: 'special', field: 'specials', label: '专项' },
  { key: 'supply', field: 'supplys', label: '供需' },
  { key: 'recommend', field: 'recommendIds', label: '推荐' },
];

function ExpertForm({ onDone }: { onDone: () => void }) {
  const options = useExpertOptions(true);
  const form = useForm<ExpertFormValues>({ initialValues: emptyExpert, validate: validateExpert });
  const join = useExpertJoin();
  const submit = form.onSubmit((values) => {
    join.mutate(toExpertPayload(values), noticeOutcome(MSG_EXPERT_JOIN_SUCCESS, onDone));
  });
  return (
    <form onSubmit={submit} noValidate aria-label="专家入驻">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {GROUPS.map((g) => (
            <MultiSelect
              key={g.key}
              label={g.label}
              placeholder={options.isLoading ? '加载中…' : `请选择${g.label}（可多选）`}
              data={options.data?.[g.key] ?? []}
              searchable
              clearable
              withAsterisk
              nothingFoundMessage="无匹配项"
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps(g.field)}
            />
          ))}
        </SimpleGrid>
        {options.isError && (
          <Text size="sm" c="red" role="alert">
            分类加载失败，
            <Button variant="subtle" size="compact-sm" onClick={() => void options.refetch()}>
              重试
            </Button>
          </Text>
        )}
        <TextInput label="姓名" placeholder="请填写姓名" withAsterisk {...form.getInputProps('name')} />
        <Radio.Group label="性别" withAsterisk {...form.getInputProps('sex')}>
          <Group gap="lg" mt={4}>
            <Radio value="male" label="男" />
            <Radio value="female" label="女" />
          </Group>
        </Radio.Group>
        <TextInput label="电话号码" placeholder="请输入电话号码" inputMode="tel" autoComplete="tel" withAsterisk {...form.getInputProps('phone')} />
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            label="短信验证码"
            placeholder="请输入短信验证码"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            withAsterisk
            style={{ flex: 1 }}
            {...form.getInputProps('smscode')}
          />
          <Box pt="calc(var(--mantine-font-size-sm) * var(--mantine-line-height) + 2px)" style={{ flexShrink: 0 }}>
            <SmsCodeButton phone={form.values.phone} usecate="companyjoin" />
          </Box>
        </Group>
        <TextInput label="个人职称" placeholder="请填写个人职称" withAsterisk {...form.getInputProps('title')} />
        <TextInput label="擅长方向" placeholder="请填写擅长方向" withAsterisk {...form.getInputProps('expert')} />
        <TextInput label="技术领域" placeholder="请填写技术领域" withAsterisk {...form.getInputProps('technology')} />
        <TextInput label="任职机构" placeholder="请填写任职机构" withAsterisk {...form.getInputProps('position')} />
        <UploadField label="图片logo" multiple required {...uploadFieldProps(form, 'file_items')} />
        <UploadField label="资质图片" multiple required {...uploadFieldProps(form, 'cert_file')} />
        <Textarea
          label="个人简介"
          placeholder="请填写个人简介，限 500 字以内"
          minRows={4}
          withAsterisk
          description={`${charLength(form.values.intro)}/${MAX_PROFILE_CHARS}`}
          {...form.getInputProps('intro')}
        />
        <Button type="submit" fullWidth loading={join.isPending} disabled={join.isPending}>
          提交
        </Button>
      </Stack>
    </form>
  );
}

function ApplicationStatus({ application, onResubmit }: { application: MyExpertApplication; onResubmit: () => void }) {
  const rejected = auditState(application.audit_status) === 'rejected';
  return (
    <Stack align="center" gap="sm" py="lg" aria-label="专家入驻申请" role="region">
      <Text fw={600}>{application.name}</Text>
      <AuditBadge status={application.audit_status} />
      <Text size="sm" c="dimmed">
        提交时间：{application.create_time}
      </Text>
      {rejected && application.audit_remark && <Text c="red">原因：{application.audit_remark}</Text>}
      {rejected && <Button onClick={onResubmit}>重新提交</Button>}
    </Stack>
  );
}

export function ExpertJoinPage() {
  const application = useExpertApplication();
  const [resubmitting, setResubmitting] = useState(false);
  const none = application.isError && isServerRefusal(application.error);
  const done = () => {
    setResubmitting(false);
    void application.refetch();
  };
  return (
    <PanelPage title="专家入驻" centered>
    {none || resubmitting ? (
      <ExpertForm onDone={done} />
    ) : (
      <QueryState query={application}>{(data) => <ApplicationStatus application={data} onResubmit={() => setResubmitting(true)} />}</QueryState>
    )}
    </PanelPage>
  );
}
