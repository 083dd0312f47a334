/**
 * Was broken: a `/docs` command's run whose report-token GitHub starts refusing (401: expired,
 * revoked) as it reads what the pull request's push changed does not stop at the refused token.
 * src/step/command-message.ts `commandPlan` now lets the command "go alone" when the compare is
 * refused, but before any send src/step/send-or-resume.ts `untilNotActive` asks
 * `step.command.nextEarlier()` whether an earlier command is still on its way: that read of the
 * pull request's comments answers 401 too, which it takes as "GitHub could not tell", so it logs
 * "An earlier command or review on this pull request may still be on its way ... this one is sent
 * after it" and polls the comments every `poll-interval` until the step's `timeout` runs out
 * (30 minutes by default, the runner held all the while, though the step has `wait: sweep`). Then
 * it fails the step `timed-out` with advice that cannot help: "Raise 'timeout', or run the
 * workflow again."
 *
 * How a user meets it: the recipe's report-token is an app installation token (it lives an hour)
 * or a token revoked mid-run, or GitHub answers 401 for a minute in an incident; someone writes
 * `/docs ...` on a pull request whose last push the job was not told yet. The workflow run sits
 * for its whole `timeout` and ends red with an error that blames the timeout.
 *
 * Was: outputs `outcome: timed-out`, `waited-seconds` equal to the whole `timeout` (15),
 * exit code 1, and the error "The step's 'timeout' (15s) ran out before the request to send the
 * message to job job-started-1 could be sent, so nothing was sent. Raise 'timeout', or run the
 * workflow again." The only words about the token are warnings from before the wait.
 *
 * Now, as promised: a 401 is the token refused for good (docs/pull-request.md: "A token
 * GitHub refuses (401: expired, revoked) sends nothing: the step ends `nothing-new`, neutral, with
 * a warning, and the next run or sweep tells the push once the token works"); the brief's
 * promise "every message says what happened and what to do next". The run should stop at the
 * refused token at once (or send the command alone, as this session's change meant), not wait out
 * its `timeout`, and its ending should name the report-token as the thing to fix, never "Raise
 * 'timeout'".
 */
import { describe, expect, it } from '@jest/globals';
import { eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(3_910_000);

describe('a /docs command run whose report-token GitHub refuses from the compare on', () => {
  it('stops at the refused token and says so, instead of waiting out its timeout', async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    // The job ends; the sweep finishes it (the label comes off).
    w.clock.service = 61_000;
    const swept = await w.sweep();
    expect(JSON.parse(swept.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'finished' })]);
    // A push whose own run has not come yet (queued behind this one, say).
    w.pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEADS[1];
    // From the command run's compare on, GitHub refuses the report-token.
    let expired = false;
    const from = { test: (path: string) => (expired ||= path.includes('/compare/')) } as unknown as RegExp;
    w.github.faults.unshift({ path: from, status: 401, body: { message: 'Bad credentials' }, times: 1e9 });
    const body = '/docs add an example for --flag';
    const { id } = w.github.addComment(`${PR_REPOSITORY}#5`, body, 'lead');
    w.runId++;
    const event = {
      action: 'created',
      issue: { number: 5, pull_request: { url: `${w.github.url}/repos/${PR_REPOSITORY}/pulls/5` } },
      comment: { id, body, user: { login: 'lead', type: 'User' } },
      repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
    };
    const env = pullRequestEnv(w.github.url, w.runId, {
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: eventFile(event),
      GITHUB_ACTOR: 'lead',
    });
    const run = await w.github.running(env, () =>
      // A timeout no run reaches: the run stops at the refused token, or the kill ends it.
      runAction(w.stepInputs({ timeout: '10m' }), { killAfterMs: 60_000, env }),
    );
    expect(expired).toBe(true);
    const errors = run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
    // Was: 'timed-out' after the whole timeout, "Raise 'timeout', or run the workflow again."
    expect(run.signal).toBeNull();
    expect(run.outputs.outcome).toBe('error');
    expect(errors.join('\n')).toContain('GitHub refused the report-token');
    expect(errors.join('\n')).not.toContain("Raise 'timeout'");
    expect(w.messages()).toEqual([]);
    expect(run.summary).not.toContain('Raise &#39;timeout&#39;');
  });
});
