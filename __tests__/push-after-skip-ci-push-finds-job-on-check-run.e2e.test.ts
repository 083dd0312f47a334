/**
 * Was broken (the class of docs-command-job-on-earlier-head-check-run, on a push's run): while
 * GitHub refused every write of the pull request's comment, the opened run recorded its job on
 * H1's check run alone. A push to H2 ran no workflow (`[skip ci]` in its message), then a push to
 * H3 did: its run read the check runs of H3 and of the head its event names as replaced (H2),
 * found no record, and started a second job.
 *
 * Now a run whose comment names no job (none of it found, or it names none) reads the check runs
 * of the pull request's earlier commits too, newest first, whatever its event.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(77_000);
const [, H2, H3] = HEADS;

describe("a push after a [skip ci] push, GitHub refusing the pull request's comment all along", () => {
  it('tells the one job its check run records, and starts no second', async () => {
    await w.start([{ method: 'POST', path: /\/issues\/5\/comments$/, status: 502, times: 1000 }]);
    await w.opened();
    w.push(H2);
    w.push(H3!);
    const pushed = await w.synchronize();
    expect(w.log(pushed)).not.toContain('This run starts a new job');
    expect(w.starts()).toHaveLength(1);
  });
});
