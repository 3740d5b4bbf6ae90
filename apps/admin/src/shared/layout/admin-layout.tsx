// The console's frame (Mantine AppShell): the header with 安服通运营后台, the staff member's name and role
// labels and 退出; the menu of the screens their roles allow (one table, shared/navigation/menu.ts), a burger
// below the `sm` breakpoint (375 px phones); the screen in the main area.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { AppShell, Badge, Burger, Button, Group, NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { STAFF_ROLE_LABELS } from '@ws/api-sdk';
import { PageLoader } from '@ws/ui';
import { menuFor } from '../navigation/menu';
import { routerPath } from '../navigation/console-path';
import { useEndSession } from '../session/end-session';
import { useStaffSession } from '../session/staff-session';
import { CONSOLE_NAME } from './console-name';
import classes from './admin-layout.module.css';

export function AdminLayout({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { staff } = useStaffSession();
  const end = useEndSession();
  const { pathname } = useLocation();
  const items = menuFor(staff?.roles);
  const current = pathname.toLowerCase().replace(/\/+$/, '') || '/';

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 200, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? '收起菜单' : '展开菜单'} />
          <Link to="/" className={classes.brand}>
            {CONSOLE_NAME}
          </Link>
          <Group className={classes.who} gap="xs" wrap="nowrap" justify="flex-end">
            {staff && (
              <>
                <span className={classes.name} data-testid="staff-name">
                  {staff.name}
                </span>
                <Group gap={4} wrap="nowrap" className={classes.roles}>
                  {staff.roles.map((r) => (
                    <Badge key={r} variant="light" size="sm">
                      {STAFF_ROLE_LABELS[r]}
                    </Badge>
                  ))}
                </Group>
              </>
            )}
            <Button variant="subtle" size="compact-sm" onClick={() => void end('logout')}>
              退出
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="菜单">
        {items.map((m) => {
          const to = routerPath(m.path);
          const active = [m.path, ...(m.also ?? [])].some((p) => routerPath(p).toLowerCase() === current);
          return <NavLink key={m.path} component={Link} to={to} label={m.label} active={active} onClick={close} aria-current={active ? 'page' : undefined} />;
        })}
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
