/**
 * A push run tells the job its news, then GitHub refuses every write of the comment that records
 * the head told (5xx through plugin-retry's tries): the head's check run still records it, so the
 * next event of the pull request does not tell the job the same push again, on the bundled action.
 * (A rate limit that holds every write of the run, the check run's too, is a limit docs/reliability.md
 * names.)
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(191_000);
const gh = () => w.github;
const told = () => w.messages().filter((m) => m.includes('Add the --flag option')).length;

describe('a push told, its record write refused by GitHub', () => {
  it('502 on every try of the comment write: the next event does not tell the push again', async () => {
    const fault = { status: 502, times: 20 };
    await w.start();
    await w.opened();
    w.push(HEADS[1]);
    gh().faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, ...fault });
    const pushed = await w.synchronize();
    expect(pushed.outputs.outcome).toBe('completed');
    expect(told()).toBe(1);
    gh().faults.length = 0;
    // The next event: a comment that sends nothing, which "tells the job a push it was not told".
    await w.comment('/docs-site', 'reader');
    expect(told()).toBe(1);
  });
});
