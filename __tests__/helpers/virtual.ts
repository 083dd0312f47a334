import type { FetchJob, FetchResult } from '../../src/service/client.ts';
import type { AgentJob } from '../../src/common/agent-job.ts';
import { renderMessage, type Say } from '../../src/output/text.ts';
import type { WallTime } from '../../src/common/clock.ts';
import type { Clock, WaitLog } from '../../src/wait/wait.ts';

/**
 * A clock whose sleeps pass at once, moving virtual time forward; its date starts at the wall
 * clock's when it is made and moves with it, and its timeouts abort when its time passes theirs.
 */
export class VirtualClock implements Clock {
  time = 0;
  readonly sleeps: number[] = [];
  private readonly dateAtZero = Date.now();
  private timeouts: Array<{ at: number; timer: AbortController }> = [];
  now = (): number => this.time;
  date = (): WallTime => (this.dateAtZero + this.time) as WallTime;
  sleep = async (ms: number): Promise<void> => {
    this.sleeps.push(ms);
    this.time += ms;
    const due = this.timeouts.filter((timeout) => timeout.at <= this.time);
    this.timeouts = this.timeouts.filter((timeout) => timeout.at > this.time);
    for (const { timer } of due) timer.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  };
  timeout = (ms: number): AbortSignal => {
    const timer = new AbortController();
    this.timeouts.push({ at: this.time + Math.max(0, ms), timer });
    return timer.signal;
  };
}

/** A log that keeps every line, by level. */
export class RecordingLog implements WaitLog {
  readonly lines: Array<{ level: 'info' | 'warning' | 'debug'; message: string }> = [];
  info = (message: Say): void => void this.lines.push({ level: 'info', message: renderMessage(message) });
  warning = (message: Say): void => void this.lines.push({ level: 'warning', message: renderMessage(message) });
  debug = (message: Say): void => void this.lines.push({ level: 'debug', message: renderMessage(message) });
  at(level: 'info' | 'warning' | 'debug'): string[] {
    return this.lines.filter((line) => line.level === level).map((line) => line.message);
  }
}

export function jobResult(status: string, fields: Partial<AgentJob> = {}): FetchResult {
  const job = { id: 'job-1', status, ...fields };
  return { kind: 'job', job, body: JSON.stringify(job) };
}

export interface ScriptedCall {
  at: number;
  timeoutMs: number;
}

/**
 * A fetchJob that answers from a script, one entry per call (the last repeats); each entry
 * may take virtual time, as a slow request would.
 */
export function scriptedFetch(
  clock: VirtualClock,
  script: Array<FetchResult | { result: FetchResult; takesMs: number }>,
): FetchJob & { calls: ScriptedCall[] } {
  const calls: ScriptedCall[] = [];
  const fetchJob = async ({ timeoutMs }: { timeoutMs: number }): Promise<FetchResult> => {
    calls.push({ at: clock.time, timeoutMs });
    const entry = script[Math.min(calls.length - 1, script.length - 1)];
    if (!entry) throw new Error('empty script');
    if ('takesMs' in entry) {
      clock.time += Math.min(entry.takesMs, timeoutMs);
      return entry.takesMs > timeoutMs
        ? { kind: 'transient', cause: 'the request timed out', rateLimited: false, timedOut: true }
        : entry.result;
    }
    return entry;
  };
  return Object.assign(fetchJob, { calls });
}
