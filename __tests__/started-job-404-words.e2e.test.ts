/**
 * Was broken: when the job this very step (or `start`) started reads 404, the error tells the user
 * to check that 'job-id' (the CLI: --job-id) "comes from the step that started the job", an
 * input/flag the user never gave: the id came from the service's own answer to the start.
 *
 * Now, as promised: docs/endings.md, 404: "error naming the project and job ids, and what to
 * check"; docs/cli.md: "a message names the flag, MINTLIFY_PROJECT_ID, --api-key-file or the
 * JOB_ID argument the value came from".
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());
beforeEach(() => {
  service.reset();
  // The service takes the start and names a job, which its next read does not know (a replica
  // behind, a misrouted read): the step started it, no one gave a job id.
  service.failNextPost({ http: 201, body: JSON.stringify({ id: 'job-ghost', status: 'active' }) });
});

describe('a job this step started, then read 404', () => {
  it('the action (prompt:) does not send the user to check a job-id input it never had', async () => {
    const run = await runAction(
      {
        'project-id': DEMO_PROJECT_ID,
        'api-key': DEMO_API_KEY,
        'base-url': service.url,
        'poll-interval': '100ms',
        timeout: '20s',
        prompt: 'Document the --dry-run flag.',
      },
      { killAfterMs: 25_000 },
    );
    expect(run.outputs.outcome).toBe('not-found');
    expect(run.outputs.started).toBe('true');
    const error = run.annotations.find((a) => a.command === 'error')?.message ?? '';
    expect(error).toContain('job-ghost');
    // Now: "Check that 'project-id' is ..., that 'job-id' comes from the step that started the job, ..."
    expect(error).not.toContain("'job-id'");
    expect(run.summary).not.toContain('&#39;job-id&#39; comes from');
  }, 30_000);

  it('the command line (start) does not send the user to check a --job-id flag never given', async () => {
    const ran = await runCli([
      'start',
      '--prompt',
      'Document the --dry-run flag.',
      '--base-url',
      service.url,
      '--poll-interval',
      '100ms',
    ]);
    expect(ran.code).toBe(4);
    const error = ran.err.split('\n').find((l) => l.startsWith('error:')) ?? '';
    expect(error).toContain('job-ghost');
    // Now: "... that --job-id comes from the command that started the job, ..."
    expect(error).not.toContain('--job-id');
    expect(error).not.toContain('JOB_ID argument');
  }, 30_000);
});
