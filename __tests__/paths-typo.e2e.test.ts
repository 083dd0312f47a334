/**
 * `paths` value typos that can never match what the user meant. README: "`paths` ... globs, one a
 * line (`!` excludes; last match wins), of files needing docs; none matching: `outcome`
 * `no-docs-needed`, check run `skipped`", and a `skipped` check is one a required check passes on.
 * The action refuses globs that can never match a changed file (src/inputs/inputs.ts
 * `globMistake`: a leading '/', a backslash, a trailing '/', and a comma-separated list on one
 * line, as `fail-on`, `job-id` and `review-bots` take them), and warns of a bare name, which
 * matches one file at the root (a Makefile), never a folder's files: never a silent
 * `no-docs-needed` with a `skipped` check run.
 */
import { describe, expect, it } from '@jest/globals';
import { eventFile, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(75_000);

/** The README workflow's `opened` run, with this `paths`, on a pull request changing src/cli/flag.ts. */
async function openedWith(paths: string) {
  await w.start();
  Object.assign(w.product, { files: ['src/cli/flag.ts'] });
  const env = pullRequestEnv(w.github.url, ++w.runId, {
    GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request: w.product }),
  });
  return runAction(w.readme({ paths }), { killAfterMs: 40_000, env });
}

describe('paths that can never match what the user meant', () => {
  it.each([
    ['a comma-separated list on one line', 'src/**, lib/**'],
    ['a comma-separated list without spaces', 'src/**,lib/**'],
    ['a bare folder name', 'src'],
  ])('%s (%s): an input problem or a warning naming paths, never a silent no-docs-needed', async (_, paths) => {
    const run = await openedWith(paths);
    const flagged =
      run.annotations.some((a) => ['error', 'warning'].includes(a.command) && a.message.includes("'paths'")) ||
      w.starts().length === 1;
    expect({
      outcome: run.outputs.outcome,
      check: w.checkRunsOn(HEADS[0])[0]?.conclusion,
      flagged,
    }).toEqual(expect.objectContaining({ flagged: true }));
  });
});
