// Import rules for src/, read from the folder table of docs/architecture.md (its "may import"
// column), so the table a newcomer reads is the rule `npm run lint` enforces.
import { readFileSync } from 'node:fs';

const table = readFileSync(new URL('./docs/architecture.md', import.meta.url), 'utf8');
const rows = [...table.matchAll(/^\| `src\/([a-z-]+)\/` +\|[^|]*\| ([^|]+?) +\|$/gm)];
if (rows.length === 0) throw new Error('docs/architecture.md has no folder table to read the import rules from');

const folders = [];
const forbidden = rows.map(([, folder, mayImport]) => {
  const allowed =
    mayImport === 'nothing' ? [] : mayImport === 'all of the above' ? [...folders] : mayImport.split(/, */);
  folders.push(folder);
  return {
    name: `${folder}-imports-only-its-table-row`,
    comment: `src/${folder}/ may import only ${mayImport} (docs/architecture.md)`,
    severity: 'error',
    from: { path: `^src/${folder}/` },
    to: { path: '^src/', pathNot: [`^src/(${[folder, ...allowed].join('|')})/`] },
  };
});

export default {
  forbidden: [
    ...forbidden,
    {
      name: 'no-folder-outside-the-table',
      comment: 'every folder of src/ is a stage the table of docs/architecture.md names',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^src/[^/]+/', pathNot: [`^src/(${folders.join('|')})/`] },
    },
    {
      name: 'no-import-of-the-entry-files',
      comment: 'src/index.ts, main.ts and deps.ts sit at the top: no stage imports them',
      severity: 'error',
      from: { path: '^src/[^/]+/' },
      to: { path: '^src/[^/]+\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'a cycle of imports that run (a type shared both ways is not one)',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
