// Import rules for src/: the stages of the flow in order, each with the folders it may import.
// This list is the rule `npm run lint` enforces; the folder table of docs/architecture.md says the
// same for a newcomer, and __tests__/architecture.test.ts fails when the two differ.

/** @type {ReadonlyArray<{ folder: string, mayImport: readonly string[] }>} */
export const stages = [
  { folder: 'output', mayImport: [] },
  { folder: 'common', mayImport: ['output'] },
  { folder: 'runner', mayImport: ['common', 'output'] },
  { folder: 'inputs', mayImport: ['common', 'output'] },
  { folder: 'service', mayImport: ['common', 'output', 'inputs'] },
  { folder: 'wait', mayImport: ['common', 'output', 'inputs', 'service'] },
  { folder: 'pull-request', mayImport: ['common', 'output', 'inputs', 'service'] },
  { folder: 'github', mayImport: ['common', 'output', 'inputs', 'runner', 'service', 'pull-request'] },
  // GitLab's wire beside GitHub's: the same stages below it, and no host's module but its own.
  { folder: 'gitlab', mayImport: ['common', 'output', 'inputs', 'service', 'pull-request'] },
  {
    folder: 'report',
    mayImport: ['common', 'output', 'inputs', 'runner', 'service', 'wait', 'pull-request'],
  },
  {
    folder: 'step',
    mayImport: ['common', 'output', 'inputs', 'runner', 'service', 'wait', 'pull-request', 'report'],
  },
  // The command line: a face beside runner/, on the same inputs, service, wait and report.
  { folder: 'cli', mayImport: ['common', 'output', 'inputs', 'service', 'wait', 'report'] },
  {
    folder: 'sweep',
    mayImport: ['common', 'output', 'inputs', 'runner', 'service', 'wait', 'pull-request', 'report', 'step'],
  },
];

const folders = stages.map(({ folder }) => folder);

export default {
  forbidden: [
    ...stages.map(({ folder, mayImport }) => ({
      name: `${folder}-imports-only-what-it-may`,
      comment: `src/${folder}/ may import only ${mayImport.join(', ') || 'nothing'} (.dependency-cruiser.mjs)`,
      severity: 'error',
      from: { path: `^src/${folder}/` },
      to: { path: '^src/', pathNot: [`^src/(${[folder, ...mayImport].join('|')})/`] },
    })),
    {
      name: 'no-folder-outside-the-stages',
      comment: 'every folder of src/ is a stage the list of .dependency-cruiser.mjs names',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^src/[^/]+/', pathNot: [`^src/(${folders.join('|')})/`] },
    },
    {
      name: 'no-import-of-the-entry-files',
      comment: 'src/index.ts, cli.ts, main.ts and deps.ts sit at the top: no stage imports them',
      severity: 'error',
      from: { path: '^src/[^/]+/' },
      to: { path: '^src/[^/]+\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'no circle of imports, not even of types: a type both sides need goes in a module of its own',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
