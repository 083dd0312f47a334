/**
 * Was broken: `start --no-wait --require-pr` (or --fail-on, --fail-fast) took the flag and dropped
 * it: the command ends when the job is started, so nothing reads how it ends, and a script that
 * meant "fail without a pull request" passed.
 *
 * docs/cli.md: "A flag a command has no use for is refused (exit 3) rather than dropped".
 *
 * Now, as promised: refused before anything is sent, naming the flag and `wait` as the way to judge
 * the job later; the action's `wait: false` step says the same input is not used.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { readInputs } from '../src/inputs/inputs.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({ jobs: { 'job-1': [{ job: { status: 'completed', prLink: null } }] } });
});
afterAll(() => service.close());

describe('a command that does not wait, given a flag that judges the ending', () => {
  it.each([
    ['start', ['--prompt', 'Document the flag'], '--require-pr'],
    ['start', ['--prompt', 'Document the flag'], '--fail-fast'],
    ['start', ['--prompt', 'Document the flag'], '--fail-on=archived'],
    ['message', ['job-1', '--message', 'Also the flag'], '--require-pr'],
  ])('%s %s --no-wait %s: refused, nothing sent', async (command, rest, flag) => {
    const ran = await runCli([command, ...rest, '--no-wait', flag, '--base-url', service.url, '--json']);
    expect(ran.code).toBe(3);
    const name = flag.replace(/^--/, '').replace(/=.*/, '');
    expect(ran.err).toContain(`'${command} --no-wait' takes no --${name}`);
    expect(ran.err).toContain(`wait-for-agent-job wait JOB_ID --${name}`);
    expect(JSON.parse(ran.out.trim())).toMatchObject({ 'exit-code': 3 });
    expect(service.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it.each(['--require-pr=false', '--fail-fast=no', '--fail-on=failed'])(
    'start --no-wait %s, asking for nothing beyond the default, is taken',
    async (flag) => {
      const ran = await runCli(['start', '--prompt', 'Document it', '--no-wait', flag, '--base-url', service.url]);
      expect(ran.err).not.toContain('takes no --');
      expect(ran.code).toBe(0);
    },
  );

  it('the same flag with a wait is taken', async () => {
    const ran = await runCli(['wait', 'job-1', '--require-pr', '--base-url', service.url]);
    expect(ran.err).not.toContain('takes no --require-pr');
  });
});

describe("the action's wait: false", () => {
  const required = { 'project-id': 'proj_123', 'api-key': 'mint_abcdef0123456789', prompt: 'Document it' };
  it.each(['fail-on', 'require-pr', 'fail-fast'])("says '%s' is not used", (name) => {
    const value = name === 'fail-on' ? 'archived' : 'true';
    const inputs: Record<string, string> = { ...required, wait: 'false', [name]: value };
    const { warnings } = readInputs((input) => inputs[input] ?? '');
    expect(warnings).toEqual([expect.stringContaining(`'${name}' is set but 'wait' is false`)]);
  });

  it('says nothing when the step waits, when the input is not given, or holds its default (as the runner passes it)', () => {
    for (const inputs of [
      { ...required, wait: 'false', 'fail-on': 'failed', 'require-pr': 'false', 'fail-fast': 'false' } as Record<
        string,
        string
      >,
      { ...required, wait: 'true', 'require-pr': 'true' } as Record<string, string>,
      { ...required, wait: 'false' } as Record<string, string>,
    ])
      expect(readInputs((input) => inputs[input] ?? '').warnings).toEqual([]);
  });
});
