import { parseEnv } from './env';

describe('parseEnv', () => {
  it('reads the mode and flags', () => {
    expect(parseEnv({ MODE: 'development', DEV: true, PROD: false, BASE_URL: '/_portal/' })).toEqual({
      mode: 'development',
      isDev: true,
      isProd: false,
      baseUrl: '/_portal/',
      storageHost: '',
    });
  });

  it('reads the production storage host (https only, no path)', () => {
    expect(parseEnv({ VITE_STORAGE_HOST: 'https://ws-prod.oss-cn-guangzhou.aliyuncs.com/' }).storageHost).toBe('https://ws-prod.oss-cn-guangzhou.aliyuncs.com');
    for (const bad of ['http://ws-prod.oss-cn-guangzhou.aliyuncs.com', 'javascript:alert(1)', 'https://host/path', '']) expect(parseEnv({ VITE_STORAGE_HOST: bad }).storageHost, bad).toBe('');
  });

  it('defaults to production when nothing is given', () => {
    expect(parseEnv({})).toEqual({ mode: 'production', isDev: false, isProd: false, baseUrl: '/', storageHost: '' });
  });
});
