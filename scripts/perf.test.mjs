// node --test scripts/*.test.mjs : the arithmetic of the Lighthouse budgets (scripts/perf.mjs), on fake results.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BUDGETS, PAGES, budgetFailures, duplicateReads, formatTable, lcpElementOf, median, metricsOf, parseArgs, shiftElementsOf, summarize } from './perf.mjs';

const lhr = ({ score = 0.97, fcp = 1200, lcp = 1800, cls = 0.01, tbt = 90, urls = [] } = {}) => ({
  categories: { performance: { score } },
  audits: {
    'first-contentful-paint': { numericValue: fcp },
    'largest-contentful-paint': { numericValue: lcp },
    'cumulative-layout-shift': { numericValue: cls },
    'total-blocking-time': { numericValue: tbt },
    'speed-index': { numericValue: 1500 },
    'network-requests': { details: { items: urls.map((url) => ({ url })) } },
  },
});

describe('perf', () => {
  it('reads score and metrics from a Lighthouse result', () => {
    const m = metricsOf(lhr({ score: 0.955 }));
    assert.equal(m.score, 96);
    assert.equal(m.lcp, 1800);
    assert.equal(m.cls, 0.01);
    assert.deepEqual(m.duplicates, []);
    assert.ok(Number.isNaN(metricsOf({ audits: {} }).score));
  });

  it('finds API reads fetched twice (a preload the page did not reuse)', () => {
    const urls = [
      'http://127.0.0.1:8080/api/open/uni/listads?cate_value=quicknav',
      'http://127.0.0.1:8080/api/open/uni/listads?cate_value=homebanner',
      'http://127.0.0.1:8080/api/open/uni/listads?cate_value=quicknav',
      'http://127.0.0.1:8080/_portal/assets/index.js',
      'http://127.0.0.1:8080/_portal/assets/index.js',
      'data:image/svg+xml,x',
    ];
    assert.deepEqual(duplicateReads(lhr({ urls })), ['/api/open/uni/listads?cate_value=quicknav']);
  });

  it('takes the median of each metric', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 2, 3]), 2.5);
    assert.ok(Number.isNaN(median([])));
    const s = summarize([metricsOf(lhr({ lcp: 2500 })), metricsOf(lhr({ lcp: 1500 })), metricsOf(lhr({ lcp: 1900, score: 0.5 }))]);
    assert.equal(s.lcp, 1900);
    assert.equal(s.score, 97);
  });

  it('checks the mobile and desktop budgets', () => {
    assert.deepEqual(budgetFailures('mobile', summarize([metricsOf(lhr())])), []);
    const bad = summarize([metricsOf(lhr({ score: 0.9, lcp: 2100, cls: 0.06, tbt: 200 }))]);
    assert.deepEqual(budgetFailures('mobile', bad), ['score 90 < 95', 'LCP 2.1 s > 2.0 s', 'CLS 0.060 > 0.05', 'TBT 200 ms > 150 ms']);
    assert.deepEqual(budgetFailures('desktop', summarize([metricsOf(lhr({ score: 0.99 }))])), ['score 99 < 100']);
    assert.deepEqual(budgetFailures('desktop', summarize([metricsOf(lhr({ score: 1, lcp: 5000 }))])), []);
    assert.deepEqual(budgetFailures('mobile', { score: Number.NaN, lcp: 1, cls: 0, tbt: 0 }), ['score NaN < 95']);
    const twice = summarize([metricsOf(lhr({ urls: ['http://x/api/open/a?b=1', 'http://x/api/open/a?b=1'] }))]);
    assert.deepEqual(budgetFailures('mobile', twice), ['fetched twice (preload not reused?): /api/open/a?b=1']);
    assert.equal(BUDGETS.mobile.lcp, 2000);
  });

  it('holds the home page to CLS 0.01 on a phone, other pages to 0.05', () => {
    const s = summarize([metricsOf(lhr({ cls: 0.02 }))]);
    assert.deepEqual(budgetFailures('mobile', s, '/homePage'), ['CLS 0.020 > 0.01']);
    assert.deepEqual(budgetFailures('mobile', s, '/article'), []);
    assert.deepEqual(budgetFailures('desktop', summarize([metricsOf(lhr({ score: 1, cls: 0.02 }))]), '/homePage'), []);
  });

  it('judges the budget on the worst run, not the median', () => {
    const good = () => metricsOf(lhr());
    const s = summarize([good(), metricsOf(lhr({ score: 0.84, tbt: 630, cls: 0.044 })), good()]);
    assert.equal(s.score, 97);
    assert.equal(s.tbt, 90);
    assert.deepEqual(s.worst, { score: 84, fcp: 1200, lcp: 1800, cls: 0.044, tbt: 630, si: 1500 });
    assert.deepEqual(budgetFailures('mobile', s), ['score 84 < 95', 'TBT 630 ms > 150 ms']);
  });

  it('prints a markdown table', () => {
    const rows = [{ page: '/homePage', form: 'mobile', runs: 3, summary: summarize([metricsOf(lhr())]), failures: [] }];
    const [head, , line] = formatTable(rows);
    assert.match(head, /^\| page \| form \| score \| FCP \| LCP \| CLS \| TBT \| SI \| worst run/);
    assert.equal(line, '| /homePage | mobile | 97 | 1.2 s | 1.8 s | 0.010 | 90 ms | 1.5 s | 97, 1.8 s, 0.010, 90 ms | 3 | ok |');
  });

  it('parses its options', () => {
    const d = parseArgs([]);
    assert.equal(d.runs, 3);
    assert.deepEqual(d.pages, PAGES);
    assert.deepEqual(d.forms, ['mobile', 'desktop']);
    const o = parseArgs(['--url=http://127.0.0.1:8480/', '--runs', '1', '--form', 'mobile', '--pages', '/homePage,/enable', '--json']);
    assert.deepEqual([o.url, o.runs, o.forms, o.pages, o.json], ['http://127.0.0.1:8480', 1, ['mobile'], ['/homePage', '/enable'], true]);
    assert.throws(() => parseArgs(['--runs', '0']), /positive/);
    assert.throws(() => parseArgs(['--form', 'tablet']), /mobile, desktop or both/);
    assert.throws(() => parseArgs(['--pages', 'homePage']), /path/);
    assert.throws(() => parseArgs(['--nope']), /unknown option/);
    assert.equal(parseArgs([]).keep, '');
    assert.equal(parseArgs(['--keep', '/tmp/lh']).keep, '/tmp/lh');
    assert.throws(() => parseArgs(['--keep']), /needs a folder/);
  });
});

describe('what to look at', () => {
  it('names the largest paint and the elements that moved, largest shift first', () => {
    const node = (selector) => ({ type: 'node', selector, snippet: `<${selector}>` });
    const report = {
      audits: {
        'largest-contentful-paint-element': {
          details: { type: 'list', items: [{ type: 'table', items: [{ node: node('ul._grid > li > a > img') }] }, { type: 'table', items: [{ phase: 'TTFB', timing: 500 }] }] },
        },
        'layout-shifts': { details: { items: [{ node: node('section.small'), score: 0.01 }, { node: node('section.list'), score: 0.16 }, { score: 0.2 }] } },
      },
    };
    assert.equal(lcpElementOf(report), 'ul._grid > li > a > img');
    assert.deepEqual(shiftElementsOf(report), [
      { selector: 'section.list', score: 0.16 },
      { selector: 'section.small', score: 0.01 },
    ]);
    assert.equal(lcpElementOf({ audits: {} }), '');
    assert.deepEqual(shiftElementsOf({}), []);
    assert.equal(metricsOf(report).lcpElement, 'ul._grid > li > a > img');
  });
});
