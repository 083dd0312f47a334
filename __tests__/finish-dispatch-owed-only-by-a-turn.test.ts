/**
 * Was broken (a helper, GitHub on a bad day): a review's run whose let-go record could not be
 * written (another run held the lease) sent nothing and ended `skipped`, then warned "Workflow
 * review.yml is not dispatched: job … had not ended when this step stopped (skipped) … send it by
 * hand: gh workflow run …" for a job that had got nothing from it. A run owes the dispatch only for
 * a turn it sent: ended, it sends it; still at work, it says how to send it; no turn, nothing.
 */
import { describe, expect, it } from '@jest/globals';
import type { CodeHost } from '../src/pull-request/code-host.ts';
import type { Trigger } from '../src/pull-request/host.ts';
import { createLog } from '../src/output/log.ts';
import { NOTHING_TO_DO, type Outcome } from '../src/common/outcome.ts';
import { dispatchAfterWaiting } from '../src/step/finish-dispatch.ts';
import { EventClock } from './helpers/event-clock.ts';
import { FakeIO } from './helpers/fake-io.ts';

const trigger = { owner: 'acme', repo: 'product', pullNumber: 5, headSha: 'a'.repeat(40), defaultBranch: 'main' };
const config = { onFinishDispatch: 'review.yml', visibility: { reportToken: 'ghs_x' } };

async function finish(outcome: Outcome) {
  const io = new FakeIO({});
  const dispatched: unknown[] = [];
  const codeHost = {
    dispatchWorkflow: async (_t: string, _w: unknown, inputs: unknown) => {
      dispatched.push(inputs);
      return { ok: true, value: null };
    },
  } as unknown as CodeHost;
  const clock = new EventClock();
  const deps = { log: createLog(io, []), codeHost, clock, signal: new AbortController().signal };
  const outputs = { 'job-id': 'job-1', outcome };
  await clock.run(dispatchAfterWaiting(deps, config as never, trigger as unknown as Trigger, outputs));
  return { dispatched, warnings: io.named('warning').map(([line]) => line ?? '') };
}

describe("a step's own on-finish-dispatch", () => {
  it.each(['completed', 'failed', 'archived', 'timed-out', 'not-found'] as const)(
    'is sent for a turn that %s',
    async (outcome) => {
      const { dispatched, warnings } = await finish(outcome);
      expect(dispatched).toHaveLength(1);
      expect(warnings).toEqual([]);
    },
  );

  it.each(['started', 'cancelled', 'error', 'unauthorized'] as const)(
    'is left to be sent by hand, said, for a turn still at work (%s)',
    async (outcome) => {
      const { dispatched, warnings } = await finish(outcome);
      expect(dispatched).toHaveLength(0);
      expect(warnings).toEqual([expect.stringContaining('send it by hand: gh workflow run review.yml')]);
    },
  );

  it.each(['skipped', ...NOTHING_TO_DO] as const)(
    'is not owed, nor said, when the run sent nothing (%s)',
    async (outcome) => {
      const { dispatched, warnings } = await finish(outcome);
      expect(dispatched).toHaveLength(0);
      expect(warnings).toEqual([]);
    },
  );
});
