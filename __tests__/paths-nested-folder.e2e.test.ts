/**
 * Was broken: a bare folder path with a '/' in `paths` (`packages/api`, the usual way to name a package
 * of a monorepo) matches only a file of that exact name, never the files inside it, and the step
 * says nothing about it. The bundle warns for a bare name only when it has no '/' (`src` for
 * src/a.ts: "write 'src/**'", src/pull-request/paths.ts `folderMeant`), so `packages/api` slips by.
 *
 * How a user meets it: the docs-in-same-repository recipe says to replace `paths` "by where your
 * code is"; a monorepo user writes `paths: packages/api`. Every pull request that changes
 * packages/api/... then ends `no-docs-needed` with a `skipped` "Docs agent" check run, which a
 * required check passes on: no job is ever started, and no line says why.
 *
 * What should happen instead: as for `src`, the run whose `paths` matched nothing says that
 * 'packages/api' matches only a file of that name and to write 'packages/api/**'; and since a
 * skipped check passes, the step and its check run fail rather than warn.
 */
import { describe, expect, it } from '@jest/globals';
import { eventFile, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(91_300);

async function openedWith(paths: string, files: string[]) {
  await w.start();
  Object.assign(w.product, { files });
  const env = pullRequestEnv(w.github.url, ++w.runId, {
    GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request: w.product }),
  });
  return runAction(w.readme({ paths }), { killAfterMs: 40_000, env });
}

describe("a monorepo package's folder named bare in 'paths'", () => {
  // Was a warning under a skipped check run, which a required check passes on: now the step and
  // the check run fail, naming the glob to write (the same ending as 'src/', which inputs refuse).
  it.each([
    ['src', ['src/a.ts'], 'src/**'],
    ['packages/api', ['packages/api/src/index.ts', 'packages/api/README.md'], 'packages/api/**'],
  ])(
    '"%s" for files inside that folder: fails, naming the glob to write, and starts nothing',
    async (paths, files, fix) => {
      const run = await openedWith(paths, files);
      expect(run.exitCode).toBe(1);
      expect(run.outputs.outcome).toBe('error');
      expect(w.starts()).toHaveLength(0);
      const errors = run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
      expect(errors.join('\n')).toContain(fix);
      expect(
        w.checkRunsOn(w.product.head ? (w.product.head as { sha: string }).sha : '').map((c) => c.conclusion),
      ).toEqual(['failure']);
    },
  );

  it('a bare name with no folder of that name among the changed files (a Makefile) is no-docs-needed, skipped', async () => {
    const run = await openedWith('Makefile', ['src/a.ts']);
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('no-docs-needed');
    expect(w.checkRunsOn((w.product.head as { sha: string }).sha).map((c) => c.conclusion)).toEqual(['skipped']);
  });
});
