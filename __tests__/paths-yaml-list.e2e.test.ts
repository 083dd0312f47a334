/**
 * Was broken: `paths` written as a YAML list inside the block scalar (`- src/**`, one a line, as
 * GitHub's own `on.pull_request.paths` filter is written, which a new user copies) is taken as the
 * glob "- src/**", which can never match a changed file. Every pull request then ends
 * `no-docs-needed` with its `Docs agent` check run `skipped` (which a required check passes on),
 * silently: no input problem, no warning naming 'paths'.
 *
 * How a user meets it: README step 4 says to set `paths` "by where your code is"; the user writes
 *   paths: |
 *     - src/**
 *     - lib/**
 * and no pull request ever gets docs, with a green required check.
 *
 * What should happen instead: as for the other globs that can never match (a leading '/', a
 * comma-separated list, a trailing '/': src/inputs/inputs.ts `globMistake`), an input problem (or
 * at least a warning) that names 'paths' and says to drop the "- ", never a silent no-docs-needed.
 */
import { describe, expect, it } from '@jest/globals';
import { eventFile, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(91_300);

describe("'paths' written as a YAML list in the block scalar", () => {
  it('is flagged by name (an input problem or a warning), never a silent no-docs-needed with a skipped check', async () => {
    await w.start();
    Object.assign(w.product, { files: ['src/cli/flag.ts'] });
    const env = pullRequestEnv(w.github.url, ++w.runId, {
      GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request: w.product }),
    });
    const run = await runAction(w.readme({ paths: '- src/**\n- lib/**\n' }), { killAfterMs: 40_000, env });
    const flagged = run.annotations.some(
      (a) => ['error', 'warning'].includes(a.command) && a.message.includes("'paths'"),
    );
    // Either the job starts (the glob was read as meant) or the user is told about 'paths'.
    expect({
      outcome: run.outputs.outcome,
      check: w.checkRunsOn(HEADS[0])[0]?.conclusion,
      flaggedOrStarted: flagged || w.starts().length === 1,
    }).toEqual(expect.objectContaining({ flaggedOrStarted: true }));
  });
});
