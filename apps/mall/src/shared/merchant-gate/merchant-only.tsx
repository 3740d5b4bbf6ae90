import { MSG_MERCHANT_ONLY } from '@ws/api-sdk';
import { AppLink, useSession } from '@ws/ui';
import type { ReactNode } from 'react';
import { PersonalLayout } from '../personal-layout';

/**
 * The merchant screens' gate: only a user with the company role sees them (the server refuses the others'
 * calls with the same 仅企业用户可访问); everyone else is shown the way to become one.
 */
export function MerchantOnly({ title, children }: { title: string; children: ReactNode }) {
  const roles = useSession((s) => s.roles);
  if (roles.includes('company')) return <>{children}</>;
  return (
    <PersonalLayout title={title}>
      <div role="alert">
        <p>{MSG_MERCHANT_ONLY}</p>
        <p>
          <AppLink to="/uconfigJoin">申请企业入驻</AppLink>
        </p>
      </div>
    </PersonalLayout>
  );
}
