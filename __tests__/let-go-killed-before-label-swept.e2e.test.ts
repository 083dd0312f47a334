/**
 * Was broken: a `wait: sweep` step wrote its pending record and only then put on the label by
 * which a sweep finds the pull request. Killed between the two (a lost runner), the record said a
 * sweep would finish the job, but no sweep ever read the pull request: its check run stayed in
 * progress until someone pushed or commented.
 *
 * Now the label goes on before the record (and again after it, for a sweep that read the label
 * first and took it off as stale): a kill at any of those writes leaves either no pending record
 * or a label a sweep finds. The run is killed at the arrival of the last label request, found by
 * the same run unstopped (GitHub holds it, never acting on it).
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();

/** Where the opening run's last label request is, counted from its first GitHub request. */
async function lastLabelRequest(): Promise<number> {
  await w.fresh();
  const from = w.github.requests.length;
  await w.prRun('opened', HEADS[0]);
  const trace = w.trace().slice(from);
  const at = trace.findLastIndex((route) => /^POST .*\/issues\/5\/labels$/.test(route));
  expect(at).toBeGreaterThan(0);
  return at;
}

describe("a let-go step killed at its label's write", () => {
  it('is found and finished by the next sweep', async () => {
    const at = await lastLabelRequest();
    await w.fresh();
    const killed = await w.prRun('opened', HEADS[0], {}, { n: at, mode: 'KILL' });
    expect(killed.signal).toBe('SIGKILL');
    expect(w.lastStop.route).toMatch(/^POST .*\/issues\/5\/labels$/);
    expect(w.pendingRecords()).toHaveLength(1);
    expect(w.labelled()).toBe(true);

    w.clock.service = 61_000;
    const swept = await w.sweep();
    expect(swept.exitCode).toBe(0);
    expect({ inProgress: w.inProgress().length, label: w.labelled(), starts: w.starts().length }).toEqual({
      inProgress: 0,
      label: false,
      starts: 1,
    });
  });
});
