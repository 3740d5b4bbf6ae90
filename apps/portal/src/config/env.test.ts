import { parseEnv } from './env';

describe('parseEnv', () => {
  it('reads the mode and flags', () => {
    expect(parseEnv({ MODE: 'development', DEV: true, PROD: false, BASE_URL: '/_portal/' })).toEqual({
      mode: 'development',
      isDev: true,
      isProd: false,
      baseUrl: '/_portal/',
    });
  });

  it('defaults to production when nothing is given', () => {
    expect(parseEnv({})).toEqual({ mode: 'production', isDev: false, isProd: false, baseUrl: '/' });
  });
});
