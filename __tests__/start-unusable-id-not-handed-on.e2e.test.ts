/**
 * Was broken: a start answered 201 with an id no job can have (`"null"`, `".."`, `"a/b"`) said
 * "may have been started", and still handed that id on as the `job-id` output.
 *
 * How a user meets it: the next step waits with `job-id: ${{ steps.docs.outputs.job-id }}` and is
 * told its input is bad (or asks the service for job "null"), when the README says "an output is
 * empty when its value is unknown".
 *
 * What should happen instead: only an id a job can have is handed on; with none, `job-id` is empty
 * and the step says the job may have been started, where to look, and that it did not retry.
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

describe('a start answered with an id no job can have', () => {
  it.each(['null', 'undefined', '..', 'a/b', 'job 7'])('id %j: job-id is empty, and no retry', async (id) => {
    answered = { id, status: 'active' };
    const run = await sim.act({ prompt: 'Document the --dry-run flag.', 'base-url': gateway.url() });

    expect(run.outputs.outcome).toBe('error');
    expect(run.outputs['job-id']).toBe('');
    expect(run.outputs.started).toBe('');
    expect(run.summary).toContain('may have been started');
    expect(sim.requests().filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('a usable id in an answer without a status is still handed on, so the job can be found', async () => {
    answered = { id: 'job-7' };
    const run = await sim.act({ prompt: 'Document the --dry-run flag.', 'base-url': gateway.url() });
    expect(run.outputs['job-id']).toBe('job-7');
  });
});
