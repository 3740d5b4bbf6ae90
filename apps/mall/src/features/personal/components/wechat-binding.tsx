// 微信登录 on /uconfig 个人资料: the bound WeChat account (its nickname) and 解除绑定 behind the app's confirm
// dialog. Not bound: how to bind (the first WeChat login asks for the phone and binds).
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Text } from '@mantine/core';
import { confirmDialog, notice, noticeFailure, QueryState } from '@ws/ui';
import { useWechatBinding, useWechatUnbind } from '../api/use-wechat-binding';

export const MSG_UNBIND_CONFIRM = '解除绑定后将不能使用该微信扫码登录，下次微信登录需重新验证手机号。确定解除绑定吗？';

export function WechatBindingSection() {
  const binding = useWechatBinding();
  const unbind = useWechatUnbind();
  const onUnbind = async () => {
    if (!(await confirmDialog({ title: '解除绑定', message: MSG_UNBIND_CONFIRM }))) return;
    unbind.mutate(undefined, { onSuccess: () => notice.success('解除绑定成功'), onError: noticeFailure });
  };
  return (
    <section aria-label="微信登录" style={{ marginTop: 24 }}>
      <Text fw={600} mb="xs">
        微信登录
      </Text>
      <QueryState query={binding}>
        {(b) =>
          b.bound ? (
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                已绑定微信{b.nickname ? `「${b.nickname}」` : ''}
                {b.bound_at ? `，绑定时间 ${b.bound_at}` : ''}
              </Text>
              <Button size="xs" variant="light" color="red" onClick={() => void onUnbind()} loading={unbind.isPending} disabled={unbind.isPending}>
                解除绑定
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              未绑定微信。在登录页使用微信扫码登录并验证手机号，即可绑定。
            </Text>
          )
        }
      </QueryState>
    </section>
  );
}
