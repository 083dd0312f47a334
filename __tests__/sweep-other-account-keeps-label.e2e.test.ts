/**
 * Was broken: a sweep whose `report-token` is another account than the one that wrote the let-go
 * step's comment takes the `agent-job-pending` label off as "put on by hand" and leaves the
 * `Docs` check run in progress, with nothing left to bring a sweep back. The let-go step's first
 * record names no account (`by` is absent until a later write learns it), and
 * src/pull-request/comment.ts writtenByAction then takes the comment as the action's only when its
 * author is the reading token's own account: the sweep's github.token (github-actions[bot]) is not
 * the step's app (docs-app[bot]), so the sweep reads "no pending record". After any later write
 * (a push's queued turn names `by`), the same sweep finishes the very same comment: the outcome
 * depends on whether a second run happened to write first.
 * How a user meets it: the docs repository apart, with the product step's
 * `report-token: ${{ steps.app-token.outputs.token }}` (so the comment and the check run come from
 * the docs App, not github-actions), `wait: sweep`, and the sweep workflow copied from
 * examples/sweep-pending-docs-jobs.yml, which sets no `report-token` (github.token). The first
 * sweep after the job ends removes the label; the required check stays `in_progress` until the
 * pull request happens to get another event.
 * Was: the sweep logs "Pull request #5 carries the label 'agent-job-pending' but no pending
 * record of the action's (none yet, its comment deleted, or the label put on by hand): the label
 * is taken off."; `results` says `swept: none`; the check run stays `in_progress`; no warning
 * names `report-token`.
 * What should happen instead: SECURITY.md: a sweep finishes a step "on a pull request labelled
 * `agent-job-pending` whose pending record this `api-key` verifies, in a comment by the account the
 * records name"; no required check is left in progress for good. A pull request's claims are
 * reactions, made once per account, so a sweep finishes only its own account's comment: it keeps
 * the label and warns, naming `report-token`, that the pending comment is another account's.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';
import { REPORT_TOKEN } from '../sim/pull-request.ts';

const w = useSweepWorld(920_000);
/** The sweep workflow's github.token: the same repository and permissions, another account. */
const SWEEP_TOKEN = 'ghs_sweepWorkflowGithubTokenValue001';

describe("a let-go step's report-token is an App; the sweep runs with github.token", () => {
  it('the sweep keeps the label and says to give it the same report-token; with it, the sweep finishes', async () => {
    const grant = { ...w.tokens[REPORT_TOKEN] };
    w.tokens[REPORT_TOKEN] = { ...grant, login: 'docs-app[bot]' };
    w.tokens[SWEEP_TOKEN] = { ...grant };
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    expect(w.checkRunsOf(HEADS[0]).map((r) => r.status)).toEqual(['in_progress']);
    expect(w.labelled()).toBe(true);
    // The job ends; the recipe's sweep comes, its tokens github.token.
    w.clock.service = 61_000;
    const sweep = await w.sweep({ 'report-token': SWEEP_TOKEN, 'github-token': SWEEP_TOKEN });
    expect(w.labelled()).toBe(true);
    expect(w.checkRunsOf(HEADS[0]).map((r) => r.status)).toEqual(['in_progress']);
    // No sweep set up this way ever finishes it: the sweep fails, naming the fix (4af5731; was a warning).
    expect(sweep.outputs.outcome).toBe('error');
    const said = sweep.annotations.filter((a) => a.command === 'error').map((a) => a.message);
    expect(said.join('\n')).toMatch(/comment by docs-app\[bot\].*same report-token as the pull request's step/);
    expect(sweep.log.join('\n')).not.toContain('the label put on by hand');
    // The fix: the sweep with the step's report-token finishes the job.
    const fixed = await w.sweep();
    expect(fixed.outputs['completed-count']).toBe('1');
    expect(w.checkRunsOf(HEADS[0]).map((r) => r.conclusion)).toEqual(['success']);
    expect(w.labelled()).toBe(false);
  });
});
