/**
 * Was broken: with MINTLIFY_ADMIN_API_KEY (or the project) missing, the command line reports only
 * that, and says nothing of a bad --timeout or --fail-on given beside it, which it reports only on
 * the next run once the key is set.
 *
 * Now, as promised: README "Every input problem is reported at once, each naming its input and the
 * fix, before any request."; docs/cli.md "The flags carry the action's inputs of the same name,
 * with the same checks" (the action, given an empty api-key and a bad timeout, names both).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { runAction } from '../sim/run-action.ts';
import { DEMO_PROJECT_ID } from '../sim/service.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => service.close());

const errorLines = (err: string): string[] => err.split('\n').filter((line) => line.startsWith('error:'));

describe('a missing key or project does not hide the other input problems', () => {
  it('the action names the empty api-key and the bad timeout and fail-on in one go (for comparison)', async () => {
    const run = await runAction(
      {
        'project-id': DEMO_PROJECT_ID,
        'api-key': '',
        'base-url': service.url,
        'job-id': 'job-pr',
        timeout: '25h',
        'fail-on': 'failled',
      },
      { killAfterMs: 20_000 },
    );
    const error = run.annotations.find((a) => a.command === 'error')?.message ?? '';
    expect(error).toContain("'api-key'");
    expect(error).toContain("'timeout'");
    expect(error).toContain("'fail-on'");
    expect(service.requests).toHaveLength(0);
  });

  it('wait with MINTLIFY_ADMIN_API_KEY unset: --timeout and --fail-on are named with the key', async () => {
    const ran = await runCli(
      ['wait', 'job-pr', '--base-url', service.url, '--timeout', '25h', '--fail-on', 'failled', '--json'],
      { MINTLIFY_ADMIN_API_KEY: '' },
    );
    expect(ran.code).toBe(3);
    const lines = errorLines(ran.err).join('\n');
    expect(lines).toContain('MINTLIFY_ADMIN_API_KEY');
    expect(lines).toContain('--timeout');
    expect(lines).toContain('--fail-on');
    const json = JSON.parse(ran.out) as { error: string };
    expect(json.error).toContain('--timeout');
    expect(json.error).toContain('--fail-on');
    expect(service.requests).toHaveLength(0);
  });

  it('wait with MINTLIFY_PROJECT_ID unset: --timeout and --fail-on are named with the project', async () => {
    const ran = await runCli(
      ['wait', 'job-pr', '--base-url', service.url, '--timeout', '25h', '--fail-on', 'failled'],
      { MINTLIFY_PROJECT_ID: '' },
    );
    expect(ran.code).toBe(3);
    const lines = errorLines(ran.err).join('\n');
    expect(lines).toContain('MINTLIFY_PROJECT_ID');
    expect(lines).toContain('--timeout');
    expect(lines).toContain('--fail-on');
    expect(service.requests).toHaveLength(0);
  });
});
