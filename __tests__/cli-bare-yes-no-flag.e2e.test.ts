/**
 * Was broken: a yes/no flag given bare, as docs/cli.md itself writes it (`--require-pr`, `--fail-fast`,
 * `--allow-insecure-http`), gets Node's parseArgs words, whose fix is wrong, or a message about
 * something else. src/cli/args.ts declares the three as string flags and passes parseArgs' own error
 * on (only an unknown flag's words are rewritten):
 *   - followed by another flag: "Option '--require-pr' argument is ambiguous. Did you forget to
 *     specify the option argument for '--require-pr'? To specify an option argument starting with a
 *     dash use '--require-pr=-XYZ'." The fix it names, `--require-pr=-XYZ`, is refused in turn; the
 *     one that works (`--require-pr true`) is never said.
 *   - before the job id: `wait --require-pr job_123` takes the id as the flag's value and says
 *     "'wait' needs at least one job id: wait-for-agent-job wait JOB_ID [JOB_ID ...]." although the
 *     id was given: the flag at fault is not named.
 *
 * How a user meets it: docs/cli.md says "1 | it failed the policy: ... no pull request with
 * `--require-pr`", "a job that completed without the pull request `--require-pr` asks for", and
 * "`--fail-on`, `--require-pr` or `--fail-fast` (use `wait`)"; a user writes, in a GitLab job:
 *   wait-for-agent-job wait "$JOB_ID" --require-pr --output-file agent.env
 *   wait-for-agent-job wait --fail-fast job_1 job_2
 *
 * Fails now (observed on the bundle, exit 3):
 *   error: Option '--require-pr' argument is ambiguous. Did you forget to specify the option argument
 *   for '--require-pr'? To specify an option argument starting with a dash use '--require-pr=-XYZ'. ...
 *   error: 'wait' needs at least one job id: wait-for-agent-job wait JOB_ID [JOB_ID ...].
 *
 * What should happen instead: docs/cli.md, exit code 3: "bad usage or input: the message names the
 * flag and the fix". Either a bare yes/no flag means true (as the docs write it), or the refusal names
 * the flag and its fix (`--require-pr true` / 'true' or 'false'), never `=-XYZ`, never "no job id".
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
beforeAll(async () => {
  service = await startService({
    jobs: {
      'job-none': [{ job: { status: 'completed', prLink: null } }],
      'job-bad': [{ job: { status: 'failed' } }],
    },
  });
});
afterAll(() => service.close());

/** Accepted as true (`accepted` exit code), or refused with the flag and a fix that works. */
function acceptedOrNamed(ran: { code: number | null; err: string }, flag: string, accepted: number): void {
  expect(ran.err).not.toContain('XYZ');
  if (ran.code === accepted) return;
  expect(ran.code).toBe(3);
  const error = ran.err.split('\n').find((line) => line.startsWith('error: ')) ?? '';
  expect(error).toContain(flag);
  expect(error).toContain('true');
}

describe('a yes/no flag given bare, as docs/cli.md writes it', () => {
  it.each([
    ['--require-pr', ['wait', 'job-none', '--require-pr', '--poll-interval', '100ms'], 1],
    ['--fail-fast', ['wait', 'job-none', 'job-bad', '--fail-fast', '--poll-interval', '100ms'], 1],
    ['--allow-insecure-http', ['wait', 'job-none', '--allow-insecure-http', '--poll-interval', '100ms'], 0],
  ])('%s (%p): taken as true, or refused naming the flag and its fix', async (flag, args, accepted) => {
    const [command, ...rest] = args;
    const ran = await runCli([command ?? '', '--base-url', service.url, ...rest]);
    acceptedOrNamed(ran, flag, accepted);
  });

  it('wait --require-pr JOB_ID: never "needs at least one job id" when one was given', async () => {
    const ran = await runCli(['wait', '--require-pr', 'job-none', '--base-url', service.url]);
    expect(ran.err).not.toContain('needs at least one job id');
    acceptedOrNamed(ran, '--require-pr', 1);
  });
});
