/**
 * Was broken: 6de2bf9 names the job ids' source by one flag for all of them: `jobIdFlag` (src/cli/args.ts
 * commonArgs) is true as soon as one `--job-id` was given, and src/cli/main.ts then leaves the
 * action's 'job-id' to read `--job-id` in every message (src/cli/io.ts inCliWords). `wait` takes
 * ids from `--job-id` flags and JOB_ID arguments together (`[...flagged, ...rest]`), so an id that
 * came as an argument is blamed on `--job-id`: the user is told to fix a flag whose value is fine.
 *
 * How a user meets it: a CI script that waits for a job it knows plus the ones a previous stage
 * handed on: `wait-for-agent-job wait --job-id "$MAIN_JOB" $OTHER_JOBS`, where one of the other
 * ids is wrong (a typo, two ids in one quoted word, a job of another project).
 *
 * Was:
 *   $ wait-for-agent-job wait --job-id job-pr "bad 2"
 *   error: --job-id is "bad 2", which is not an id: ...
 *   $ wait-for-agent-job wait --job-id job-pr job-zzz
 *   error: Agent job job-zzz: The service has no job 'job-zzz' ... that --job-id comes from the
 *   command that started the job ...
 * ("bad 2" and job-zzz were given as JOB_ID arguments; --job-id job-pr is fine.)
 *
 * Now, as promised: docs/cli.md, Commands: "a message names the flag,
 * `MINTLIFY_PROJECT_ID`, `--api-key-file` or the JOB_ID argument the value came from". An id
 * given as an argument is named as the JOB_ID argument, whatever other ids came by the flag.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

describe('ids from --job-id and from JOB_ID arguments in one command', () => {
  it('an argument that is no id is not called --job-id', async () => {
    const run = await runCli(['wait', '--job-id', 'job-pr', 'bad 2', '--base-url', service.url]);
    expect(run.code).toBe(3);
    expect(run.err).toContain('"bad 2"');
    expect(run.err).not.toMatch(/--job-id is "bad 2"/);
    expect(run.err).toContain('JOB_ID argument');
  });

  it('an argument the service does not have is not blamed on --job-id', async () => {
    const run = await runCli([
      'wait',
      '--job-id',
      'job-pr',
      'job-zzz',
      '--base-url',
      service.url,
      '--poll-interval',
      '100ms',
    ]);
    expect(run.code).toBe(4);
    const line = run.err.split('\n').find((l) => l.includes("no job 'job-zzz'")) ?? '';
    expect(line).not.toBe('');
    expect(line).not.toContain('--job-id');
  });
});
