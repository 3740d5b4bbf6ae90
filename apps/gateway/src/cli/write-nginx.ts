/**
 * Writes deploy/nginx.conf from the route table: `pnpm --filter @ws/gateway gen:nginx`.
 *
 * The committed deploy/nginx.conf is the generic one (the console open like the rest of the site; a test keeps
 * it in sync). A site with an allow-list for the operations console generates its own copy elsewhere:
 *   ADMIN_ALLOW_CIDRS=10.8.0.0/16,2001:db8::/32 pnpm --filter @ws/gateway gen:nginx --out /etc/nginx/conf.d/ws.conf
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { routes } from '@ws/routes';
import { parseCidrList } from '../admin-access';
import { NGINX_CONF_PATH, renderNginxConf } from '../nginx';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt === -1 ? NGINX_CONF_PATH : path.resolve(args[outAt + 1] ?? '');
if (outAt !== -1 && !args[outAt + 1]) {
  console.error('usage: gen:nginx [--out <file>]');
  process.exit(2);
}

let adminAllowCidrs;
try {
  adminAllowCidrs = parseCidrList(process.env.ADMIN_ALLOW_CIDRS);
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(2);
}
if (adminAllowCidrs.length > 0 && out === NGINX_CONF_PATH) {
  console.error(
    `ADMIN_ALLOW_CIDRS is set: write this site's own config with --out <file>; ${path.relative(process.cwd(), NGINX_CONF_PATH)} stays the generic one (a test compares it).`,
  );
  process.exit(2);
}

const text = renderNginxConf(routes, { adminAllowCidrs });
const before = await readFile(out, 'utf8').catch(() => undefined);
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, text);
console.log(
  `${before === text ? 'unchanged' : 'wrote'} ${out} (${routes.length} routes${adminAllowCidrs.length > 0 ? `, console allowed from ${adminAllowCidrs.length} network(s)` : ''})`,
);
