// DATABASE_POOL_MAX: the connections each API process keeps to PostgreSQL.
import { describe, expect, it } from 'vitest';
import { poolMaxFromEnv } from './client';

describe('DATABASE_POOL_MAX', () => {
  it('takes a whole number from 1 to 100 and falls back to 10 otherwise', () => {
    expect(poolMaxFromEnv(undefined)).toBe(10);
    expect(poolMaxFromEnv('')).toBe(10);
    expect(poolMaxFromEnv(' 4 ')).toBe(4);
    expect(poolMaxFromEnv('100')).toBe(100);
    for (const bad of ['0', '101', '2.5', '-3', 'ten']) expect(poolMaxFromEnv(bad), bad).toBe(10);
  });
});
