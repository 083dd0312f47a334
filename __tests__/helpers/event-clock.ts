import { sleepTimeout, type WallTime } from '../../src/common/clock.ts';
import type { Clock } from '../../src/wait/wait.ts';

/**
 * A virtual clock for work that runs side by side: time moves to the next timer only when
 * nothing else can run, so concurrent loops see one consistent time.
 */
export class EventClock implements Clock {
  time = 0;
  private timers: Array<{ at: number; seq: number; fire: () => void }> = [];
  private seq = 0;
  private readonly dateAtZero = Date.now();
  now = (): number => this.time;
  /** The wall clock's date when the clock was made, moved on with its time. */
  date = (): WallTime => (this.dateAtZero + this.time) as WallTime;
  timeout = (ms: number): AbortSignal => sleepTimeout(this, ms);
  sleep = (ms: number, signal: AbortSignal): Promise<void> =>
    new Promise<void>((resolve) => {
      if (signal.aborted) return resolve();
      const timer = {
        at: this.time + Math.max(0, ms),
        seq: this.seq++,
        fire: () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = (): void => {
        this.timers = this.timers.filter((t) => t !== timer);
        resolve();
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.timers.push(timer);
    });

  /** Runs `work` to its end, moving time to the next timer whenever nothing else can run. */
  async run<T>(work: Promise<T>): Promise<T> {
    let settled = false;
    work.then(
      () => (settled = true),
      () => (settled = true),
    );
    for (let idle = 0; !settled;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (settled) break;
      if (this.timers.length === 0) {
        if (++idle > 1_000) throw new Error('the work waits on something other than the clock');
        continue;
      }
      idle = 0;
      this.timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = this.timers.shift();
      if (next) {
        this.time = Math.max(this.time, next.at);
        next.fire();
      }
    }
    return work;
  }
}
