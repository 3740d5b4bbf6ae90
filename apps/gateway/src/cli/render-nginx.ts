/**
 * Prints an nginx config rendered from the route table with the options given as one JSON argument (for
 * tests that start a real nginx, e.g. scripts/test-scale.mjs with two API processes):
 *   tsx src/cli/render-nginx.ts '{"apiUpstreams":["127.0.0.1:8081","127.0.0.1:8082"],"listen":"127.0.0.1:8080"}'
 * deploy/nginx.conf itself is written by `gen:nginx` (write-nginx.ts).
 */
import { routes } from '@ws/routes';
import { renderNginxConf, type NginxOptions } from '../nginx';

let options: NginxOptions;
try {
  options = JSON.parse(process.argv[2] ?? '{}') as NginxOptions;
} catch {
  console.error('usage: render-nginx.ts \'{"apiUpstreams":["127.0.0.1:8081"], …}\'');
  process.exit(2);
}
process.stdout.write(renderNginxConf(routes, options));
