/**
 * Every byte from the service is untrusted, bodies are bounded at 1 MiB, and the key is removed
 * from every string before anything parses it. A body under that bound that echoes the key many
 * times (here 30,000 times, 780 KB) overflows the redaction's stack (`spans.push(...found)`):
 * `status --json` dies with an uncaught RangeError and a stack trace, exit 1 ("failed the policy")
 * and nothing on standard output; `wait` calls it a bug in itself and exits 5.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_API_KEY, startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({
    jobs: {
      'job-echo': [{ job: { status: 'completed', model: `${DEMO_API_KEY} `.repeat(30_000) } }],
    },
  });
});
afterAll(async () => service.close());

const cli = runCli;

describe('a job that echoes the key many times, within the 1 MiB bound', () => {
  it('status --json: one JSON document and a documented exit code, no uncaught RangeError', async () => {
    const ran = await cli(['status', 'job-echo', '--json', '--base-url', service.url]);
    expect(ran.err).not.toMatch(/RangeError|Maximum call stack|at decodedSpans/);
    expect(() => JSON.parse(ran.out) as unknown).not.toThrow();
    expect([0, 5]).toContain(ran.code);
    expect(ran.out + ran.err).not.toContain(DEMO_API_KEY);
  });

  it('wait --json: no "unexpected error ... a bug", the job read (or unreadable), no key', async () => {
    const ran = await cli([
      'wait',
      'job-echo',
      '--json',
      '--base-url',
      service.url,
      '--timeout',
      '5s',
      '--poll-interval',
      '1s',
    ]);
    expect(ran.err).not.toMatch(/unexpected error|Maximum call stack|This is a bug/);
    expect(() => JSON.parse(ran.out) as unknown).not.toThrow();
    expect(ran.out + ran.err).not.toContain(DEMO_API_KEY);
  });
});
