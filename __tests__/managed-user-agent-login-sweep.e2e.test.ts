/**
 * Was broken: with `wait: sweep` and an `agent-login` of a managed (EMU) account (`docs-bot_acme`,
 * which `src/inputs/inputs.ts` accepts as a login), the let-go step writes a pending record whose
 * `pending.agent` is that login, but the record reader (`isPending` in
 * `src/pull-request/record.ts`) takes only `[a-z\d-]` logins there and throws the whole record
 * away. Every reader (the sweep, the pull request's next run) then sees no record at all.
 *
 * How a user meets it: an enterprise with managed users, whose every login is
 * `<handle>_<shortcode>`, sets `agent-login: docs-bot_acme` (the Mintlify account there) with the
 * recipe's `wait: sweep`. The pull request opens, the job starts, the runner is let go; the sweep
 * after the job ended finds "no record" behind the label.
 *
 * Was: the sweep after the job ended answers `swept: none` (it found no record behind the
 * label, so it takes the label off and no later sweep comes back), the `Docs` check run stays
 * `in_progress` for good (a required check never passes), and the next push starts a second job
 * (two starts) because no run can read the first job's record either.
 *
 * What should happen instead: docs/sweep.md: "A sweep ... finishes each job that ended, once, as
 * the step would have"; README: the check run and the label are the sweep's to finish; a login
 * the step accepts as `agent-login` is read back from its own record.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(611_000);

describe('wait: sweep with a managed-user agent-login', () => {
  it('the sweep finishes the job and its check run', async () => {
    const opened = await w.prRun('opened', HEADS[0], { 'agent-login': 'docs-bot_acme' });
    expect(opened.outputs.outcome).toBe('started');
    expect(w.checkRunsOf(HEADS[0]).map((r) => r.status)).toEqual(['in_progress']);
    w.clock.service = 120_000;
    const sweep = await w.sweep();
    const results = JSON.parse(sweep.outputs.results ?? '[]') as Array<{ swept?: string }>;
    const afterSweep = {
      swept: results.map((r) => r.swept),
      checkRuns: w.checkRunsOf(HEADS[0]).map((r) => `${r.status}/${r.conclusion}`),
      labelled: w.labelled(),
    };
    // The job is still the pull request's: a push tells it, never starts a second one.
    w.clock.service = 130_000;
    await w.prRun('synchronize', HEADS[1], { 'agent-login': 'docs-bot_acme' });
    expect({ ...afterSweep, starts: w.starts().length }).toEqual({
      swept: ['finished'],
      checkRuns: ['completed/success'],
      labelled: false,
      starts: 1,
    });
  });
});
