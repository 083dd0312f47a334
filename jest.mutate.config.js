/**
 * The unit suite, for mutation testing (`npm run mutate`): the tests that import src/ and run in
 * this process. End-to-end tests run dist/index.js, which a mutant of src/ does not change, so
 * they could never kill one and would only slow each run.
 */
import base from './jest.config.js';

export default {
  ...base,
  testPathIgnorePatterns: [
    '/node_modules/',
    'e2e',
    'secrets\\.property',
    'network\\.test',
    'local-action',
    'lockfile',
    'docs\\.test',
    'workflows\\.test',
    'action-yml',
    'pull-request\\.test',
  ],
};
