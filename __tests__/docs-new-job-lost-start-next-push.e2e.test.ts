/**
 * Was broken: a `/docs` command that starts a new job (its docs pull request was merged) whose
 * start got no id (201 with no id) recorded its start as ended, not as a start whose answer was
 * lost: the command's run writes in the job's comment, read again before each write, and merging
 * its ending with its own record from before the prompt went dropped `unanswered`. The next run
 * then read no lost start (the re-run: docs-new-job-rerun-silent-second-start.e2e.test.ts).
 *
 * Now, as promised (docs/pull-request.md: "a start under way that no answer followed ... the next
 * run takes as a lost start, never as no job"; README: "on a pull request the next push starts
 * none either"): the record keeps it, and the pull request's next push starts no job and says why.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(92_900);

describe("a /docs command's new job whose start answer had no id", () => {
  it("the pull request's next push starts no other job, and says why", async () => {
    const docs: Record<string, unknown> = {
      number: 101,
      state: 'open',
      merged: false,
      head: { sha: 'f'.repeat(40), ref: 'agent/job-started-1' },
      user: { login: 'mintlify[bot]', type: 'Bot' },
    };
    await w.start([], { pulls: { [ISSUE]: w.product, 'acme/docs#101': docs } });
    expect((await w.opened()).outputs.outcome).toBe('completed');
    Object.assign(docs, { state: 'closed', merged: true, merged_at: '2026-11-30T00:00:00Z' });
    w.sim.service().failNextPost({ http: 201, body: JSON.stringify({ status: 'active' }) });
    expect((await w.comment('/docs document the --flag option', 'lead')).outputs.outcome).toBe('error');
    expect(w.starts()).toHaveLength(2);

    w.push(HEADS[1]);
    const next = await w.synchronize();
    expect(w.starts()).toHaveLength(2);
    expect(w.log(next)).toContain('its answer was lost, so the service may have started a job');
    // The head's check run, which a required check holds, says what to do next, as the log does.
    const check = w.checkRunsOn(HEADS[1]).at(-1);
    expect(check?.conclusion).toBe('neutral');
    expect(check?.output.summary).toContain('Look at the project&#39;s agent jobs on the dashboard');
    expect(check?.output.summary).toContain('comment /docs with what to document to start one');
  });
});
