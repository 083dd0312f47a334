/**
 * Was broken: a job id given as a command's argument, as every example of docs/cli.md and `--help`
 * gives it (`wait-for-agent-job wait job_123`, `message job_123 --message ...`), is named in the
 * command's errors as `--job-id`, a flag the user never passed. src/cli/io.ts turns the action's
 * input name 'job-id' into `--job-id` whatever the id's source (src/cli/args.ts merges the
 * arguments and the `--job-id` flags into one input), as it once did for the key and the project
 * (see cli-misnamed-input-source.e2e.test.ts, fixed for those two only).
 *
 * How a user meets it: in GitLab CI, `wait-for-agent-job wait "$JOB_IDS"` with two ids in one
 * quoted variable, or a typo'd id; or `message job_123 ...` for a job of another project.
 *
 * Was:
 *   $ wait-for-agent-job wait "job 1"
 *   error: --job-id is "job 1", which is not an id: ... Check the value given.
 *   $ wait-for-agent-job message job-zzz --message hi
 *   error: Agent job job-zzz: The service has no job 'job-zzz' ... Check --job-id and MINTLIFY_PROJECT_ID. ...
 *   $ wait-for-agent-job wait job-zzz
 *   error: ... that --job-id comes from the command that started the job ...
 *
 * Now, as promised: docs/cli.md, Commands: "a message names the flag,
 * `MINTLIFY_PROJECT_ID` or `--api-key-file` the value came from". The id came from the command's
 * JOB_ID argument: the message names that (say "the job id argument"), not `--job-id`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

describe('a job id given as the command argument', () => {
  it('that is no id: refused (3) without naming a --job-id flag that was never given', async () => {
    const run = await runCli(['wait', 'job 1', '--base-url', service.url]);
    expect(run.code).toBe(3);
    expect(run.err).toContain('"job 1"');
    expect(run.err).not.toContain('--job-id');
  });

  it('that the service does not have (message): 4, without naming --job-id', async () => {
    const run = await runCli(['message', 'job-zzz', '--message', 'hi', '--base-url', service.url]);
    expect(run.code).toBe(4);
    expect(run.err).toContain("no job 'job-zzz'");
    expect(run.err).not.toContain('--job-id');
  });

  it('that the service does not have (wait): 4, without naming --job-id', async () => {
    const run = await runCli(['wait', 'job-zzz', '--base-url', service.url, '--poll-interval', '100ms']);
    expect(run.code).toBe(4);
    expect(run.err).toContain("no job 'job-zzz'");
    expect(run.err).not.toContain('--job-id');
  });
});
