// The jsdom suites run in two projects of one vitest run. Most files share their workers' module graph and
// jsdom window (isolate: false): a fresh jsdom and a fresh import of React, Mantine and the app for each
// of some fifty files took four fifths of the suites' time. The files that replace modules (vi.mock),
// stub globals or timers the app's modules keep, or need the node environment, keep a fresh module graph
// each (isolate: true). setup-dom cleans the DOM and both storages after every test.
// A test's timeout is a guard against a hang, not a speed check: on two busy cores (CI runs lint, typecheck and
// every workspace's tests at once) a screen's first render with its lazy chunks can take several seconds, so
// vitest's 5 s default failed tests that pass alone in under one.
// Plain .mjs: vitest loads its config with Node, which does not run TypeScript on Node 20.

/** @param {{ isolated: string[], typecheck?: boolean }} options */
export const domProjects = ({ isolated, typecheck = false }) => [
  {
    extends: true,
    test: {
      name: 'shared',
      testTimeout: 20_000,
      isolate: false,
      exclude: ['**/node_modules/**', '**/dist/**', ...isolated],
      // compile-time assertions (*.test-d.ts) are checked once, here
      typecheck: { enabled: typecheck },
    },
  },
  {
    extends: true,
    test: { name: 'isolated', testTimeout: 20_000, isolate: true, include: isolated, typecheck: { enabled: false } },
  },
];
