// node --test scripts/*.test.mjs : parsing of the runners' summaries into the final `N passed, N failed` line.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseKnip, parseNodeTest, parsePlaywrightJson, parseTurbo, playwrightProblems, turboTotals, vitestFailures } from './test-all.mjs';

const turboOutput = `
@ws/api-sdk:test:  Test Files  4 passed (4)
@ws/api-sdk:test:       Tests  91 passed (91)
@ws/api-sdk:test:    Start at  03:09:53
@ws/portal:test:  Test Files  1 failed | 11 passed (12)
@ws/portal:test:       Tests  2 failed | 40 passed | 1 skipped (43)
@ws/mall:test:  Test Files  1 failed | 3 passed (4)
@ws/mall:test:       Tests  30 passed (30)
@ws/routes:test:       Tests  12 passed (12)
@ws/ui:lint: 3 problems

  Tasks:    20 successful, 24 total
 Cached:    3 cached, 24 total
   Time:    1m2s
 Failed:    @ws/mall#test, @ws/portal#test, @ws/ui#lint, @ws/api#typecheck
`;

describe('test-all parsing', () => {
  it('adds vitest counts and counts failed checks once', () => {
    const parsed = parseTurbo(turboOutput);
    assert.deepEqual(parsed.failedTasks, ['@ws/mall#test', '@ws/portal#test', '@ws/ui#lint', '@ws/api#typecheck']);
    const t = turboTotals(parsed);
    assert.equal(t.passed, 91 + 40 + 30 + 12);
    // portal: 2 failed tests; mall: a test file failed to load (1); ui lint and api typecheck: 1 each
    assert.equal(t.failed, 2 + 1 + 2);
    assert.deepEqual(t.failedChecks, ['@ws/ui#lint', '@ws/api#typecheck']);
  });

  it('a failed test task without a summary line counts as a failure', () => {
    const t = turboTotals(parseTurbo('@ws/api:test: Error: cannot start\n Failed:    @ws/api#test\n'));
    assert.deepEqual([t.passed, t.failed], [0, 1]);
  });

  it('reads node:test spec summaries', () => {
    assert.deepEqual(parseNodeTest('ℹ tests 8\nℹ suites 2\nℹ pass 7\nℹ fail 1\nℹ cancelled 0\n'), { passed: 7, failed: 1 });
    assert.deepEqual(parseNodeTest('# tests 6\n# pass 6\n# fail 0\n'), { passed: 6, failed: 0 });
  });

  it("reads knip's report: unused files and dependencies fail, exports are a report", () => {
    const out = [
      'Unused files (2)',
      'apps/gateway/src/index.ts',
      'e2e/x.tmp.mjs',
      'Unused devDependencies (1)',
      '@types/qrcode  apps/mall/package.json:25:66',
      'Unused exports (3)',
      'MSG_X  apps/api/src/a.ts:1:1',
      'Unused exported types (1)',
      'Unused catalog entries (2)',
    ].join('\n');
    const k = parseKnip(out);
    assert.deepEqual(k.gating, [{ title: 'Unused files', count: 2 }, { title: 'Unused devDependencies', count: 1 }]);
    assert.equal(k.reported.length, 3);
    assert.equal(k.summary, 'knip: 2 unused files, 1 unused devdependencies; reported: 3 unused exports, 1 unused exported types, 2 unused catalog entries');
    assert.equal(parseKnip('').summary, 'knip: no unused files or dependencies');
  });

  it('reads Playwright JSON stats (flaky counts as passed)', () => {
    assert.deepEqual(parsePlaywrightJson({ stats: { expected: 10, unexpected: 2, flaky: 1, skipped: 3 } }), { passed: 11, failed: 2, flaky: 1, skipped: 3 });
    assert.deepEqual(parsePlaywrightJson({}), { passed: 0, failed: 0, flaky: 0, skipped: 0 });
  });

  it("names vitest's failed tests with their error's first line, once each", () => {
    const out = [
      '@ws/admin:test:  ❯ src/a.test.tsx (3 tests | 1 failed) 5012ms',
      '@ws/admin:test:      × saves 5011ms',
      '@ws/admin:test:  FAIL   shared  src/a.test.tsx > form > saves',
      '@ws/admin:test: Error: Test timed out in 5000ms.',
      '@ws/admin:test:  FAIL   shared  src/a.test.tsx > form > saves',
      '@ws/admin:test: Error: Test timed out in 5000ms.',
      ' FAIL  src/b.test.ts [ src/b.test.ts ]',
      'SyntaxError: Unexpected token',
      '@ws/api:test:  Tests  3 passed (3)',
    ].join('\n');
    assert.deepEqual(vitestFailures(out), [
      '@ws/admin: shared src/a.test.tsx > form > saves — Error: Test timed out in 5000ms.',
      'src/b.test.ts [ src/b.test.ts ] — SyntaxError: Unexpected token',
    ]);
    assert.deepEqual(vitestFailures('@ws/api:test:  Tests  3 passed (3)'), []);
  });

  it("names Playwright's failed and flaky journeys from nested suites", () => {
    const json = {
      suites: [
        {
          specs: [{ file: 'a.spec.ts', line: 3, title: 'buys', tests: [{ status: 'expected' }] }],
          suites: [{ specs: [{ file: 'b.spec.ts', line: 9, title: 'pays', tests: [{ status: 'unexpected' }] }, { file: 'b.spec.ts', line: 20, title: 'ships', tests: [{ status: 'flaky' }] }] }],
        },
      ],
    };
    assert.deepEqual(playwrightProblems(json), { failed: ['b.spec.ts:9 pays'], flaky: ['b.spec.ts:20 ships'] });
  });
});
