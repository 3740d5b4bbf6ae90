import { describe, expect, it } from 'vitest';
import { containsPattern } from '../db/keyword-search';
import { str } from './parse';

describe('parse helpers', () => {
  it('str trims, caps and ignores non-strings', () => {
    expect(str('  a ')).toBe('a');
    expect(str(5)).toBe('5');
    expect(str({})).toBe('');
    expect(str(['x', 'y'])).toBe('x');
    expect(str('abcdef', 3)).toBe('abc');
  });

  it('containsPattern escapes LIKE wildcards', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
