/**
 * Was broken: a push's run that could not write its queued record waits for the job itself; the sweep takes
 * that head for "untold" and tells it too: the push's news reaches the job twice.
 *
 * The defect: a let-go push run whose job is busy queues its news (letGo, queued). When GitHub
 * refuses that record (a 502 on the comment write), the run "does not let the runner go: it
 * sends the follow-up when the job is not busy, and waits for the job, as 'wait: true' does"
 * (step/let-go.ts). It is alive and will tell its head. But the sweep that finishes the job sees
 * a head no pending turn was at (sweep/finish.ts untoldHead only looks at the comment's pending
 * records), takes the push's run for one that "never came", and sends the same news; the push's
 * run then sends it again once the job is free.
 *
 * How a user meets it: `wait: sweep`; the author pushes while the job works; GitHub answers the
 * push run's comment write with 502s (a bad minute); the schedule's sweep runs while that run
 * waits. The agent is told the same commits twice (two follow-ups, double work, possibly
 * duplicated docs).
 *
 * Timing: the sweep (about 2 s) runs right after one of the push run's job reads, which are
 * 'poll-interval' (10 s) apart, so it always lands between two of them.
 *
 * What should happen instead ("every message sent to the agent exactly once"): a head whose own
 * run is alive (its check run in progress, the run in progress per the Actions API) is not told
 * by the sweep; or the waiting run finds the head told (the comment's record) and sends nothing.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(1_620_000);
const COMMENT_WRITE = /\/issues\/comments\/\d+$/;

const until = async (what: () => boolean): Promise<void> => {
  while (!what()) await new Promise((resolve) => setTimeout(resolve, 20));
};
const jobReads = () => w.sim.requests().filter((r) => r.method === 'GET' && /\/job\/[^/]+$/.test(r.url)).length;

describe('a push run waiting for the busy job, its queued record refused, when the sweep finishes the job', () => {
  it('the push is told to the job once', async () => {
    await w.prRun('opened', HEADS[0]);
    // GitHub refuses every comment write of the push's run: its queued record is never written.
    const bad = { status: 502, body: { message: 'Bad gateway' }, times: 1000 };
    w.github.faults.push({ method: 'PATCH', path: COMMENT_WRITE, ...bad });
    const pushed = w.prRun('synchronize', HEADS[1]);
    // The push's run gives up on its record and polls the job (still active) itself.
    const logged = () => w.github.requests.filter((r) => r.method === 'PATCH' && COMMENT_WRITE.test(r.url)).length;
    await until(() => logged() >= 3);
    const readsBefore = jobReads();
    await until(() => jobReads() >= readsBefore + 1);
    w.github.faults.splice(0); // GitHub is well again
    // Right after one of the push run's polls (10 s apart), the job ends and the schedule's sweep runs.
    w.clock.service = 61_000;
    const swept = await w.sweep();
    expect(swept.exitCode).toBe(0);
    // The follow-up the sweep sent ends; the push's run, polling, finds the job free.
    w.clock.service = 200_000;
    await pushed;
    // Was: 2 — the sweep's "untold" head, then the push's own run.
    expect(w.messages().filter((m) => m.includes('Add the --flag option'))).toHaveLength(1);
  });
});
