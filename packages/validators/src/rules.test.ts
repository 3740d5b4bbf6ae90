import { describe, expect, it } from 'vitest';
import {
  accepted,
  atLeast,
  charLength,
  check,
  compose,
  eachItem,
  equalsField,
  exactLength,
  firstError,
  integer,
  isEmail,
  isEmpty,
  maxItems,
  maxLength,
  minLength,
  omitRules,
  pattern,
  required,
  requiredList,
  toList,
  validate,
  when,
} from './index';
import type { Rule, RuleSet } from './index';

describe('required', () => {
  const r = required('E');
  it('trims strings and treats empty arrays as empty', () => {
    for (const empty of [undefined, null, '', '   ', '\n\t', [], Number.NaN]) expect(r(empty, {}), String(empty)).toBe('E');
    for (const value of ['a', ' a ', ['x'], 0, false, {}]) expect(r(value, {}), String(value)).toBeNull();
  });
});

describe('requiredList / maxItems / toList', () => {
  it('reads arrays, JSON-array strings, comma lists and single strings', () => {
    expect(toList(['a'])).toEqual(['a']);
    expect(toList('[]')).toEqual([]);
    expect(toList('[{"FileUrl":"u"}]')).toEqual([{ FileUrl: 'u' }]);
    expect(toList('1,2, ,3')).toEqual(['1', '2', '3']);
    expect(toList('https://x/a.png')).toEqual(['https://x/a.png']);
    expect(toList('[broken')).toBeNull();
    expect(toList('{"a":1}')).toEqual(['{"a":1}']);
    expect(toList(undefined)).toEqual([]);
  });
  it('requiredList fails on no items or unreadable input', () => {
    const r = requiredList('E');
    for (const empty of [undefined, null, '', ' ', [], '[]', ' [ ] ', '[broken', ',,']) expect(r(empty, {}), String(empty)).toBe('E');
    for (const ok of [['a'], '["a"]', 'a.png', '1,2', 7]) expect(r(ok, {}), String(ok)).toBeNull();
  });
  it('maxItems counts items', () => {
    const r = maxItems(2, 'E');
    expect(r(['a', 'b'], {})).toBeNull();
    expect(r(['a', 'b', 'c'], {})).toBe('E');
    expect(r('["a","b","c"]', {})).toBe('E');
    expect(r(undefined, {})).toBeNull();
    expect(r('[oops', {})).toBe('E');
  });
});

describe('length rules', () => {
  it('count characters, not UTF-16 units, and pass empty values', () => {
    expect(charLength('安全生产')).toBe(4);
    expect(charLength('😀')).toBe(1);
    expect(exactLength(3, 'E')('abc', {})).toBeNull();
    expect(exactLength(3, 'E')('ab', {})).toBe('E');
    expect(exactLength(3, 'E')('', {})).toBeNull();
    expect(minLength(2, 'E')('a', {})).toBe('E');
    expect(minLength(2, 'E')('ab', {})).toBeNull();
    expect(maxLength(2, 'E')('安全', {})).toBeNull();
    expect(maxLength(2, 'E')('安全生', {})).toBe('E');
    expect(maxLength(2, 'E')('😀😀', {})).toBeNull();
    expect(maxLength(2, 'E')({ length: 1 }, {})).toBe('E');
  });
});

describe('pattern / check', () => {
  it('is stateless even with a global regex', () => {
    const r = pattern(/^a+$/g, 'E');
    expect(r('aa', {})).toBeNull();
    expect(r('aa', {})).toBeNull();
    expect(r('ab', {})).toBe('E');
    expect(r('', {})).toBeNull();
  });
  it('check passes empty values', () => {
    const r = check(isEmail, 'E');
    expect(r('', {})).toBeNull();
    expect(r('bad', {})).toBe('E');
    expect(r('a@b.cn', {})).toBeNull();
  });
});

