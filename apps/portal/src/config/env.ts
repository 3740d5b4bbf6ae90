// The portal's build-time environment (import.meta.env), parsed once.
type Mode = 'development' | 'production' | 'test' | (string & {});

export interface PortalEnv {
  mode: Mode;
  isDev: boolean;
  isProd: boolean;
  /** the Vite base ('/_portal/') */
  baseUrl: string;
  /**
   * The object storage's host in production (VITE_STORAGE_HOST, the API's OSS_HOST: `https://<bucket>.oss-…`),
   * whose files (the console's uploads) the portal frames, plays and offers; '' when the storage is this site's
   * (the demo's emulator under /api/oss-emulator/).
   */
  storageHost: string;
}

export const parseEnv = (raw: Record<string, unknown>): PortalEnv => {
  const mode = typeof raw.MODE === 'string' && raw.MODE !== '' ? raw.MODE : 'production';
  return {
    mode,
    isDev: raw.DEV === true,
    isProd: raw.PROD === true,
    baseUrl: typeof raw.BASE_URL === 'string' ? raw.BASE_URL : '/',
    storageHost: typeof raw.VITE_STORAGE_HOST === 'string' && /^https:\/\/[a-z0-9.-]+(?::\d+)?$/i.test(raw.VITE_STORAGE_HOST.trim().replace(/\/+$/, '')) ? raw.VITE_STORAGE_HOST.trim().replace(/\/+$/, '') : '',
  };
};

export const env: PortalEnv = parseEnv(import.meta.env as unknown as Record<string, unknown>);
