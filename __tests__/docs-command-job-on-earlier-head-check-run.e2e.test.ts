/**
 * Was broken (GitHub on a bad day, a helper's trial): while GitHub refused every write of the pull
 * request's comment, the opened run recorded its job on H1's check run alone. The head then moved
 * to H2 with no record on its check runs: the push's run could not create its check run (502), or
 * the push ran no workflow (`[skip ci]` in its message). A `/docs` comment's run read only the
 * head's check runs, said "No agent job was started on this pull request yet" and started a second
 * job.
 *
 * Now a comment's run that finds none of the action's comments reads the check runs of the pull
 * request's earlier commits too, newest first, as a run does whose comment names no job.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(76_000);
const [, H2] = HEADS;

describe("a /docs command on a head with no record, GitHub refusing the pull request's comment all along", () => {
  it.each([
    ["the push's check run refused", true],
    ['a [skip ci] push (no run)', false],
  ])('%s: goes to the one job', async (_what, pushRuns) => {
    await w.start([{ method: 'POST', path: /\/issues\/5\/comments$/, status: 502, times: 1000 }]);
    await w.opened();
    w.push(H2);
    if (pushRuns) {
      w.github.faults.push({ method: 'POST', path: /\/check-runs$/, status: 502, times: 1000 });
      await w.synchronize();
      w.github.faults.splice(1);
    }
    expect(w.checkRunsOn(H2)).toHaveLength(0);
    const commented = await w.comment('/docs mention the new flag', 'lead');
    expect(w.log(commented)).not.toContain('No agent job was started on this pull request yet');
    expect(w.starts()).toHaveLength(1);
    expect(w.messages().filter((message) => message.includes('mention the new flag'))).toHaveLength(1);
  });
});