describe('accepted / equalsField / atLeast / integer / when', () => {
  it('accepted needs a ticked box', () => {
    const r = accepted('E');
    for (const on of [true, 1, '1', 'true']) expect(r(on, {})).toBeNull();
    for (const off of [false, 0, '0', '', undefined, null, 'yes']) expect(r(off, {})).toBe('E');
  });
  it('equalsField compares with another field', () => {
    const r = equalsField('a', 'E');
    expect(r('x', { a: 'x' })).toBeNull();
    expect(r('x', { a: 'y' })).toBe('E');
    expect(r('', { a: '' })).toBe('E');
    expect(r('x', null)).toBe('E');
  });
  it('atLeast and integer', () => {
    const min = atLeast(1, 'MIN');
    expect(min(1, {})).toBeNull();
    expect(min('2', {})).toBeNull();
    expect(min(0, {})).toBe('MIN');
    expect(min('', {})).toBe('MIN');
    expect(min('abc', {})).toBe('MIN');
    expect(min(undefined, {})).toBe('MIN');
    const int = integer('INT');
    expect(int(2, {})).toBeNull();
    expect(int('1.5', {})).toBe('INT');
    expect(int('', {})).toBeNull();
  });
  it('when applies a rule conditionally', () => {
    const r = when((v: { on?: boolean }) => v.on === true, required('E'));
    expect(r('', { on: true })).toBe('E');
    expect(r('', { on: false })).toBeNull();
  });
});

describe('compose', () => {
  it('returns the first error', () => {
    const r = compose(required('REQ'), minLength(3, 'MIN'));
    expect(r('', {})).toBe('REQ');
    expect(r('ab', {})).toBe('MIN');
    expect(r('abc', {})).toBeNull();
  });
});

describe('validate / firstError / omitRules', () => {
  type V = { b: string; a: string; c: string };
  const rules: RuleSet<V> = { b: required('B'), a: required('A'), c: required('C') };

  it('validate returns every error by field', () => {
    expect(validate(rules, { b: '', a: '', c: 'x' })).toEqual({ b: 'B', a: 'A' });
    expect(validate(rules, { b: 'x', a: 'x', c: 'x' })).toEqual({});
  });
  it('firstError follows the rule set key order', () => {
    expect(firstError(rules, { b: '', a: '', c: '' })).toBe('B');
    expect(firstError(rules, { b: 'x', a: '', c: '' })).toBe('A');
    expect(firstError(rules, { b: 'x', a: 'x', c: 'x' })).toBeNull();
  });
  it('treats untrusted non-object input as {} and ignores inherited properties', () => {
    expect(firstError(rules, null)).toBe('B');
    expect(firstError(rules, 'junk')).toBe('B');
    expect(firstError(rules, ['x'])).toBe('B');
    const proto = { b: 'x', a: 'x', c: 'x' };
    expect(firstError(rules, Object.create(proto))).toBe('B');
  });
  it('omitRules drops fields and keeps the order', () => {
    const server = omitRules(rules, 'b');
    expect(Object.keys(server)).toEqual(['a', 'c']);
    expect(firstError(server, {})).toBe('A');
  });
  it('a Rule can be written by hand', () => {
    const upper: Rule<string, V> = (value) => (value === value.toUpperCase() ? null : 'UP');
    const set: RuleSet<V> = { a: upper };
    expect(firstError(set, { a: 'x' })).toBe('UP');
  });
});

describe('eachItem', () => {
  it('checks each item of a list with a rule set', () => {
    const r = eachItem({ n: required('N') }, 'BAD');
    expect(r([{ n: 'a' }, { n: 'b' }], {})).toBeNull();
    expect(r([{ n: 'a' }, { n: '' }], {})).toBe('N');
    expect(r('[{"n":"a"},{}]', {})).toBe('N');
    expect(r('[oops', {})).toBe('BAD');
    expect(r(['str'], {})).toBe('N');
  });
});

describe('isEmpty', () => {
  it('0 and false are values', () => {
    expect(isEmpty(0)).toBe(false);
    expect(isEmpty(false)).toBe(false);
    expect(isEmpty(' ')).toBe(true);
  });
});
