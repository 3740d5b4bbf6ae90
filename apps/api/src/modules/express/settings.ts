// Which Kuaidi100 the tracker asks: production asks Kuaidi100 itself with KUAIDI100_CUSTOMER and
// KUAIDI100_KEY (loadConfig refuses to start without them; KUAIDI100_ENDPOINT optional); demo mode asks this
// API's own emulator of it, whatever KUAIDI100_* say, so a demo never spends a real account's queries.
import { randomBytes } from 'node:crypto';
import { KUAIDI100_ENDPOINT, type Kuaidi100Settings } from './kuaidi100';

/** The emulator's path on this API (demo only, this machine only). */
export const KUAIDI100_EMULATOR_PATH = '/api/kuaidi100-emulator/poll/query.do';
export const KUAIDI100_DEMO_CUSTOMER = 'WSDEMO0000000000';

/** The emulator's settings: a fresh key per process, like the storage emulator's secret. */
export const kuaidi100EmulatorSettings = (apiOrigin: string): Kuaidi100Settings => ({
  mode: 'emulator',
  endpoint: `${apiOrigin}${KUAIDI100_EMULATOR_PATH}`,
  customer: KUAIDI100_DEMO_CUSTOMER,
  key: randomBytes(16).toString('hex'),
});

/**
 * Production: Kuaidi100 from KUAIDI100_CUSTOMER, KUAIDI100_KEY and KUAIDI100_ENDPOINT (default the real
 * endpoint). Demo: the emulator of the API listening on `port` (asked on the loopback address, which the
 * emulator answers: it is a stand-in and serves this machine only).
 */
export function kuaidi100SettingsFromEnv(env: NodeJS.ProcessEnv, production: boolean, port: number): Kuaidi100Settings {
  if (!production) return kuaidi100EmulatorSettings(`http://127.0.0.1:${port}`);
  return {
    mode: 'real',
    endpoint: env.KUAIDI100_ENDPOINT?.trim() || KUAIDI100_ENDPOINT,
    customer: (env.KUAIDI100_CUSTOMER ?? '').trim(),
    key: (env.KUAIDI100_KEY ?? '').trim(),
  };
}
