// The console's demo staff (README "Staff and the console's calls"), password Demo1234 like every demo
// account, no second factor. Seeded only outside production: main.ts never seeds there, and the seed CLI
// leaves them out when APP_ENV=production.
import type { StaffRole } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { hashPassword } from '../../modules/account';
import { DEMO_PASSWORD } from './users';

export const DEMO_STAFF: { account: string; name: string; roles: StaffRole[] }[] = [
  { account: 'admin', name: '系统管理员', roles: ['super'] },
  { account: 'ops', name: '运营小陈', roles: ['ops'] },
  { account: 'editor', name: '编辑小林', roles: ['editor'] },
  { account: 'cs', name: '客服主管小周', roles: ['cs'] },
];

export async function seedStaff(tx: Db, createdAt: Date): Promise<number> {
  const rows = await Promise.all(
    DEMO_STAFF.map(async (s) => ({ ...s, roles: [...s.roles], passwordHash: await hashPassword(DEMO_PASSWORD), createdAt })),
  );
  await tx.insert(staff).values(rows);
  return rows.length;
}
