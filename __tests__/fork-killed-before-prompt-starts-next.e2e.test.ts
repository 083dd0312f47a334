/**
 * Was broken: on a fork's pull request (secrets and a write token sent to forks), the opening run
 * writes its start's "under way" record on the comment BEFORE the check run (comment-first order),
 * so a run killed at the check run's write, before the prompt ever went, leaves a false lost
 * start: the next push starts no job and says the service "may have started a job this action
 * cannot name".
 *
 * Now, as promised: docs/pull-request.md "Where the job is found": "A start's record is written on
 * the comment as the last write before the prompt goes: ... one killed before it has sent nothing,
 * and the next run starts the job."
 */
import { afterAll, expect, it } from '@jest/globals';
import { HEADS, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());

/** The pull request's head lives in a fork (a private repository sending secrets and a write token to forks). */
const fork = (sha: string) => ({ head: { sha, repo: { full_name: 'someone/product' } } });
/** A fork's run waits for its job itself: `wait: false` lets each run end on its own. */
const inputs = { wait: 'false' };

it("a fork's opening run killed before its prompt went: the next push starts the job", async () => {
  const seen: string[] = [];
  for (let n = 0; n <= 12; n++) {
    await w.fresh();
    await w.prRun('opened', HEADS[0], inputs, { n, mode: 'KILL' }, fork(HEADS[0]));
    const stop = w.lastStop;
    if (!stop.fired) break;
    // Only the kills that came before the prompt went: nothing reached the service.
    if (stop.servicePosts > 0) continue;
    const push = await w.prRun('synchronize', HEADS[1], inputs, undefined, fork(HEADS[1]));
    seen.push(
      `killed at ${stop.route}: the push started ${w.starts().length} job(s)` +
        (/may have started a job this action cannot name/.test(push.stdout)
          ? ', saying a lost start may have made one'
          : ''),
    );
  }
  expect(seen.length).toBeGreaterThan(3);
  // Killed before anything was sent, the next push starts the one job and speaks of no lost start.
  expect(seen).toEqual(seen.map((line) => line.replace(/started \d+ job\(s\).*/, 'started 1 job(s)')));
});
