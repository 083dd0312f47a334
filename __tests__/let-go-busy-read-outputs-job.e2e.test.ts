/**
 * Was broken: a `wait: sweep` step that reads its job, finds it busy and lets the runner go hands on
 * empty `job`, `model`, `repository`, `repository-url`, `ref` and `created-at` outputs (and
 * `results` with `repository`/`ref` null), though the read it made answered with the whole job
 * object. src/step/send-or-resume.ts: `queue()` builds the ending from the busy status alone
 * (`view: { status, warnings: [] }`, no `result.job`, no `result.body`), dropping the `body`
 * that `busyNow()` returned; `stillBusy()` (a re-run that lets go again) keeps the body but
 * builds the same bare view, so `model`, `ref`, `repository` ... stay empty there. 24eaae1 and
 * let-go-outputs-job-and-polls.e2e.test.ts fixed only the start's path (`send` keeps
 * `posted.view` and `posted.body`).
 *
 * How a user meets it: the recipe's `wait: sweep` step on a pull request. The job is started on
 * `opened`; a push (`synchronize`) or a `/docs` comment while the agent still works is queued
 * (headline "follow-up queued"). A later step reads `steps.docs.outputs.job` (`jq .source.ref`) or
 * `steps.docs.outputs.ref` to find the agent's branch, as it can after the start: it gets "".
 * The same after "Re-run jobs" of the opened run while the job is busy.
 *
 * Was: queued push: outputs `status` = "active" (read from that answer), but `job` = "",
 * `model` = "", `repository` = "", `ref` = "", `created-at` = "", and `results`
 * `[{"id":"job-started-1","status":"active",...,"repository":null,"ref":null}]`, after 3 requests
 * to the service (`polls` = "3"). Re-run: `job` is set, `model`/`ref`/`repository` are "".
 *
 * Now, as promised: README, Outputs: "Every output is set on every path ...; an output
 * is empty when its value is unknown." `job`: "The last job object, as one line of JSON"; `model`,
 * `repository`, `ref`, `created-at` come from that object. The step read it: they are known, as
 * the start's let-go sets them (let-go-outputs-job-and-polls.e2e.test.ts).
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(96_000);

/** The job as the service's own answer to a read gives it. */
const jobAsRead = async (id: string) => {
  const url = w.sim.inputs({})['base-url'];
  const response = await fetch(`${url}/v2/agent/demo-project/job/${id}`, {
    headers: { authorization: `Bearer ${w.sim.inputs({})['api-key']}` },
  });
  return (await response.json()) as {
    id: string;
    model: string;
    source: { repository: string; ref: string };
    createdAt: string;
  };
};

describe("a 'wait: sweep' step that reads its busy job and lets the runner go", () => {
  it("hands on the job it read when a push's follow-up is queued", async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    const id = opened.outputs['job-id'] ?? '';
    expect(opened.outputs.ref).not.toBe('');
    const before = w.sim.requests().length;
    // A push while the agent still works: the follow-up is queued, the runner let go.
    const push = await w.prRun('synchronize', HEADS[1]);
    expect(push.outputs.outcome).toBe('started');
    expect(w.messages()).toHaveLength(0);
    expect(w.sim.requests().length - before).toBeGreaterThan(0);
    expect(push.outputs.status).toBe('active');
    const job = await jobAsRead(id);
    expect(push.outputs.job).not.toBe('');
    expect(JSON.parse(push.outputs.job || 'null')).toMatchObject({ id, status: 'active' });
    expect(push.outputs.model).toBe(job.model);
    expect(push.outputs.ref).toBe(job.source.ref);
    expect(push.outputs['repository-url']).toBe(job.source.repository);
    expect(push.outputs['created-at']).toBe(job.createdAt);
    expect(JSON.parse(push.outputs.results ?? '[]')).toEqual([
      expect.objectContaining({ id, ref: job.source.ref, repository: opened.outputs.repository }),
    ]);
  });

  it('hands on the fields of the job a re-run read before letting go again', async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.model).not.toBe('');
    expect(opened.outputs.ref).not.toBe('');
    w.runId--;
    w.env = { GITHUB_RUN_ATTEMPT: '2' };
    const again = await w.prRun('opened', HEADS[0]);
    expect(again.outputs.outcome).toBe('started');
    expect(again.outputs.resumed).toBe('true');
    expect(w.starts()).toHaveLength(1);
    expect(JSON.parse(again.outputs.job || 'null')).toMatchObject({ status: 'active' });
    for (const name of ['model', 'repository', 'repository-url', 'ref', 'created-at'])
      expect([name, again.outputs[name]]).toEqual([name, opened.outputs[name]]);
  });
});
