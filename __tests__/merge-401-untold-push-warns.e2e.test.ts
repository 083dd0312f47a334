/**
 * Was broken: src/pull-request/decide.ts `mergedUntold`, changed this session from
 * `news.kind === 'nothing'` to `news.kind !== 'message'`: when the merge's run cannot read what the
 * merged pushes changed because GitHub refused the report-token on the compare (401, the new
 * `unread` news of src/step/push-news.ts), the merge is treated as a close with nothing untold.
 * The run ends `nothing-new` with "No docs job: the pull request was merged. A merged pull request
 * starts no job.", no warning about the push, exit 0; nothing is queued and nothing is left
 * pending, and the sweep never reads a closed pull request's head (src/sweep/finish.ts
 * `untoldHead` returns at `!open`), so the merged changes never reach the job. Before this session
 * the same 401 made the degraded "has new commits" message, which at least was sent; the `unread`
 * path (`notRead`, with its warning "the next event, sweep or a re-run tells it") is only taken
 * for an open pull request's head.
 *
 * How a user meets it: the job has done its work; the author pushes a last fix and merges right
 * away (the push's run is cancelled behind the merge's in the concurrency group, or skipped); the
 * merge's run meets a 401 on GitHub's compare (an app token expiring, a GitHub incident for a
 * minute). The docs pull request never hears of the last push, and no line says so: a re-run of
 * the merge's run would tell it (this test shows it does), but nothing tells anyone to re-run.
 *
 * Was: the merge's run: outcome `nothing-new`, no warning at all, no message to the job;
 * the two sweeps after (token fine again) list nothing; `messages()` is [].
 *
 * Now, as promised: docs/pull-request.md: "A merge is the one close that tells the job
 * a push it was not told (what was merged is what the docs must follow): the close run sends it as
 * a follow-up"; and for a refused token: "sends nothing: the step ends `nothing-new`, neutral,
 * with a warning, and the next run or sweep tells the push once the token works". The merge's run
 * should at least warn that the merged changes were not told (and say a re-run tells them), or
 * leave the turn pending so a sweep tells it once the token works; the push reaches the job once.
 */
import { describe, expect, it } from '@jest/globals';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(3_920_000);

describe("a merge whose run meets a 401 on GitHub's compare, its last push untold", () => {
  it('warns of the untold push, or has it told once the token works', async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    // The job ends; the sweep finishes it (the label comes off).
    w.clock.service = 61_000;
    const swept = await w.sweep();
    expect(JSON.parse(swept.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'finished' })]);
    // A last push (its run cancelled behind the merge's), then the merge.
    Object.assign(w.pulls[`${PR_REPOSITORY}#5`]!, { state: 'closed', merged: true });
    w.pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEADS[1];
    // GitHub refuses the report-token on the merge run's compare (once: an incident, a token renewed).
    let refused = false;
    const compare = { test: (path: string) => path.includes('/compare/') && (refused = true) } as unknown as RegExp;
    w.github.faults.unshift({ path: compare, status: 401, body: { message: 'Bad credentials' }, times: 1 });
    w.runId++;
    const event = {
      action: 'closed',
      pull_request: {
        ...{ number: 5, draft: false, labels: [], merged: true, state: 'closed' },
        head: { sha: HEADS[1], repo: { full_name: PR_REPOSITORY } },
        base: { repo: { full_name: PR_REPOSITORY } },
      },
      repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
    };
    const env = pullRequestEnv(w.github.url, w.runId, { GITHUB_EVENT_PATH: eventFile(event) });
    const merged = await w.github.running(env, () => runAction(w.stepInputs(), { killAfterMs: 60_000, env }));
    expect(refused).toBe(true);
    expect(merged.exitCode).toBe(0);
    const warnings = merged.annotations.filter((a) => a.command === 'warning').map((a) => a.message);
    // The schedule's sweeps run, the token fine again.
    for (const t of [200_000, 400_000]) {
      w.clock.service = t;
      await w.sweep();
    }
    const told = w.messages().filter((m) => m.includes('Add the --flag option')).length;
    const warned = warnings.some((m) => /report-token/.test(m) && /not (be )?told|untold|re-run/i.test(m));
    // Was: { told: 0, warned: false }: the merged push silently never reaches the job.
    expect(told === 1 || (told === 0 && warned)).toBe(true);
    expect(told).toBeLessThanOrEqual(1);
  });
});
