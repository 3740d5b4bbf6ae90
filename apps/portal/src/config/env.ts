// The portal's build-time environment (import.meta.env), parsed once. Nothing app-specific is needed yet.
type Mode = 'development' | 'production' | 'test' | (string & {});

export interface PortalEnv {
  mode: Mode;
  isDev: boolean;
  isProd: boolean;
  /** the Vite base ('/_portal/') */
  baseUrl: string;
}

export const parseEnv = (raw: Record<string, unknown>): PortalEnv => {
  const mode = typeof raw.MODE === 'string' && raw.MODE !== '' ? raw.MODE : 'production';
  return {
    mode,
    isDev: raw.DEV === true,
    isProd: raw.PROD === true,
    baseUrl: typeof raw.BASE_URL === 'string' ? raw.BASE_URL : '/',
  };
};

export const env: PortalEnv = parseEnv(import.meta.env as unknown as Record<string, unknown>);
