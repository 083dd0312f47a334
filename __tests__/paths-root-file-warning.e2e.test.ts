/**
 * A root file in `paths` (`Makefile`, `LICENSE`, `Dockerfile` beside `src/**`) is a glob like any
 * other: no warning when the pull request changes that file, nor when it changes none. Only a bare
 * name that missed changed files in a folder of that name (`src` for src/a.ts) is warned of, by the
 * run whose `paths` matched nothing (src/pull-request/paths.ts).
 */
import { describe, expect, it } from '@jest/globals';
import { eventFile, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(77_500);

async function openedWith(paths: string, files: string[]) {
  await w.start();
  Object.assign(w.product, { files });
  const env = pullRequestEnv(w.github.url, ++w.runId, {
    GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request: w.product }),
  });
  return runAction(w.readme({ paths }), { killAfterMs: 40_000, env });
}

describe('paths naming a file at the root', () => {
  it.each([
    ['Makefile', 'Makefile'],
    ['LICENSE', 'LICENSE'],
  ])(
    '"src/**" and "%s", on a pull request changing %s: the job starts and no warning about paths advises "<name>/**"',
    async (name: string) => {
      const run = await openedWith(`src/**\n${name}`, [name]);
      const warnings = run.annotations.filter((a) => a.command === 'warning' && a.message.includes("'paths'"));
      expect({ exit: run.exitCode, starts: w.starts().length, warnings: warnings.map((a) => a.message) }).toEqual({
        exit: 0,
        starts: 1,
        warnings: [],
      });
    },
  );
});
