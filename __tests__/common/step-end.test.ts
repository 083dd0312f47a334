/**
 * The one cancellation every request takes: whatever a request's own budget, and whenever it
 * started, it ends LAST_WRITES_MS after the cancel at the latest. Time is the test's.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LAST_WRITES_MS, stepEnd, withinStep } from '../../src/common/step-end.ts';
import { endingWith, HttpFailure, type HttpSend } from '../../src/service/transport.ts';
import { EventClock } from '../helpers/event-clock.ts';

/** A service that never answers and ignores every signal: the worst a client below us can do. */
const deaf: HttpSend = () => new Promise(() => undefined);

describe('the step end', () => {
  it('ends LAST_WRITES_MS after the cancel, not before', async () => {
    const clock = new EventClock();
    const cancel = new AbortController();
    const end = stepEnd(cancel.signal, clock);
    expect(end.signal.aborted).toBe(false);
    await clock.run(clock.sleep(10_000, new AbortController().signal));
    expect(end.signal.aborted).toBe(false);
    cancel.abort();
    const endedAt = clock.run(
      new Promise<number>((resolve) => end.signal.addEventListener('abort', () => resolve(clock.now()))),
    );
    expect(await endedAt).toBe(10_000 + LAST_WRITES_MS);
  });

  it('never ends once the step is over and let go', async () => {
    const clock = new EventClock();
    const cancel = new AbortController();
    const end = stepEnd(cancel.signal, clock);
    end.dispose();
    cancel.abort();
    await clock.run(clock.sleep(60_000, new AbortController().signal));
    expect(end.signal.aborted).toBe(false);
  });

  it('joins a request signal to the end, or stands alone', () => {
    const end = new AbortController();
    const own = new AbortController();
    const joined = withinStep(own.signal, end.signal);
    end.abort();
    expect(joined?.aborted).toBe(true);
    expect(withinStep(undefined, end.signal)).toBe(end.signal);
    expect(withinStep(own.signal, undefined)).toBe(own.signal);
  });

  it('ends a service request in flight whatever its own time-out and whenever it started, even below a client that ignores signals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: 1_000, max: 600_000 }),
        async (startedAt, cancelAt, timeoutMs) => {
          const clock = new EventClock();
          const cancel = new AbortController();
          const end = stepEnd(cancel.signal, clock);
          const never = new AbortController().signal;
          void clock.sleep(cancelAt, never).then(() => cancel.abort());
          const send = endingWith(end.signal, deaf);
          const outcome = clock.run(
            clock.sleep(startedAt, never).then(async () => {
              try {
                await send(new URL('http://127.0.0.1/job'), { headers: {}, timeoutMs, maxBodyBytes: 1, signal: never });
                return { kind: 'answered', at: clock.now() };
              } catch (error) {
                return { kind: (error as HttpFailure).kind, at: clock.now() };
              }
            }),
          );
          const { kind, at } = await outcome;
          expect(kind).toBe('aborted');
          expect(at).toBe(Math.max(startedAt, cancelAt + LAST_WRITES_MS));
          end.dispose();
        },
      ),
      { numRuns: 60 },
    );
  });
});
