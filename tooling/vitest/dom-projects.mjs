// The jsdom suites run in two projects of one vitest run. Most files share their workers' module graph and
// jsdom window (isolate: false): a fresh jsdom and a fresh import of React, Mantine and the app for each
// of some fifty files took four fifths of the suites' time. The files that replace modules (vi.mock),
// stub globals or timers the app's modules keep, or need the node environment, keep a fresh module graph
// each (isolate: true). setup-dom cleans the DOM and both storages after every test.
// Plain .mjs: vitest loads its config with Node, which does not run TypeScript on Node 20.

/** @param {{ isolated: string[], typecheck?: boolean }} options */
export const domProjects = ({ isolated, typecheck = false }) => [
  {
    extends: true,
    test: {
      name: 'shared',
      isolate: false,
      exclude: ['**/node_modules/**', '**/dist/**', ...isolated],
      // compile-time assertions (*.test-d.ts) are checked once, here
      typecheck: { enabled: typecheck },
    },
  },
  {
    extends: true,
    test: { name: 'isolated', isolate: true, include: isolated, typecheck: { enabled: false } },
  },
];
