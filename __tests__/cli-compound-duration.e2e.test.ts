/**
 * A duration of several parts (`1m30s`, `1h30m`), as Go's tools and many CI settings write one, is
 * read whole; parts out of order or repeated are refused, naming the flag and the forms it takes.
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

describe('a duration of several parts', () => {
  it.each([
    ['1m30s', '1m 30s'],
    ['1h30m', '1h 30m'],
  ])('--timeout %s waits up to %s', async (given, shown) => {
    const ran = await runCli([
      'wait',
      'job-no-pr',
      '--base-url',
      service.url,
      '--poll-interval',
      '100ms',
      '--timeout',
      given,
    ]);
    expect(ran.code).toBe(0);
    expect(ran.err).toContain(`for up to ${shown}`);
  });

  it.each(['30s1m', '1m1m'])('--timeout %s is refused, naming the forms', async (given) => {
    const before = service.requests.length;
    const ran = await runCli(['wait', 'job-no-pr', '--base-url', service.url, '--timeout', given]);
    expect(ran.code).toBe(3);
    expect(ran.err).toContain(`--timeout is "${given}", which is not a duration`);
    expect(ran.err).toContain("'1h30m'");
    expect(service.requests.length).toBe(before);
  });
});
