// /joinList (入驻名单): the user's companies with their audit badges and a new-company button (/join). The
// route is open (the header's quick navigation links here): a visitor is asked to log in first.
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { paths } from '@ws/routes';
import { AppLink, PageContainer, useSession } from '@ws/ui';
import { MyCompanyList } from './my-company-list';

export function JoinListPage() {
  const token = useSession((s) => s.token);
  const location = useLocation();
  return (
    <PageContainer>
      <Stack gap="md" my="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h3">
            入驻名单
          </Title>
          <Button component={AppLink} to="/join">
            新增企业
          </Button>
        </Group>
        {token ? (
          <MyCompanyList />
        ) : (
          <Stack align="center" gap="sm" py="xl">
            <Text>登录后查看您提交的企业入驻申请。</Text>
            <Button component={AppLink} to={paths.login(location.pathname + location.search)} variant="light">
              去登录
            </Button>
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
