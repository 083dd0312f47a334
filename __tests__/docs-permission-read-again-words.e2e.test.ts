/**
 * A /docs run whose permission read failed, then read it again as it went on as the pull request's
 * event: the log says so, and never that the command was left for the next run or that its own run
 * was cancelled.
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(8_100_000);
describe('a /docs run whose permission read failed once, then read it again as an owed command', () => {
  it('does not say the command was left for the next run and that its own run was cancelled, then send it', async () => {
    await w.start();
    await w.opened();
    w.github.faults.push({ method: 'GET', path: /\/collaborators\/lead\/permission$/, status: 502, times: 4 });
    const run = await w.comment('/docs add a section on flags', 'lead');
    const log = w.log(run);
    expect(log).toContain('this run reads the permission again as it goes on');
    expect(log).toContain('The permission of lead could be read this time: this run sends their command');
    const sent = w.messages().filter((m) => m.includes('add a section on flags')).length;
    expect({
      sent,
      outcome: run.outputs.outcome,
      promisesNextRun: /never sent on doubt.*next run .*sends it/.test(log),
      blamesOwnRunCancelled: /was not sent by its own run \(cancelled while pending, or stopped\)/.test(log),
    }).toEqual({ sent: 1, outcome: 'completed', promisesNextRun: false, blamesOwnRunCancelled: false });
  });
});
