/**
 * Was broken: when a push starts the pull request's new job (its docs pull request merged) and the
 * start is answered 502 after the service made the job while GitHub fails the comment's updates
 * (5xx), the lost start is kept only on the head's check run, which the next push never reads for
 * it: that push starts yet another job.
 *
 * Now, as promised: README "a 5xx leaves it unknown whether the job started ... on a pull request
 * the next push starts none either"; docs/pull-request.md: a run whose comment write failed (5xx
 * on every try) keeps its record on the check run, "and the next run must not tell it again".
 */
import { describe, expect, it } from '@jest/globals';
import { PR_STEP } from '../sim/pull-request.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { readRecord } from '../src/pull-request/record.ts';
import { isStart, useGateway } from './helpers/gateway.ts';
import { HEADS, ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(614_000);
const [, H2, H3] = HEADS;

/** The gateway answers the next `failStarts` starts 502, after the service made the job. */
let failStarts = 0;
const gateway = useGateway(
  () => w.sim.service().url,
  (passed) => {
    if (!isStart(passed) || failStarts === 0) return undefined;
    failStarts--;
    return { status: 502, body: '{"error":"Bad Gateway"}' };
  },
);

describe("a new job's start answered 502 after it was made, the comment's updates failing", () => {
  it('the next push does not start yet another job', async () => {
    const docs: Record<string, unknown> = {
      number: 101,
      state: 'open',
      user: { login: 'mintlify[bot]' },
      head: { sha: 'a'.repeat(40), ref: 'agent/job-started-1', repo: { full_name: 'acme/docs' } },
    };
    await w.start([], { pulls: { [ISSUE]: w.product, 'acme/docs#101': docs } });
    const readme = w.readme;
    w.readme = (extra = {}) => readme({ 'base-url': gateway.url(), ...extra });

    // The pull request's first job completes with its docs pull request, which is then merged.
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('completed');
    Object.assign(docs, { state: 'closed', merged: true, merged_at: new Date(w.github.now()).toISOString() });
    expect(w.starts()).toHaveLength(1);

    // A push starts the new job: the service makes it, the gateway answers 502, and GitHub fails
    // every update of the action's comment during that run (5xx): the check run keeps the record.
    w.push(H2);
    failStarts = 1;
    w.github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 502, times: 1_000 });
    const lost = await w.synchronize();
    w.github.faults.length = 0;
    expect(w.starts()).toHaveLength(2);
    expect(lost.outputs.outcome).toBe('error');
    expect(w.log(lost)).toContain('The job may have been started');
    expect(w.log(lost)).toContain('Could not update the pull request comment');
    const [checkRun] = w.checkRunsOn(H2);
    expect(checkRun?.conclusion).toBe('failure');
    // The check run's record says the start's answer was lost.
    expect(readRecord(checkRun?.external_id, PR_STEP, DEMO_API_KEY)).toMatchObject({
      kind: 'prompt',
      unanswered: true,
    });

    // GitHub is well again; the author pushes once more.
    w.push(H3);
    const next = await w.synchronize();
    // The push before may have made a job: no further one is started blindly, and the log says why.
    expect(w.starts()).toHaveLength(2);
    expect(w.log(next)).toContain('its answer was lost, so the service may have started a job');
  });
});
