/**
 * Was broken: the command line read a yes/no flag (`--require-pr`, `--fail-fast`,
 * `--allow-insecure-http`) as given bare unless `true` or `false` followed, while the action reads
 * `yes`, `no`, `on` and `off` too: `--require-pr no` became `--require-pr true no`, the flag flipped
 * to true and `no` was waited for as a job (404, exit 4), or refused as a second prompt (`start`).
 *
 * How a user meets it: a CI script written as the action's `with:` is (`require-pr: no`).
 *
 * Now: docs/cli.md, "The flags carry the action's inputs of the same name, with the same checks":
 * the words are one rule (src/inputs/inputs.ts `isYesNoWord`) for both.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
beforeAll(async () => {
  service = await startService({
    jobs: {
      'job-none': [{ job: { status: 'completed', prLink: null } }],
    },
  });
});
afterAll(() => service.close());

describe("a yes/no flag with the action's own words after it", () => {
  it('wait JOB --require-pr no: false, as the action reads it; no job named "no" is read', async () => {
    const ran = await runCli(['wait', 'job-none', '--require-pr', 'no', '--base-url', service.url]);
    expect(service.requests.some((request) => request.url.endsWith('/job/no'))).toBe(false);
    expect(ran.err).not.toContain("no job 'no'");
    expect(ran.err).not.toContain('--require-pr is true');
    expect(ran.code).toBe(0);
  });

  it('wait JOB --fail-fast off: not a job id', async () => {
    const ran = await runCli(['wait', 'job-none', '--fail-fast', 'off', '--base-url', service.url]);
    expect(service.requests.some((request) => request.url.endsWith('/job/off'))).toBe(false);
    expect(ran.code).toBe(0);
  });

  it('start --require-pr no --prompt TEXT: not "Give the prompt once"', async () => {
    const ran = await runCli([
      'start',
      '--require-pr',
      'no',
      '--prompt',
      'Document the flag',
      '--no-wait',
      '--base-url',
      service.url,
    ]);
    expect(ran.err).not.toContain('Give the prompt once');
    expect(ran.code).toBe(0);
  });
});
