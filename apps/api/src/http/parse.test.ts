import { describe, expect, it } from 'vitest';
import { containsPattern, int, intList, list, optId, str } from './parse';

describe('parse helpers', () => {
  it('str trims, caps and ignores non-strings', () => {
    expect(str('  a ')).toBe('a');
    expect(str(5)).toBe('5');
    expect(str({})).toBe('');
    expect(str(['x', 'y'])).toBe('x');
    expect(str('abcdef', 3)).toBe('abc');
  });

  it('int parses whole numbers only', () => {
    expect(int('12', 0)).toBe(12);
    expect(int('-3', 0)).toBe(-3);
    expect(int('1.5', 7)).toBe(7);
    expect(int('1e3', 7)).toBe(7);
    expect(int(undefined, null)).toBeNull();
    expect(int('99999999999999999999', 1)).toBe(1);
  });

  it('list splits commas, JSON arrays and arrays', () => {
    expect(list('a,b, ,c')).toEqual(['a', 'b', 'c']);
    expect(list('["x","y"]')).toEqual(['x', 'y']);
    expect(list(['1,2', 3])).toEqual(['1', '2', '3']);
    expect(list(undefined)).toEqual([]);
    expect(intList('1,x,3,-4,0')).toEqual([1, 3]);
    expect(optId('0')).toBeNull();
    expect(optId('7')).toBe(7);
  });

  it('containsPattern escapes LIKE wildcards', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
