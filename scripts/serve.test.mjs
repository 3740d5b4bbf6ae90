// node --test scripts/*.test.mjs : the modes `npm start` / `pnpm serve` / `pnpm dev` give their processes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeMode, gatewayHostOf, probeHost } from './lib/mode.mjs';
import { processEnvs } from './serve.mjs';

describe('pnpm serve / npm start', () => {
  it('gives the API and the gateway one APP_ENV: demo by default', () => {
    const { api, gateway } = processEnvs({ env: {}, appEnv: 'demo', host: gatewayHostOf('demo', {}), port: 8080, apiPort: 8081 });
    assert.equal(api.APP_ENV, 'demo');
    assert.equal(gateway.APP_ENV, 'demo');
    assert.equal(gateway.GATEWAY_APP_ENV, undefined);
  });

  it('keeps a production APP_ENV for both', () => {
    const { api, gateway } = processEnvs({ env: { APP_ENV: 'production' }, appEnv: 'production', host: '0.0.0.0', port: 8080, apiPort: 8081 });
    assert.equal(api.APP_ENV, 'production');
    assert.equal(gateway.APP_ENV, 'production');
  });

  it('listens on this machine only in demo mode unless HOST says otherwise; the API always on 127.0.0.1', () => {
    assert.equal(gatewayHostOf('demo', {}), '127.0.0.1');
    assert.equal(gatewayHostOf('demo', { HOST: '0.0.0.0' }), '0.0.0.0');
    assert.equal(gatewayHostOf('production', {}), '0.0.0.0');
    const { api, gateway } = processEnvs({ env: { HOST: '0.0.0.0' }, appEnv: 'demo', host: '0.0.0.0', port: 9000, apiPort: 9001 });
    assert.equal(gateway.HOST, '0.0.0.0');
    assert.equal(api.API_HOST, '127.0.0.1');
    assert.equal(gateway.API_URL, 'http://127.0.0.1:9001');
    assert.equal(gateway.PORT, '9000');
    assert.equal(api.API_PORT, '9001');
  });

  it('reaches and describes what it started', () => {
    assert.equal(probeHost('0.0.0.0'), '127.0.0.1');
    assert.equal(probeHost('::1'), '[::1]');
    assert.match(describeMode('demo', '127.0.0.1'), /this machine only/);
    assert.match(describeMode('production', '0.0.0.0'), /no stand-ins/);
  });
});
