/**
 * Was broken (a helper, as an attacker): the key without its public `mint_` prefix (20 of its 25
 * characters, `${KEY#mint_}`, a variable mixed up) given as a job id or a project id went into the
 * request path (`GET /v2/agent/demo-project/job/demo0123456789abcdef`), where servers and proxies
 * log it, and the step blamed a missing job. SECURITY.md: a piece of a secret is as secret as the
 * whole, and an input that holds the key is an input error before any request.
 *
 * Now an input holding a piece of a secret is refused before any request, naming the input.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { DEMO_API_KEY, startService, type SimulatedService } from '../sim/service.ts';
import { runAction } from '../sim/run-action.ts';
import { runCli } from './helpers/cli.ts';

jest.setTimeout(120_000);
let service: SimulatedService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());
const BODY = DEMO_API_KEY.slice('mint_'.length);

describe("the key's body given as an id", () => {
  it.each([
    ['wait', ['wait', BODY], 'the JOB_ID argument'],
    ['status --project-id', ['status', 'job1', '--project-id', BODY], '--project-id'],
  ])('the command line (%s) refuses it, exit 3, sending nothing', async (_shape, args, flag) => {
    const before = service.requests.length;
    const ran = await runCli([...args, '--base-url', service.url, '--timeout', '30s']);
    expect(ran.code).toBe(3);
    expect(ran.err).toMatch(/holds a secret \(the key or a token\), or a piece of one/);
    expect(ran.err).toContain(`${flag} holds`);
    expect(service.requests.length).toBe(before);
    expect(ran.err + ran.out).not.toContain(BODY);
  });

  it("the action refuses 'job-id' holding it, sending nothing", async () => {
    const before = service.requests.length;
    const run = await runAction(
      { 'project-id': 'demo-project', 'api-key': DEMO_API_KEY, 'base-url': service.url, 'job-id': BODY, timeout: '3s' },
      { killAfterMs: 25_000 },
    );
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain("'job-id' holds a secret (the api-key or a token), or a piece of one");
    expect(service.requests.length).toBe(before);
  });
});
