/**
 * Was broken: a yes/no flag followed by a value that is not one of its six words (`0`, `1`, a typo
 * such as `ture`) is taken as the flag given bare (true), and the value as one more JOB_ID. So
 * `--require-pr 0`, meant as "false", turns --require-pr ON and waits for a job named "0".
 * Observed (exit 4):
 *   $ wait-for-agent-job wait job-no-pr --require-pr 0
 *   Waiting for 2 jobs of project demo-project at ...
 *   error: Agent job job-no-pr: completed without a pull request: ... --require-pr is true, so the
 *     command fails; ...
 *   error: Agent job 0: not found: The service has no job '0' in project 'demo-project' (HTTP 404:
 *     Job not found). Check that MINTLIFY_PROJECT_ID is the id shown ..., that the JOB_ID argument
 *     comes from the command that started the job, ...
 * The message sends the user to their project id and job id; the flag at fault is never named, and
 * the policy applied is the opposite of the one asked for. The action, given `require-pr: 0` or
 * `ture`, refuses it at once: "'require-pr' is "ture"; use 'true' or 'false'" (exit before any
 * request). `--fail-fast=ture` is refused too; only the space-separated form slips through.
 *
 * How a user meets it: a CI passes its own flag variable, `--require-pr "$REQUIRE_PR"` with
 * REQUIRE_PR=0 (or 1), or types `--require-pr ture`.
 *
 * What should happen instead: docs/cli.md: "The flags carry the action's inputs of the same name,
 * with the same checks" and exit 3 "bad usage or input: the message names the flag and the fix".
 * A word right after a yes/no flag that reads as a yes/no value but is not one of its words (0, 1,
 * a near-miss of true/false) is refused, exit 3, naming the flag and its words; it is never read
 * as a job id and never turns the flag on.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
beforeAll(async () => {
  service = await startService({ activeReads: 0 });
});
afterAll(() => service.close());

const readsOf = (id: string): number =>
  service.requests.filter((r) => r.method === 'GET' && r.url.endsWith(`/job/${id}`)).length;

describe('a yes/no flag followed by a non-word value', () => {
  it.each([
    ['--require-pr', '0'],
    ['--require-pr', '1'],
    ['--require-pr', 'ture'],
    ['--fail-fast', '0'],
  ])('wait job-no-pr %s %s: refused naming the flag, never a job id', async (flag, value) => {
    const ran = await runCli(['wait', 'job-no-pr', flag, value, '--base-url', service.url, '--poll-interval', '100ms']);
    expect(readsOf(value)).toBe(0);
    expect(ran.code).toBe(3);
    const error = ran.err.split('\n').find((line) => line.startsWith('error: ')) ?? '';
    expect(error).toContain(flag);
    expect(error).not.toMatch(/no job/);
  });
});
