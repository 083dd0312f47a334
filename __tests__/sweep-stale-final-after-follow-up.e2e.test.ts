/**
 * Was broken: a sweep (or any run that finishes a pull request's let-go job: the pull request's next
 * run, an event of the agent's docs pull request) takes the job's status from before a follow-up
 * for the follow-up's ending. src/sweep/finish.ts `readJob` reads the job once and finishes every
 * pending turn when the status is final; unlike the waiting step (src/wait/wait.ts `FollowUp`,
 * README "Follow-ups": "Right after a message the job may still read `completed` from before. A
 * final status counts only once the job has been seen `active` since the message was accepted, or
 * after three poll intervals"), the pending record keeps no time of the send and the finish has
 * no grace: a read seconds after the message finishes the follow-up's turn with the old ending.
 *
 * How a user meets it: `wait: sweep` (the same-repository recipe). A `/docs` command's run sends
 * the follow-up and lets the runner go; seconds later a sweep runs (the schedule, a
 * `workflow_dispatch`, or, with the docs in the same repository, the agent's docs pull request's
 * own event in its own concurrency group). The service still shows `completed` from before the
 * message (the README's own words). The follow-up's turn is finished `success` with no pull
 * request, the label comes off, and the `Docs` check run passes while the agent works on the
 * command; when the agent really ends, nothing reports it (no label, no pending turn).
 *
 * Was: right after the sweep the label is off, every `Docs` check run of the head is
 * `completed`/`success`, and the sweep's results say `finished` (`completed`) for the job that is
 * active; the sweeps after the job really ended find nothing to finish.
 *
 * What should happen instead: the promise that no required check passes while the agent works,
 * and docs/sweep.md: "Still `active` and before its deadline: left for the next sweep". A final
 * status read right after the turn's message should count only as the waiting step counts it
 * (seen active since, or after the grace), and the follow-up's real ending should be reported.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

// The service's answer to a message, and its next read, still show the job's status from before it.
const w = useSweepWorld(610_000, {}, { staleReadsAfterMessage: 1 });

describe('a sweep seconds after a let-go follow-up, the service still showing the old ending', () => {
  it('leaves the follow-up turn in progress for a later look', async () => {
    expect((await w.prRun('opened', HEADS[0])).outputs.outcome).toBe('started');
    w.clock.service = 61_000;
    await w.sweep();
    expect(w.labelled()).toBe(false);
    // A /docs command: the job is not busy, so its run sends the follow-up and lets the runner go.
    const { run } = await w.commandRun('/docs add an example');
    expect(run.log.join('\n')).toContain('Sending a follow-up to job job-started-1');
    expect(w.messages()).toHaveLength(1);
    expect(w.labelled()).toBe(true);
    // Seconds later a sweep: the agent works on the command for a minute from here.
    w.clock.service = 63_000;
    const swept = await w.sweep();
    // Was: [{"pull-request":5,"job-id":"job-started-1","swept":"finished","outcome":"completed"}].
    const [result] = JSON.parse(swept.outputs.results ?? '[]') as Array<{ swept?: string }>;
    expect(['running', 'left']).toContain(result?.swept);
    // Was: false, and every 'Docs' check run of the head success: a required check passes while the agent works.
    expect(w.labelled()).toBe(true);
    expect(w.checkRunsOf(HEADS[0]).filter((c) => c.status === 'in_progress')).toHaveLength(1);
    // The command's work is reported once the grace has passed (SENT_GRACE_MS, on the wall clock:
    // sweep-sent-grace.test.ts plays it), so a required check never passes on the old ending.
  });
});
