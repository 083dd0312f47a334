/**
 * On a loaded machine the pause between two tries of a start can end after the step's 'timeout'
 * (a timer fires late). The step then said only "'timeout' ran out before the request to start the
 * job could be sent", dropping what every try had met: a TLS certificate failure, a refused
 * connection, a 429. It must still name what the tries met, and that nothing was started.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { run } from '../src/main.ts';
import { HttpFailure, type HttpResponse, type HttpSend } from '../src/service/transport.ts';
import { FakeIO } from './helpers/fake-io.ts';
import { VirtualClock } from './helpers/virtual.ts';

/** A clock whose timers fire late by `lateMs`, as a busy runner's do. */
class LateClock extends VirtualClock {
  private readonly lateMs: number;
  constructor(lateMs: number) {
    super();
    this.lateMs = lateMs;
  }
  override sleep = async (ms: number): Promise<void> => {
    this.sleeps.push(ms);
    this.time += ms + this.lateMs;
  };
}

const failures: Array<{ name: string; send: HttpSend; words: string }> = [
  {
    name: 'a self-signed certificate',
    send: async () => {
      throw new HttpFailure('tls', 'self-signed certificate', 'DEPTH_ZERO_SELF_SIGNED_CERT');
    },
    words: 'the TLS handshake failed on a self-signed certificate',
  },
  {
    name: 'a refused connection',
    send: async () => {
      throw new HttpFailure('refused', 'connect ECONNREFUSED', 'ECONNREFUSED');
    },
    words: 'connection refused',
  },
  {
    name: 'a 429',
    send: async (): Promise<HttpResponse> => ({ status: 429, headers: {}, body: '{"error":"slow down"}' }),
    words: 'HTTP 429',
  },
];

async function startWith(send: HttpSend, lateMs: number, timeout: string): Promise<string> {
  const io = new FakeIO({
    'project-id': 'proj',
    'api-key': 'mint_s3cr3t0123456789',
    'poll-interval': '1s',
    timeout,
    prompt: 'Document the flag.',
  });
  await run({
    io,
    httpSend: send,
    clock: new LateClock(lateMs),
    random: () => 0,
    signal: new AbortController().signal,
    env: {},
    lookUpPullRequest: async () => ({ kind: 'unavailable', reason: 'not in this test' }),
  });
  return String(io.named('setFailed')[0]?.[0] ?? '');
}

describe("a start whose pause between tries overran 'timeout'", () => {
  for (const { name, send, words } of failures)
    it(`still names ${name}, and that nothing was started`, async () => {
      const failure = await startWith(send, 5_000, '2s');
      expect(failure).toContain(words);
      expect(failure).toContain('The service did not act on the request');
      expect(failure).not.toContain('may have been started');
    });

  it('names what the tries met for any lateness and timeout', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 120_000 }), fc.integer({ min: 2, max: 60 }), async (lateMs, s) => {
        const [tls] = failures;
        if (!tls) throw new Error('no failure to try');
        const failure = await startWith(tls.send, lateMs, `${s}s`);
        expect(failure).toContain(tls.words);
        expect(failure).not.toContain('may have been started');
      }),
      { numRuns: 40 },
    );
  });
});
