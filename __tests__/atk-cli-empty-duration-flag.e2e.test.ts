/**
 * Was broken: `--timeout ""` (and `--poll-interval ""`, `--fail-on ""`, `--require-pr ""`) is taken
 * as if the flag were not given: the command waits up to the default 30 minutes, with no word that
 * the value given was empty. src/cli/args.ts (flagValues: "a flag in its place, or empty, names
 * none") drops the empty value before any check sees it.
 *
 * Was: `wait job-failed --timeout ''` prints "polling every 10s, for up to 30m 00s." and goes on.
 *
 * How a user meets it: a CI job writes `--timeout "$AGENT_TIMEOUT"` and the variable is not set in
 * this pipeline (a typo, a protected variable on an unprotected branch): the job silently waits
 * 30 minutes instead of the 5 the team chose, holding a runner; an empty `--fail-on "$FAIL_ON"`
 * silently fails on `failed` only.
 *
 * What should happen instead: as `--project-id ""` already is (cli-empty-project-id-flag): exit 3,
 * naming the empty flag and the fix (give a value, or leave the flag out for the default); nothing sent.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

jest.setTimeout(60_000);
let service: SimulatedService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

describe.each(['--timeout', '--poll-interval', '--fail-on'])('%s given empty', (flag) => {
  it('is bad usage naming the flag, and nothing is sent', async () => {
    const before = service.requests.length;
    const ran = await runCli(['wait', 'job-failed', '--base-url', service.url, flag, '']);
    expect(ran.code).toBe(3);
    expect(ran.err).toContain(flag);
    expect(ran.err).toMatch(/empty/);
    expect(service.requests.length).toBe(before);
  });
});
