/**
 * Was broken (a helper, GitHub on a bad day): the sweep's `on-finish-dispatch` met one secondary
 * rate limit (429, no wait named) and gave up within its 30 s, warning "the job is finished, so no
 * later run sends it": GitHub had not acted, and nothing sent the review workflow. A rate-limited
 * dispatch is now sent again on a budget that outlasts the limit's minute.
 */
import { describe, expect, it } from '@jest/globals';
import { budgetFor } from '../src/common/budget.ts';
import type { CodeHost } from '../src/pull-request/code-host.ts';
import type { Answer } from '../src/pull-request/host.ts';
import { createLog, type ActionIO } from '../src/output/log.ts';
import { dispatchOnFinish } from '../src/step/finish-dispatch.ts';
import { EventClock } from './helpers/event-clock.ts';

function io(lines: string[]): ActionIO {
  const say = (m: string) => void lines.push(m);
  return {
    ...{
      getInput: () => '',
      setSecret: () => undefined,
      setOutput: () => undefined,
      info: say,
      debug: () => undefined,
    },
    ...{ isDebug: () => false, notice: say, warning: say, error: say, setFailed: say },
    ...{ startGroup: () => undefined, endGroup: () => undefined, writeSummary: async () => undefined },
  };
}

const LIMITED = {
  ok: false,
  status: 429,
  cause: 'GitHub kept limiting the rate (HTTP 429)',
  rateLimited: true,
} as const;

describe('a dispatch GitHub rate-limited', () => {
  it('is sent again once, on a budget that outlasts an unnamed limit', async () => {
    const clock = new EventClock();
    const lines: string[] = [];
    const deadlines: number[] = [];
    const answers: Array<Answer<null>> = [LIMITED, { ok: true, value: null }];
    const codeHost = {
      dispatchWorkflow: async (_t: string, _w: unknown, _i: unknown, budget: { deadline: number }) => {
        deadlines.push(budget.deadline - clock.now());
        return answers.shift() ?? LIMITED;
      },
    } as unknown as CodeHost;
    await clock.run(
      dispatchOnFinish({
        deps: { log: createLog(io(lines), []), codeHost, clock, signal: new AbortController().signal },
        token: 'ghs_x',
        where: { owner: 'acme', repo: 'product', file: 'review.yml', ref: 'main' },
        inputs: { 'job-id': 'job-1', outcome: 'completed', 'pr-link': '', 'pull-request': '5', 'head-sha': '' },
        budget: () => budgetFor(clock, 30_000),
      }),
    );
    expect(deadlines).toEqual([30_000, 90_000]);
    expect(lines).toEqual(['Dispatched review.yml on main for job job-1 (completed).']);
  });
});
