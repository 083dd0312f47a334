/**
 * Broke once (e0e4a9e, reverted in 4f6fdc1): a `/docs` run (wait: sweep) that finds the pull
 * request's let-go job ended sends its own command from the finish, then says "No follow-up sent:
 * another run of this workflow has already taken this command and sends it", ends `nothing-new`
 * ("Nothing new for job …") with empty `job-id` and `check-run-url`.
 *
 * Pinned, as promised: docs/sweep.md, the pull request's step "sends the follow-up (… a `/docs`
 * command) … and ends with `outcome` `started` (headline `started`, `follow-up sent` or `follow-up
 * queued`), its outputs and job summary complete"; docs/pull-request.md "its outcome is then the
 * command's".
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { HEADS, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());

describe("a /docs run whose pull request's let-go job has ended", () => {
  it('reports the command it sent as its own follow-up, not as nothing new sent by another run', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 70_000; // the opening's job has ended; no sweep ran yet
    const { id, run } = await w.commandRun('/docs add a table');

    // This run, and no other, sent the command (once).
    expect(w.messages()).toEqual(['add a table']);
    expect(w.github.reactions.filter((r) => r.commentId === id).map((r) => r.content)).toContain('rocket');

    const log = run.log.join('\n');
    expect(run.exitCode).toBe(0);
    expect({
      outcome: run.outputs.outcome,
      jobId: run.outputs['job-id'],
      checkRunUrl: run.outputs['check-run-url'] !== '',
      saysAnotherRunSendsIt: log.includes('another run of this workflow has already taken this command'),
      saysItsRunStopped: log.includes(`comment ${id}, a command no run answered`),
      summaryNothingNew: run.summary.includes('Nothing new'),
      summaryFollowUpSent: run.summary.includes('follow-up sent'),
    }).toEqual({
      outcome: 'started',
      jobId: 'job-started-1',
      checkRunUrl: true,
      saysAnotherRunSendsIt: false,
      saysItsRunStopped: false,
      summaryNothingNew: false,
      summaryFollowUpSent: true,
    });
  });
});
