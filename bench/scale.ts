/**
 * Scale by simulation: many actions wait on jobs at once against a service that serves R
 * requests a second and answers 429 with Retry-After beyond that. Each action runs the real
 * polling loop on one shared virtual clock, so an hour passes in seconds.
 */
import type { FetchResult } from '../src/service/client.ts';
import { waitForJob, type Clock, type WaitResult } from '../src/wait/wait.ts';
import { sleepTimeout, type WallTime } from '../src/common/clock.ts';

interface Timer {
  at: number;
  seq: number;
  resolve: () => void;
}

/** A discrete-event clock: sleeps are queued and fire in time order as the simulation runs. */
class SimulatedClock implements Clock {
  time = 0;
  private seq = 0;
  private readonly timers: Timer[] = [];
  now = (): number => this.time;
  date = (): WallTime => (Date.parse('2026-11-22T09:00:00Z') + this.time) as WallTime;
  timeout = (ms: number): AbortSignal => sleepTimeout(this, ms);
  sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      this.push({ at: this.time + Math.max(0, ms), seq: this.seq++, resolve });
    });

  /** Fires timers in order until none are left, letting every woken loop run in between. */
  async run(): Promise<void> {
    for (;;) {
      // Let every woken loop run until it sleeps again (or ends) before time moves on.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.timers.length === 0) return;
      const next = this.pop();
      this.time = next.at;
      next.resolve();
      while (this.timers.length > 0 && (this.timers[0] as Timer).at === this.time) this.pop().resolve();
    }
  }

  private push(timer: Timer): void {
    const heap = this.timers;
    heap.push(timer);
    for (let i = heap.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i] as Timer, heap[parent] as Timer)) break;
      [heap[i], heap[parent]] = [heap[parent] as Timer, heap[i] as Timer];
      i = parent;
    }
  }

  private pop(): Timer {
    const heap = this.timers;
    const top = heap[0] as Timer;
    const last = heap.pop() as Timer;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < heap.length && before(heap[left] as Timer, heap[smallest] as Timer)) smallest = left;
        if (right < heap.length && before(heap[right] as Timer, heap[smallest] as Timer)) smallest = right;
        if (smallest === i) break;
        [heap[i], heap[smallest]] = [heap[smallest] as Timer, heap[i] as Timer];
        i = smallest;
      }
    }
    return top;
  }
}

function before(a: Timer, b: Timer): boolean {
  return a.at < b.at || (a.at === b.at && a.seq < b.seq);
}

export interface ScaleOptions {
  actions: number;
  /** Requests a second the service serves; beyond that it answers 429. */
  ratePerSecond: number;
  pollIntervalMs: number;
  timeoutMs: number;
  /** Job lengths are spread evenly over this range. */
  minJobMs: number;
  maxJobMs: number;
  seed: number;
}

export interface ScaleResult {
  /** Requests offered to the service in each virtual second (served and refused). */
  offeredPerSecond: number[];
  servedPerSecond: number[];
  results: WaitResult[];
  jobEndsMs: number[];
  finishedAtMs: number[];
  drainMs: number;
  wallMs: number;
}

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function simulateScale(options: ScaleOptions): Promise<ScaleResult> {
  const startedAt = performance.now();
  const clock = new SimulatedClock();
  const random = seeded(options.seed);
  const offered: number[] = [];
  const served: number[] = [];
  const jobEndsMs = Array.from(
    { length: options.actions },
    () => options.minJobMs + random() * (options.maxJobMs - options.minJobMs),
  );
  const log = { info: () => undefined, warning: () => undefined, debug: () => undefined };

  const fetchFor = (index: number) => async (): Promise<FetchResult> => {
    const second = Math.floor(clock.time / 1_000);
    offered[second] = (offered[second] ?? 0) + 1;
    if ((served[second] ?? 0) >= options.ratePerSecond) {
      // Retry-After in whole seconds, as HTTP sends it: the start of the next window.
      return { kind: 'transient', cause: 'HTTP 429', rateLimited: true, retryAfterMs: 1_000 };
    }
    served[second] = (served[second] ?? 0) + 1;
    const status = clock.time >= (jobEndsMs[index] as number) ? 'completed' : 'active';
    return { kind: 'job', job: { status }, body: '' };
  };

  const waits = jobEndsMs.map((_, index) =>
    waitForJob({
      fetchJob: fetchFor(index),
      clock,
      random,
      log,
      pollIntervalMs: options.pollIntervalMs,
      timeoutMs: options.timeoutMs,
      requestTimeoutMs: 30_000,
      signal: new AbortController().signal,
    }).then((result) => ({ result, finishedAt: clock.time })),
  );
  const running = clock.run();
  const finished = await Promise.all(waits);
  await running;
  const fill = (counts: number[]): number[] => Array.from(counts, (count) => count ?? 0);
  return {
    offeredPerSecond: fill(offered),
    servedPerSecond: fill(served),
    results: finished.map((f) => f.result),
    jobEndsMs,
    finishedAtMs: finished.map((f) => f.finishedAt),
    drainMs: Math.max(...finished.map((f) => f.finishedAt)),
    wallMs: performance.now() - startedAt,
  };
}
