import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NO_NODE_MODULES_IMPORT = {
  selector: 'ImportExpression[source.value=/node_modules\\//]',
  message: 'Import the package by name, not a file under node_modules.',
};

/** Every time in src/ comes from the run's Clock (src/common/clock.ts), so a test clock moves it. */
const NO_CLOCK_BUT_THE_CLOCK = [
  ["CallExpression[callee.object.name='Date'][callee.property.name='now']", 'Date.now()'],
  ["NewExpression[callee.name='Date'][arguments.length=0]", 'new Date()'],
  ["CallExpression[callee.object.name='performance'][callee.property.name='now']", 'performance.now()'],
  ["CallExpression[callee.object.name='AbortSignal'][callee.property.name='timeout']", 'AbortSignal.timeout()'],
  ['CallExpression[callee.name=/^set(Timeout|Interval)$/]', 'A real timer'],
].map(([selector, what]) => ({
  selector,
  message: `${what} reads the wall clock: take the run's Clock (now, date, sleep, timeout) from src/common/clock.ts.`,
}));

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', '.stryker-tmp/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
      // Packages are used through their entry points (their exports maps say what is API).
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: 'node_modules/', message: 'Import the package by name.' }] },
      ],
      'no-restricted-syntax': ['error', NO_NODE_MODULES_IMPORT],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: [
      'src/common/clock.ts',
      // The wire: a socket's own timeout, which no test clock can stand in for.
      'src/service/transport.ts',
      'src/github/octokit.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', NO_NODE_MODULES_IMPORT, ...NO_CLOCK_BUT_THE_CLOCK] },
  },
  {
    // A Message in a plain template string would print "[object Object]": messages are built
    // with msg`...` and only the log turns them into text.
    files: ['src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: false }],
      '@typescript-eslint/no-base-to-string': 'error',
      // A function a reader holds in mind at once; a factory's closures count towards it.
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // main.ts only wires the stages: anything longer is a stage of its own.
    files: ['src/main.ts'],
    rules: { 'max-lines': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
);
