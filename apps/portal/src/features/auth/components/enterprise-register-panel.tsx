// 企业会员 tab. Enterprise registration arrives with the onboarding feature; until then this says so
// plainly instead of showing a form that cannot be submitted.
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import { Button, Stack, Text } from '@mantine/core';
import { AppLink } from '@ws/ui';

export function EnterpriseRegisterPanel() {
  return (
    <Stack align="center" gap="sm" py="lg" role="region" aria-label="企业会员注册">
      <Text fw={600}>企业会员注册即将开放</Text>
      <Text size="sm" c="dimmed" ta="center">
        企业会员注册将随企业入驻功能一同上线。已有账号的企业用户可先登录。
      </Text>
      <Button component={AppLink} to="/login" variant="light">
        去登录
      </Button>
    </Stack>
  );
}
