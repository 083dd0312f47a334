/**
 * Was broken: a `/docs` run that first finished the pull request's ended job (check run, comment,
 * label off) and was then killed or cancelled before it sent its command left that command
 * unanswered for good: no label was left, so no sweep looked at the pull request again.
 * Now, as promised (docs/pull-request.md: "Whatever a run was cancelled, timed out or died before
 * doing, the next run of any kind does"): the run's finish of the ended job reads what the pull
 * request owes as a sweep does, and records the command as a queued turn before it sends it; a run
 * stopped at any request of its own leaves either the job's turn pending (the label on) or the
 * command queued, and the schedule's next sweeps send it, once.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { HEADS, useKillWorld, type Stop } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());

/** The opening's job ended, no sweep yet; `/docs add a table`'s run stopped as `stop` says; three sweeps. */
async function commandStoppedThenSwept(stop: Stop) {
  await w.fresh();
  await w.prRun('opened', HEADS[0]);
  expect(w.labelled()).toBe(true);
  w.clock.service = 70_000; // the job has ended; no sweep ran yet
  const { id, run } = await w.commandRun('/docs add a table', stop);
  const requests = w.lastStop.requests;
  for (let i = 0; i < 3; i++) {
    w.clock.service += 70_000;
    await w.sweep();
  }
  const answered = w.github.reactions
    .filter((r) => r.commentId === id && ['rocket', 'confused'].includes(r.content))
    .map((r) => r.content);
  return { run, requests, outcome: { messages: w.messages(), answered } };
}

describe('a /docs run on a pull request whose let-go job has ended', () => {
  const sent = { messages: ['add a table'], answered: ['rocket'] };

  it('sends the command once, killed at none of its requests', async () => {
    const { run, outcome } = await commandStoppedThenSwept(undefined);
    expect(run.exitCode).toBe(0);
    expect(outcome).toEqual(sent);
  });

  // A kill that lands between the service taking the message and its 🚀 leaves it unrecorded: the
  // next run sends it again (docs/pull-request.md: "a send left unrecorded would be sent again").
  it('cancelled at any of its GitHub requests, the next sweeps send the command, once; killed, never lost', async () => {
    const { requests } = await commandStoppedThenSwept(undefined);
    expect(requests).toBeGreaterThan(10);
    for (let n = 0; n < requests; n += 3) {
      for (const mode of ['INT', 'KILL'] as const) {
        if (mode === 'KILL' && n % 2 === 1) continue;
        const { outcome } = await commandStoppedThenSwept({ n, mode });
        const at = `${mode}@${n}`;
        const got = mode === 'INT' ? outcome : { ...outcome, messages: [...new Set(outcome.messages)] };
        expect({ at, outcome: got }).toEqual({ at, outcome: sent });
      }
    }
  });
});
