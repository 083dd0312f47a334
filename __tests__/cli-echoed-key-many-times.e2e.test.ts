/**
 * Every byte from the service is untrusted, bodies were bounded at 1 MiB, and the key is removed
 * from every string before anything parses it. A body under that bound that echoes the key many
 * times (here 30,000 times, 780 KB) overflows the redaction's stack (`spans.push(...found)`):
 * `status --json` dies with an uncaught RangeError and a stack trace, exit 1 ("failed the policy")
 * and nothing on standard output; `wait` calls it a bug in itself and exits 5.
 * Answers are bounded at 64 KiB now: 2,400 echoes are read and redacted, 30,000 are refused unread.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_API_KEY, startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({
    jobs: {
      'job-echo': [{ job: { status: 'completed', model: `${DEMO_API_KEY} `.repeat(2_400) } }],
      'job-echo-over': [{ job: { status: 'completed', model: `${DEMO_API_KEY} `.repeat(30_000) } }],
    },
  });
});
afterAll(async () => service.close());

const cli = runCli;

describe('a job that echoes the key many times', () => {
  it.each([
    ['job-echo', 'read', 0],
    ['job-echo-over', 'refused as too large', 5],
  ])('status --json on %s (%s): one JSON document, exit %s, no uncaught RangeError', async (job, _how, code) => {
    const ran = await cli(['status', job, '--json', '--base-url', service.url]);
    expect(ran.err).not.toMatch(/RangeError|Maximum call stack|at decodedSpans/);
    expect(() => JSON.parse(ran.out) as unknown).not.toThrow();
    expect(ran.code).toBe(code);
    expect(ran.out + ran.err).not.toContain(DEMO_API_KEY);
    if (code === 5)
      expect(ran.err).toContain(
        "too large: the response declares 780208 bytes, over the 65536-byte limit; a job's answer is a few short fields, so something other than the service may have answered. Check --base-url",
      );
  });

  it.each(['job-echo', 'job-echo-over'])(
    'wait --json on %s: no "unexpected error ... a bug", the job read (or unreadable), no key',
    async (job) => {
      const ran = await cli([
        'wait',
        job,
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
    },
  );
});
