// Renders the whole console (the same AdminApp as the browser gets) at a full path, in Mantine's test
// environment with a retry-less QueryClient and a memory router, optionally logged in as a staff member.
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { StaffProfile } from '@ws/api-sdk';
import { fixtures, mockEndpoint } from '@ws/api-sdk/mocks';
import { AdminApp } from '@/app/admin-app';
import { fullPath } from '@/shared/navigation';
import { staffSession } from '@/shared/session';
import { server } from './server';

export const STAFF: Record<'super' | 'ops' | 'editor' | 'cs', StaffProfile> = {
  super: { id: 1, account: 'admin', name: '超级管理员', roles: ['super'] },
  ops: fixtures.adminMe,
  editor: { id: 3, account: 'editor', name: '编辑小王', roles: ['editor'] },
  cs: { id: 4, account: 'cs', name: '客服主管小李', roles: ['cs'] },
};

export const STAFF_TOKEN = 'staff-token-test';

/** Logged in as `staff` (adminMe answers `me`, by default the same profile). */
export function loginStaff(staff: StaffProfile, { token = STAFF_TOKEN, me = staff }: { token?: string; me?: StaffProfile } = {}): void {
  staffSession.signIn({ token, staff });
  server.use(mockEndpoint('adminMe', me));
}

export interface RenderAdminResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
  /** the current full path ('/admin/reviews?kind=expert') */
  location: () => string;
}

export function renderAdmin(at: string, { staff, me }: { staff?: StaffProfile; me?: StaffProfile } = {}): RenderAdminResult {
  staffSession.reload();
  notifications.clean();
  if (staff) loginStaff(staff, { me });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, gcTime: Infinity, staleTime: 0 }, mutations: { retry: false } },
  });
  const current = { value: at };
  function LocationProbe() {
    const loc = useLocation();
    current.value = fullPath(loc.pathname, loc.search);
    return null;
  }
  const user = userEvent.setup();
  const result = render(
    <AdminApp env="test" queryClient={queryClient} initialEntries={[at]}>
      <LocationProbe />
    </AdminApp>,
  );
  return { ...result, user, queryClient, location: () => current.value };
}
