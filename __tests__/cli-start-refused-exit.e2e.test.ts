/**
 * docs/cli.md's exit codes: 5 is "the service could not be reached, or kept failing after
 * retries"; 3 bad input, 4 refused. A start the service answers 400 (its documented answer to a
 * prompt it will not take) was reached, answered at once and not retried, yet exits 5: a CI
 * script that retries on 5 ("unreachable, try later") sends the same bad prompt again and again.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => service.close());

const cli = runCli;

describe('a start the service answers 400', () => {
  it('is not "unreachable" (5): the service answered, once, and said the input is wrong', async () => {
    service.failNextPost({ http: 400, body: '{"error":"prompt must be at most 10000 characters"}' });
    const ran = await cli(['start', '--prompt', 'Document the flag', '--json', '--base-url', service.url]);
    expect(ran.err).toContain('HTTP 400');
    const posts = service.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(ran.code).not.toBe(5);
    expect([3, 4]).toContain(ran.code);
  });
});
