/**
 * Was broken (a helper's trial as a user from the README): `fail-on: ","` (or `--fail-on ,`, an
 * expression that joined nothing) read as a list of no status, so a failed job passed the step
 * (exit 0) with only a warning, while an empty `fail-on` takes the default and `--fail-on ""` is
 * refused. A value that names no status is bad input, said with the fix.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { runAction } from '../sim/run-action.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

describe("a 'fail-on' that names no status", () => {
  it('fails the action before anything is read, naming the input and the fix', async () => {
    const inputs = { 'project-id': DEMO_PROJECT_ID, 'api-key': DEMO_API_KEY, 'base-url': service.url };
    const run = await runAction({ ...inputs, 'job-id': 'job-failed', 'fail-on': ' , ' });
    expect(run.exitCode).toBe(1);
    expect(run.annotations.map((a) => a.message).join('\n')).toMatch(
      /'fail-on' is ",", which names no status; use a comma-separated list of 'failed' and 'archived', or 'none'/,
    );
    expect(run.outputs.outcome).toBe('error');
  });

  it('is bad usage on the command line (exit 3)', async () => {
    const ran = await runCli(['wait', 'job-failed', '--fail-on', ',', '--base-url', service.url]);
    expect(ran.code).toBe(3);
    expect(ran.err).toMatch(/fail-on.*names no status/);
  });
});
