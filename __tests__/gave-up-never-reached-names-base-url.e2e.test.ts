/**
 * Was broken: when not one request ever reached the service (every one refused: a wrong port or
 * host in the base URL) and the 10-failures-in-a-row limit comes before the time-out, the ending
 * says only to wait for the service. Observed (CLI, `--poll-interval 100ms --timeout 10m`, a
 * closed port on 127.0.0.1, exit 5 after 35 s):
 *   error: Agent job job-pr: Gave up after 10 failed requests in a row (10 in all, over 35s); the
 *   last failed with connection refused (ECONNREFUSED). The service or the network to it is
 *   failing; run the command again once it answers.
 * The action says "... re-run the workflow once it answers again." Neither names the base URL,
 * although the same situation ending by the time-out first says "Whether the job runs is unknown:
 * check --base-url, the network and any proxy between this machine and the service", and
 * docs/endings.md promises for no answer: "check `base-url`, the network, a proxy". Which of the
 * two a user gets depends only on which limit comes first (about 7 minutes at the defaults).
 *
 * How a user meets it: a typo in the port or host of `--base-url` / `base-url` (a gateway, the
 * simulator on 8787 given as 8788) with the default 30m timeout: after ~7 minutes the advice is to
 * wait for a service that was never there.
 *
 * What should happen instead: an ending where no request was ever answered names the base URL as
 * the first thing to check (as the time-out ending does), whichever limit ended the wait.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { createServer } from 'node:net';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

jest.setTimeout(150_000);

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 9;
}

describe('10 refused requests in a row, none ever answered', () => {
  it('CLI wait and the action both name the base URL', async () => {
    const base = `http://127.0.0.1:${await closedPort()}`;
    const [cli, action] = await Promise.all([
      runCli(['wait', 'job-pr', '--base-url', base, '--poll-interval', '100ms', '--timeout', '10m']),
      runAction({
        'project-id': DEMO_PROJECT_ID,
        'api-key': DEMO_API_KEY,
        'base-url': base,
        'job-id': 'job-pr',
        'poll-interval': '100ms',
        timeout: '10m',
      }),
    ]);
    expect(cli.code).toBe(5);
    const cliError = cli.err.split('\n').find((line) => line.startsWith('error: ')) ?? '';
    expect(cliError).toMatch(/Gave up after 10 failed requests/);
    expect(cliError).toMatch(/--base-url/);

    expect(action.outputs.outcome).toBe('error');
    const actionError = action.annotations.find((a) => a.command === 'error')?.message ?? '';
    expect(actionError).toMatch(/Gave up after 10 failed requests/);
    expect(actionError).toMatch(/base-url/);
  });
});
