// The pure parts of scripts/test-scale.mjs: its summary line (scripts/test-all.mjs reads it) and the
// payment notice it signs as the local WeChat Pay stand-in does.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { LOCK_KEYS, PUBLIC_READ_EDGE_SECONDS, failedNote, parseScale, signedNotice, summaryLine } from './test-scale.mjs';

describe('test-scale', () => {
  it('writes and reads its summary line', () => {
    assert.deepEqual(parseScale(`  ✓ a\n${summaryLine(6, 1)}\n`), { passed: 6, failed: 1, note: '' });
    assert.deepEqual(parseScale(summaryLine(0, 0, 'skipped: no nginx')), { passed: 0, failed: 0, note: 'skipped: no nginx' });
    assert.equal(parseScale('7 passed, 0 failed'), null);
    // what failed rides in the note, so a log that keeps only the summary table still says which check
    const note = failedNote([{ name: 'a rolling restart (x)', message: '2 of 90 requests failed:\n HTTP 502' }]);
    assert.equal(note, '✗ a rolling restart (x): 2 of 90 requests failed: HTTP 502');
    assert.deepEqual(parseScale(summaryLine(6, 1, note)), { passed: 6, failed: 1, note });
  });

  it('signs a notice over the sorted non-empty fields with the key (HMAC-SHA256, upper-case hex)', () => {
    const xml = signedNotice({ b: '2', a: '1', empty: '' }, 'k');
    const sign = createHmac('sha256', 'k').update('a=1&b=2&key=k', 'utf8').digest('hex').toUpperCase();
    assert.equal(xml, `<xml><b><![CDATA[2]]></b><a><![CDATA[1]]></a><empty><![CDATA[]]></empty><sign><![CDATA[${sign}]]></sign></xml>`);
  });

  it("waits for the contract's edge seconds of a public read", () => {
    const source = readFileSync(new URL('../packages/api-sdk/src/contract/endpoint-def.ts', import.meta.url), 'utf8');
    assert.match(source, new RegExp(`export const PUBLIC_READ_EDGE_SECONDS = ${PUBLIC_READ_EDGE_SECONDS};`));
  });

  it("uses the API's own advisory lock keys", () => {
    const source = ['client.ts', 'exclusive.ts'].map((f) => readFileSync(new URL(`../apps/api/src/db/${f}`, import.meta.url), 'utf8')).join('\n');
    for (const [name, key] of Object.entries(LOCK_KEYS)) {
      assert.match(source, new RegExp(`export const ${name} = 0x${key.toString(16)}n;`), name);
    }
  });
});
