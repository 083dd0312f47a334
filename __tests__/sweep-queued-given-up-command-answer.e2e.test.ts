/**
 * A queued turn given up after its day answers its `/docs` command 😕 only when that is true and
 * done: a command a sweep sent (its 🚀 made, its record refused by GitHub) is not answered 😕 nor
 * said unsent; reactions GitHub will not list, or a 😕 it keeps refusing, leave the turn queued
 * for the next sweep, never claimed; one 502 on the 😕 is sent again. From a helper's repros.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(971_000);

const stillQueued = (): boolean => w.records().some((record) => record.pending?.queued);
const bad = (method: string, path: RegExp, times: number) => ({
  method,
  path,
  status: 502,
  body: { message: 'Bad gateway' },
  times,
});

const gone = { 'base-url': 'http://127.0.0.1:9' };

/** The queued command's turn past its day, the job unreadable all the while: the next sweep gives it up. */
async function unreadPastItsDay(): Promise<number> {
  const id = await w.commandTimedOutUnsent();
  w.clock.service = 200_000;
  await w.sweep(gone);
  w.deadlinesPassed();
  return id;
}

/** The sweep sends the command (🚀), then GitHub refuses every write of its record: the comment still says queued. */
async function sentButRecordRefused(): Promise<number> {
  const id = await w.commandTimedOutUnsent();
  w.clock.service = 120_000;
  const write = /\/issues\/comments\/\d+$/;
  w.github.faults.push(
    { method: 'PATCH', path: write, status: 200, until: Promise.resolve() },
    bad('PATCH', write, 100),
  );
  await w.sweep();
  w.github.faults.splice(0);
  expect(w.messages().filter((message) => message.includes('--verbose'))).toHaveLength(1);
  expect(w.reactionsOn(id)).toContain('rocket');
  expect(stillQueued()).toBe(true);
  return id;
}

describe('a queued turn given up after its day', () => {
  it('does not answer 😕, nor call unsent, a command a sweep sent whose record was lost', async () => {
    const id = await sentButRecordRefused();
    w.deadlinesPassed();
    w.clock.service = 130_000;
    const last = await w.sweep();
    expect(w.reactionsOn(id)).not.toContain('confused');
    expect(last.stdout).not.toMatch(/was not sent: it is answered 😕/);
    expect(last.stdout).toMatch(/::warning::.*The queued command \(comment \d+\) was sent, as its 🚀 says/);
  });

  it("whose command's reactions GitHub does not list, writes no 😕 and stays queued for the next sweep", async () => {
    const id = await sentButRecordRefused();
    w.deadlinesPassed();
    w.clock.service = 130_000;
    w.github.faults.push(bad('GET', new RegExp(`/issues/comments/${id}/reactions$`), 100));
    const last = await w.sweep();
    w.github.faults.splice(0);
    expect(w.reactionsOn(id)).not.toContain('confused');
    expect(last.stdout).toMatch(/::warning::.*could not be read, or its 😕 could not be made: its turn stays queued/);
    expect([stillQueued(), w.labelled()]).toEqual([true, true]);
  });

  it('whose 😕 GitHub keeps refusing stays queued, and the next sweep answers it', async () => {
    const id = await unreadPastItsDay();
    w.github.faults.push(bad('POST', new RegExp(`/issues/comments/${id}/reactions$`), 100));
    const refused = await w.sweep(gone);
    w.github.faults.splice(0);
    expect(refused.stdout).not.toMatch(/was not sent: it is answered 😕/);
    expect([w.reactionsOn(id).includes('confused'), stillQueued(), w.labelled()]).toEqual([false, true, true]);
    const next = await w.sweep(gone);
    expect(next.stdout).toMatch(/was not sent: it is answered 😕/);
    expect([w.reactionsOn(id).includes('confused'), stillQueued(), w.labelled()]).toEqual([true, false, false]);
  });

  it('sends a 😕 that met one 502 again, and answers the command', async () => {
    const id = await unreadPastItsDay();
    w.github.faults.push(bad('POST', new RegExp(`/issues/comments/${id}/reactions$`), 1));
    const last = await w.sweep(gone);
    w.github.faults.splice(0);
    expect(last.stdout).toMatch(/was not sent: it is answered 😕/);
    expect([w.reactionsOn(id).includes('confused'), stillQueued(), w.labelled()]).toEqual([true, false, false]);
  });

  it('with a push beside it, keeps the command whose reactions are unlisted, and says only the rest finished', async () => {
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 10_000;
    const { id } = await w.commandRun('/docs add an example of --verbose');
    await w.prRun('synchronize', HEADS[1]);
    w.deadlinesPassed();
    w.clock.service = 20_000;
    await w.sweep(gone);
    w.deadlinesPassed();
    w.github.faults.push(bad('GET', new RegExp(`/issues/comments/${id}/reactions$`), 100));
    const last = await w.sweep(gone);
    w.github.faults.splice(0);
    const warnings = last.stdout.split('\n').filter((line) => line.startsWith('::warning::'));
    expect(warnings.filter((line) => /its turn stays queued/.test(line))).toHaveLength(1);
    expect(
      warnings.filter((line) => /the rest of what was queued for job .* is finished for good/.test(line)),
    ).toHaveLength(1);
    expect(warnings.filter((line) => /: what was queued for job/.test(line))).toEqual([]);
    expect([w.reactionsOn(id).includes('confused'), stillQueued(), w.labelled()]).toEqual([false, true, true]);
  });
});
