/**
 * Was broken: a `/docs` run whose read of the pull request's comments gets an empty page (200,
 * `[]`, no next link) takes the pull request for one with no job, starts a SECOND job with the
 * prompt and replies "No agent job was started on this pull request yet", though the list lacks
 * the very comment that started the run and the head's check run still carries the signed record
 * of job-started-1.
 *
 * Now, as promised: README "One job per pull request" and "They carry a signed record of what the
 * step sent: ... every later run finds the pull request's job there"; docs/pull-request.md
 * "Comments that cannot be read ... are never taken for "no job": only a pull request just opened
 * starts one then".
 */
import { describe, expect, it } from '@jest/globals';
import { ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(1_210_000);

describe('a /docs run that meets a comments page GitHub served empty', () => {
  it('starts no second job and does not say no job was started', async () => {
    await w.start();
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('completed');
    expect(w.starts()).toHaveLength(1);
    // The head's check run holds the signed record of the job.
    expect(w.github.checkRuns[0]?.external_id).toMatch(/^wait-for-agent-job\./);

    // GitHub has a bad moment: its next answer for the pull request's comments is an empty page
    // (200, [], no Link), though the action's comment and the `/docs` comment itself are there.
    w.github.faults.push({ method: 'GET', path: /\/issues\/5\/comments$/, status: 200, body: [], times: 1 });
    const run = await w.comment('/docs add an example', 'lead');

    // No second job for the pull request: the command goes to job-started-1, or waits for a later run.
    expect(w.starts()).toHaveLength(1);
    expect(run.outputs['job-id'] === '' || run.outputs['job-id'] === 'job-started-1').toBe(true);
    const replies = w.github.comments.filter((c) => c.issue === ISSUE).map((c) => c.body);
    expect(replies.join('\n')).not.toContain('No agent job was started on this pull request yet');
    // The pull request keeps one comment of the action's.
    expect(
      w.github.comments.filter((c) => c.issue === ISSUE && c.body.includes('<!-- wait-for-agent-job')),
    ).toHaveLength(1);
    w.invariants();
  });

  it("a push run that meets it starts no second job either: a list with none of the action's comments is read twice", async () => {
    await w.start();
    await w.opened();
    expect(w.starts()).toHaveLength(1);
    w.push('b'.repeat(40));
    w.github.faults.push({ method: 'GET', path: /\/issues\/5\/comments$/, status: 200, body: [], times: 1 });
    const run = await w.synchronize();
    expect(run.exitCode).toBe(0);
    expect(w.starts()).toHaveLength(1);
    expect(run.log.join('\n')).not.toContain('No job was started on this pull request by this action yet');
    w.invariants();
  });
});
