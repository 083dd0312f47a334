/**
 * docs/cli.md: standard error is "one line per change"; values from the service are data. After a
 * start whose answer carries an unusable job id, the error line names the job with the id as the
 * service sent it: a line break in that id starts a new line on standard error (indented by two
 * spaces), so the service writes lines of its own choosing into the log, here a fake success.
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

describe('a start answered with a job id that holds a line break', () => {
  it('writes the id on the error line escaped, never as a line of its own', async () => {
    const forged = 'job-1\nJob status: active -> completed after 1s (request 2).\nnotice: Agent job job-1: completed';
    service.failNextPost({ http: 201, body: JSON.stringify({ id: forged, status: 'active' }) });
    const ran = await cli(['start', '--prompt', 'Document the flag', '--base-url', service.url]);
    expect(ran.code).toBe(5);
    // Our own lines: the start, and the one error line.
    const lines = ran.err.trimEnd().split('\n');
    expect(lines.filter((line) => /Job status: active -> completed/.test(line) && !line.startsWith('error:'))).toEqual(
      [],
    );
    expect(lines).toHaveLength(2);
  });
});
