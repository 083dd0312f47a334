import { describe, expect, it } from '@jest/globals';
import { isoDate, parseHttpDate, sleepTimeout, systemClock } from '../../src/common/clock.ts';
import { EventClock } from '../helpers/event-clock.ts';

describe('the two clocks', () => {
  it('reads the wall clock as a date', () => {
    const before = Date.now();
    const now = systemClock.date();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(isoDate(systemClock))).toBeGreaterThanOrEqual(before);
  });

  it("times out on the system clock's timer, which keeps no process alive", async () => {
    const signal = systemClock.timeout(5);
    expect(signal.aborted).toBe(false);
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it("times out on a test clock's own time, never by the wall clock", async () => {
    const clock = new EventClock();
    const signal = sleepTimeout(clock, 30_000);
    await clock.run(clock.sleep(29_999, new AbortController().signal));
    expect(signal.aborted).toBe(false);
    await clock.run(clock.sleep(1, new AbortController().signal));
    expect(signal.aborted).toBe(true);
    expect(clock.time).toBe(30_000);
  });

  it.each([
    ['Sun, 22 Nov 2026 10:00:30 GMT', Date.parse('2026-11-22T10:00:30Z')],
    ['Sunday, 22-Nov-26 10:00:30 GMT', Date.parse('2026-11-22T10:00:30Z')],
    ['1234567890', undefined],
    ['not a date', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads the HTTP date %j as %j', (text, time) => {
    expect(parseHttpDate(text)).toBe(time);
  });

  it('sleeps on the monotonic clock, and wakes at once when cancelled', async () => {
    const start = systemClock.now();
    await systemClock.sleep(20, new AbortController().signal);
    expect(systemClock.now() - start).toBeGreaterThanOrEqual(15);
    const cancel = new AbortController();
    const asleep = systemClock.sleep(60_000, cancel.signal);
    cancel.abort();
    await asleep;
    const aborted = AbortSignal.abort();
    await systemClock.sleep(60_000, aborted);
  });

  it('never wakes before its time on the monotonic clock, though a timer may fire a millisecond early', async () => {
    const early: number[] = [];
    for (let i = 0; i < 40; i++) {
      const ms = 1 + (i % 7) * 0.37;
      const start = systemClock.now();
      await systemClock.sleep(ms, new AbortController().signal);
      const slept = systemClock.now() - start;
      if (slept < ms) early.push(ms - slept);
    }
    expect(early).toEqual([]);
  });

  it('takes a wait longer than a timer can hold without firing at once', async () => {
    const cancel = new AbortController();
    let woke = false;
    const asleep = systemClock.sleep(2 ** 40, cancel.signal).then(() => (woke = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(woke).toBe(false);
    cancel.abort();
    await asleep;
  });
});
