/**
 * Was broken: a sweep killed after the 🚀 of a queued /docs is adopted by the next sweep as having
 * told the head the command was queued at (9c1b9d0), whatever the message told: sent alone (a
 * draft), the push is then never told; sent with a newer head's news, that newer commit is told a
 * second time.
 *
 * Now, as promised: docs/pull-request.md "Every run, whatever its event": "Sent alone, the command
 * tells the job nothing of a push: its record keeps no head, so the next run tells the push";
 * "Never twice ... a burst of pushes is one follow-up naming all of their commits"; docs/sweep.md:
 * a 🚀'd command is adopted as the sent turn, "never sent again".
 */
/**
 * How a user meets it (`wait: sweep`): while the job works, the author pushes H1 ("Add the --flag
 * option") and a lead writes `/docs add a table`; both are queued. The author then converts the
 * pull request to a draft (no run: the recipe does not listen to converted_to_draft). The job
 * ends; the sweep reads the pull request as a draft, so it sends the queued command alone, no
 * push news ("one made a draft since gets no push's news (a queued command still goes)"), makes
 * the 🚀 and is SIGKILLed there. The next sweep adopts the 🚀 (9c1b9d0) and records the turn as
 * telling the queued head H1, which the job never heard of. The author marks the pull request
 * ready: its run compares from H1, finds nothing new, and the --flag commit is never told.
 *
 * Without the kill (the control in the same file), the sweep records the command "sent alone"
 * with no head, and the ready_for_review run tells H1: the promise holds there.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { sweepKilledAfterRocket } from './helpers/kill-after-rocket.ts';
import { HEADS, ISSUE, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());

async function queueThenDraft(): Promise<number> {
  await w.fresh();
  await w.prRun('opened', HEADS[0]);
  const push = await w.prRun('synchronize', HEADS[1]);
  expect(push.log.join('\n')).toContain('is busy, so nothing is sent now');
  const { id, run } = await w.commandRun('/docs add a table');
  expect(run.log.join('\n')).toContain('is busy, so nothing is sent now');
  // Converted to a draft while the job works (no workflow run for it).
  w.pulls[ISSUE]!.draft = true;
  w.clock.service = 70_000;
  return id;
}

async function readyAgain() {
  w.pulls[ISSUE]!.draft = false;
  w.clock.service += 70_000;
  await w.prRun('ready_for_review', HEADS[1]);
}

describe('a sweep killed after the 🚀 of a queued /docs it sent alone (the pull request a draft)', () => {
  it('the push is still told once the pull request is ready again', async () => {
    const id = await queueThenDraft();
    const { killed } = await sweepKilledAfterRocket(w, id);
    expect(killed.signal).toBe('SIGKILL');
    // The command went alone: the draft owes no push news.
    expect(w.messages()).toHaveLength(1);
    expect(w.messages()[0]).toContain('add a table');
    expect(w.messages()[0]).not.toContain('Add the --flag option');

    for (let i = 0; i < 2; i++) {
      w.clock.service += 70_000;
      await w.sweep();
    }
    expect(w.messages()).toHaveLength(1);

    await readyAgain();
    const flagTold = w.messages().filter((m) => m.includes('Add the --flag option')).length;
    expect({ flagTold, messages: w.messages().length }).toEqual({ flagTold: 1, messages: 2 });
  });

  it('(control) without the kill, the ready run tells the push', async () => {
    await queueThenDraft();
    for (let i = 0; i < 3; i++) {
      await w.sweep();
      w.clock.service += 70_000;
    }
    expect(w.messages()).toHaveLength(1);
    expect(w.messages()[0]).not.toContain('Add the --flag option');
    await readyAgain();
    const flagTold = w.messages().filter((m) => m.includes('Add the --flag option')).length;
    expect({ flagTold, messages: w.messages().length }).toEqual({ flagTold: 1, messages: 2 });
  });
});

/**
 * How a user meets it (`wait: sweep`): while the job works, the author pushes H1 ("Add the --flag
 * option", queued) and a lead writes `/docs add a table` (queued at H1). The author pushes H2
 * ("Add the --other option"); that run's runner dies at its start, so nothing queues H2. The job
 * ends; the sweep reads the pull request as it is now (head H2) and sends ONE follow-up: both
 * commits, then the command; it makes the 🚀 and is SIGKILLed there. The next sweep adopts the 🚀
 * (9c1b9d0) recording the head the command was queued at (H1), not the one the message told (H2):
 * the same or the following sweep then finds H2 untold and tells the job "Add the --other option"
 * again.
 */
describe('a sweep killed after the 🚀 of a queued /docs whose message told a newer, unqueued head', () => {
  it('each commit reaches the job once', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0]);
    const push = await w.prRun('synchronize', HEADS[1]);
    expect(push.log.join('\n')).toContain('is busy, so nothing is sent now');
    const { id, run } = await w.commandRun('/docs add a table');
    expect(run.log.join('\n')).toContain('is busy, so nothing is sent now');
    // The push of H2: its runner dies at its first request.
    await w.prRun('synchronize', HEADS[2], {}, { n: 0, mode: 'KILL' });
    expect(w.lastStop.fired).toBe(true);

    w.clock.service = 70_000;
    const { killed } = await sweepKilledAfterRocket(w, id);
    expect(killed.signal).toBe('SIGKILL');
    expect(w.messages()).toHaveLength(1);
    expect(w.messages()[0]).toContain('Add the --other option');
    expect(w.messages()[0]).toContain('add a table');

    for (let i = 0; i < 4; i++) {
      w.clock.service += 70_000;
      await w.sweep();
    }
    const messages = w.messages();
    expect({
      other: messages.filter((m) => m.includes('Add the --other option')).length,
      flag: messages.filter((m) => m.includes('Add the --flag option')).length,
      table: messages.filter((m) => m.includes('add a table')).length,
    }).toEqual({ other: 1, flag: 1, table: 1 });
  });

  it('(control) without the kill, each commit reaches the job once', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0]);
    await w.prRun('synchronize', HEADS[1]);
    await w.commandRun('/docs add a table');
    await w.prRun('synchronize', HEADS[2], {}, { n: 0, mode: 'KILL' });
    w.clock.service = 70_000;
    for (let i = 0; i < 5; i++) {
      await w.sweep();
      w.clock.service += 70_000;
    }
    const messages = w.messages();
    expect({
      other: messages.filter((m) => m.includes('Add the --other option')).length,
      flag: messages.filter((m) => m.includes('Add the --flag option')).length,
      table: messages.filter((m) => m.includes('add a table')).length,
    }).toEqual({ other: 1, flag: 1, table: 1 });
  });
});
