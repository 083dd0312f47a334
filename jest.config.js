import { availableParallelism } from 'node:os';

/** ESM TypeScript under ts-jest; run with NODE_OPTIONS=--experimental-vm-modules (see package.json). */
export default {
  preset: 'ts-jest/presets/default-esm',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }],
  },
  // ts-jest rewrites the sources' .ts imports to .js; map them back to the .ts files.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // A budget against a hung test, not a measure of speed: on two busy cores an e2e test that plays
  // several runs of the bundle can pass 30 s (the suite's figures come from `npm run bench`).
  testTimeout: 120_000,
  // The e2e files spend most of their time waiting on dist/index.js children and sockets, not on
  // the CPU: with more workers than cores their waits overlap (on 2 cores, 3 workers: the suite in
  // about 200 s instead of 470 s with jest's default of one). Jest reads a percentage over 100% as
  // a count, so the count is made here.
  maxWorkers: Math.ceil(availableParallelism() * 1.5),
};
