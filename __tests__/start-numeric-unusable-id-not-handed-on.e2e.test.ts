/**
 * Was broken: commit 097f7e5 stops handing on, as the output `job-id`, an id from an uncertain
 * start that no job can have, but only for ids given as text. An id given as a JSON number that
 * the start itself rejects (`-42`, `4.2`, `0`: the answer "has no usable job id", as
 * __tests__/start.test.ts pins) is still handed on: src/service/answers.ts `answeredId` turns any
 * number into text with String() and checks only that text (`"-42"` passes idProblem), while
 * `readJob`/`exactIds` read only whole positive numbers as ids. The step says the answer has no
 * usable job id and, in the same run, sets `job-id` to `-42`.
 *
 * How a user meets it: the service (or a proxy) answers a start 201 `{"id":-42,"status":"active"}`
 * or `{"id":4.2,...}`. The next step, `job-id: ${{ steps.docs.outputs.job-id }}`, waits for job
 * "-42", which no job is, and is told the job was not found; the README says an output is empty
 * when its value is unknown, and the commit's own promise is "only an id a job can have".
 *
 * What should happen instead: the same rule for both readers: an id the start calls unusable is
 * never handed on; `job-id` is empty, as for `"null"` or `"a/b"`.
 */
import { describe, expect, it } from '@jest/globals';
import { isStart, useGateway } from './helpers/gateway.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();
let answered: Record<string, unknown> = {};
const gateway = useGateway(
  () => sim.service().url,
  (passed) => (isStart(passed) ? { status: 201, body: JSON.stringify(answered) } : undefined),
);

describe('a start answered with a numeric id the start itself calls unusable', () => {
  it.each([-42, 4.2, 0])('id %p: the step says no usable id, and job-id is empty', async (id) => {
    answered = { id, status: 'active' };
    const run = await sim.act({ prompt: 'Document the --dry-run flag.', 'base-url': gateway.url() });

    expect(run.outputs.outcome).toBe('error');
    expect(run.summary).toContain('may have been started');
    // Observed: job-id "-42" / "4.2" / "0", beside "its answer has no usable job id".
    expect(run.outputs['job-id']).toBe('');
    expect(sim.requests().filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
