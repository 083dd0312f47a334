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
 * What should happen instead: as for `src`, the run whose `paths` matched nothing warns that
 * 'packages/api' matches only a file of that name and to write 'packages/api/**'.
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
  it('the control: "src" for src/a.ts is warned of, naming "src/**"', async () => {
    const run = await openedWith('src', ['src/a.ts']);
    expect(run.outputs.outcome).toBe('no-docs-needed');
    const warnings = run.annotations.filter((a) => a.command === 'warning').map((a) => a.message);
    expect(warnings.join('\n')).toContain('src/**');
  });

  it('"packages/api" for packages/api/src/index.ts: the skipped run warns to write "packages/api/**"', async () => {
    const run = await openedWith('packages/api', ['packages/api/src/index.ts', 'packages/api/README.md']);
    // The job is not started and the check run is skipped: a required check passes on it.
    expect(run.outputs.outcome).toBe('no-docs-needed');
    expect(w.starts()).toHaveLength(0);
    const warnings = run.annotations.filter((a) => a.command === 'warning').map((a) => a.message);
    // FAILS: no warning at all; the user never learns that the glob missed the package's files.
    expect(warnings.join('\n')).toContain('packages/api/**');
  });
});
