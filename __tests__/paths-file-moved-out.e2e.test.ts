/**
 * Was broken: `paths` was matched only against each changed file's new name. GitHub lists a moved
 * file once, as `{ filename: <new>, previous_filename: <old>, status: "renamed" }`, and the host
 * kept `filename` alone, for the pull request's files and a push's comparison alike. A pull
 * request that moved `src/legacy-api.ts` to `attic/` "changed no file needing docs": it ended
 * `no-docs-needed` with the `Docs agent` check run `skipped` (which a required check passes on),
 * and a push that moved it was not told to the job; deleting the same file started the job.
 *
 * Was: `outcome` `no-docs-needed`, no start sent, the check run `skipped`; the push: nothing told.
 *
 * What should happen (README, `paths`; docs/pull-request.md: "matched ... against every file the
 * pull request changes"): a move changes the file at its old path too, as a deletion does.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY, eventFile, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(93_700);

/** GET .../pulls/5/files as GitHub answers it for one pure move (no line changed). */
const moved = (from: string, to: string) => ({
  method: 'GET',
  path: new RegExp(`^/repos/${PR_REPOSITORY}/pulls/5/files$`),
  status: 200,
  times: 20,
  body: [
    {
      sha: 'e'.repeat(40),
      filename: to,
      previous_filename: from,
      status: 'renamed',
      additions: 0,
      deletions: 0,
      changes: 0,
    },
  ],
});

async function opened(faults: ReturnType<typeof moved>[]) {
  await w.start(faults);
  const env = pullRequestEnv(w.github.url, ++w.runId, {
    GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request: { ...w.product, changed_files: 1 } }),
  });
  return runAction(w.readme(), { killAfterMs: 40_000, env });
}

/** GET .../compare/{HEADS[1]}...{HEADS[2]} as GitHub answers it for a push of one pure move. */
const pushMoved = (from: string, to: string) => ({
  method: 'GET',
  path: new RegExp(`^/repos/${PR_REPOSITORY}/compare/${HEADS[1]}\\.\\.\\.${HEADS[2]}$`),
  status: 200,
  times: 20,
  body: {
    status: 'ahead',
    ahead_by: 1,
    total_commits: 1,
    commits: [{ sha: 'd'.repeat(40), commit: { message: 'Retire the legacy API' }, parents: [{ sha: HEADS[1] }] }],
    files: [{ filename: to, previous_filename: from, status: 'renamed', additions: 0, deletions: 0, changes: 0 }],
  },
});

describe("a pull request that moves a file out of 'paths'", () => {
  it('the control: a move within src/ starts the job', async () => {
    const run = await opened([moved('src/legacy-api.ts', 'src/api/legacy.ts')]);
    expect(run.outputs.outcome).toBe('completed');
    expect(w.starts()).toHaveLength(1);
  });

  it('a push that moves src/legacy-api.ts to attic/ is told to the job, both names in its news', async () => {
    await w.start([pushMoved('src/legacy-api.ts', 'attic/legacy-api.ts')]);
    w.push(HEADS[1]);
    expect((await w.opened()).outputs.outcome).toBe('completed');
    w.push(HEADS[2]);
    const pushed = await w.synchronize();
    expect(pushed.outputs.outcome).toBe('completed');
    expect(w.messages()).toHaveLength(1);
    expect(w.messages()[0]).toContain('attic/legacy-api.ts');
    expect(w.messages()[0]).toContain('src/legacy-api.ts');
  });

  it('src/legacy-api.ts moved to attic/ changes a file under src/**: the job starts', async () => {
    const run = await opened([moved('src/legacy-api.ts', 'attic/legacy-api.ts')]);
    const checkRun = w.checkRunsOn(HEADS[0]).map((c) => c.conclusion);
    expect({ outcome: run.outputs.outcome, starts: w.starts().length, checkRun }).toEqual({
      outcome: 'completed',
      starts: 1,
      checkRun: ['success'],
    });
  });
});
