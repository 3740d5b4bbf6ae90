/** Writes deploy/nginx.conf from the route table: `pnpm --filter @ws/gateway gen:nginx`. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { routes } from '@ws/routes';
import { NGINX_CONF_PATH, renderNginxConf } from '../nginx';

const text = renderNginxConf(routes);
const before = await readFile(NGINX_CONF_PATH, 'utf8').catch(() => undefined);
await mkdir(path.dirname(NGINX_CONF_PATH), { recursive: true });
await writeFile(NGINX_CONF_PATH, text);
console.log(`${before === text ? 'unchanged' : 'wrote'} ${NGINX_CONF_PATH} (${routes.length} routes)`);
