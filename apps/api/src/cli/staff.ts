// Staff accounts of the operations console from the server's command line, in the database named by the
// environment (DATABASE_URL or DATA_DIR). How a production site gets its first 超级管理员 (production seeds no
// demo staff, and its console asks every login for the second factor), and how an operator recovers when no
// 超级管理员 can log in any more:
//   pnpm --filter @ws/api staff -- list
//   pnpm --filter @ws/api staff -- create <account> <name> <roles: super,ops,editor,cs>
//   pnpm --filter @ws/api staff -- reset-factor <account>
// create prints a random initial password; create and reset-factor print the second factor (the secret, the
// otpauth:// address to turn into a QR code for an authenticator app, eight one-time recovery codes). They are
// shown here once and stored only as the login needs them. Each change is in 操作日志 under the account 'cli'.
import { randomInt } from 'node:crypto';
import { STAFF_ROLES, isStrongStaffPassword } from '@ws/api-sdk/contract';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { systemClock } from '../kernel';
import { createStaff, listStaff, resetFactorOf } from '../modules/staff/manage';

const USAGE = 'usage: staff list | staff create <account> <name> <roles> | staff reset-factor <account>';
const CLI = { staff: { id: null, account: 'cli' }, ip: 'cli' };

const PASSWORD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const newPassword = (): string => {
  for (;;) {
    const p = Array.from({ length: 14 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
    if (isStrongStaffPassword(p)) return p;
  }
};

const printFactor = (f: { secret: string; otpauth_uri: string; recovery_codes: string[] }) => {
  console.log(`second factor secret: ${f.secret}`);
  console.log(`authenticator address (make it a QR code): ${f.otpauth_uri}`);
  console.log(`recovery codes (each works once): ${f.recovery_codes.join('  ')}`);
};

const [command, ...rest] = process.argv.slice(2).filter((a) => a !== '--');
const config = loadConfig();
const database = await openDatabase(config);
try {
  if (command === 'list') {
    for (const s of await listStaff(database.db)) {
      console.log(`${s.id}\t${s.account}\t${s.name}\t${s.roles.join(',')}\t${s.disabled ? 'disabled' : 'enabled'}\t${s.has_factor ? 'factor' : 'no factor'}\t${s.last_login_at}`);
    }
  } else if (command === 'create' && rest.length === 3) {
    const [account, name, rolesText] = rest as [string, string, string];
    const roles = rolesText.split(',').map((r) => r.trim());
    if (roles.some((r) => !(STAFF_ROLES as readonly string[]).includes(r))) throw new Error(`roles: ${STAFF_ROLES.join(',')}`);
    const password = newPassword();
    const { staff, factor } = await createStaff(database.db, systemClock, CLI, { account, name, roles, password });
    console.log(`[staff] created ${staff.account} (${staff.name}, ${staff.roles.join(',')})`);
    console.log(`initial password: ${password}`);
    printFactor(factor);
  } else if (command === 'reset-factor' && rest.length === 1) {
    const { staff, factor } = await resetFactorOf(database.db, systemClock, CLI, rest[0]!);
    console.log(`[staff] new second factor for ${staff.account}; every session of it has ended`);
    printFactor(factor);
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (e) {
  console.error(`[staff] ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
