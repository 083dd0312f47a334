/**
 * The command line's live line on a terminal: where the wait stands (status, time waited, next
 * read), drawn over itself, the lines for people above it, cut to the terminal's width, gone at the
 * end; its words redacted and one line, as every other line is.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createCliIO } from '../../src/cli/io.ts';
import { createLiveLine, liveText, type Terminal } from '../../src/cli/live.ts';
import { createLog } from '../../src/output/log.ts';
import { waitForJob } from '../../src/wait/wait.ts';
import { jobResult, RecordingLog, scriptedFetch, VirtualClock } from '../helpers/virtual.ts';

const CLEAR = '\r\u001b[2K';

function terminal(columns?: number): Terminal & { writes: string[]; screen(): string } {
  const writes: string[] = [];
  return {
    writes,
    write: (text) => void writes.push(text),
    columns: () => columns,
    // What a terminal shows once every write is done: a clear takes the unfinished line away.
    screen: () =>
      writes
        .join('')
        .split('\n')
        .map((line) => line.split(CLEAR).at(-1) ?? '')
        .join('\n'),
  };
}

describe('the live line', () => {
  it('says the status, the time waited and the next read, and moves with the clock', () => {
    const clock = new VirtualClock();
    const screen = terminal();
    const live = createLiveLine(screen, clock, false);
    live.show({ status: 'active', waitedMs: 80_000, nextReadInMs: 10_000 });
    expect(screen.writes).toEqual([`${CLEAR}active, waited 1m 20s; next read in 10s (Ctrl-C to stop)`]);
    clock.time += 4_000;
    live.line('Job status: active -> completed after 1m 24s (request 9).');
    expect(screen.writes.slice(1)).toEqual([
      CLEAR,
      'Job status: active -> completed after 1m 24s (request 9).\n',
      `${CLEAR}active, waited 1m 24s; next read in 6s (Ctrl-C to stop)`,
    ]);
    // Once the next read is due, a line is news the live line has not caught up with: not drawn again.
    clock.time += 6_000;
    live.line('notice: Agent job job-1: completed.');
    expect(screen.writes.slice(4)).toEqual([CLEAR, 'notice: Agent job job-1: completed.\n']);
    live.stop();
    expect(screen.screen()).toBe(
      'Job status: active -> completed after 1m 24s (request 9).\nnotice: Agent job job-1: completed.\n',
    );
  });

  it('names the job when a step waits for several, and says when no answer came yet', () => {
    expect(liveText({ job: 'job-2', waitedMs: 0, nextReadInMs: 2_000 }, 0)).toBe(
      'job-2: no answer yet, waited 0s; next read in 2s (Ctrl-C to stop)',
    );
    expect(liveText({ status: 'active', waitedMs: 0, nextReadInMs: 2_000 }, 3_000)).toMatch(/waited 3s; reading/);
  });

  it('never wraps: cut to one column less than the terminal is wide', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 1, max: 200 }), (status, columns) => {
        const screen = terminal(columns);
        createLiveLine(screen, new VirtualClock(), false).show({ status, waitedMs: 0, nextReadInMs: 1_000 });
        const drawn = (screen.writes[0] ?? '').slice(CLEAR.length);
        expect([...drawn].length).toBeLessThanOrEqual(Math.max(20, columns - 1));
      }),
    );
  });

  it('draws nothing after it stopped, and writes a line plainly when none is shown', () => {
    const screen = terminal();
    const live = createLiveLine(screen, new VirtualClock(), false);
    live.line('Starting a job.');
    live.stop();
    live.show({ status: 'active', waitedMs: 0, nextReadInMs: 1_000 });
    expect(screen.writes).toEqual(['Starting a job.\n']);
  });

  it('draws again each second on its clock, until it stops', async () => {
    let wake: () => void = () => undefined;
    const clock = new VirtualClock();
    // A clock whose second passes when the test says so.
    clock.sleep = (ms: number, signal?: AbortSignal) =>
      new Promise<void>((resolve) => {
        wake = () => ((clock.time += ms), resolve());
        signal?.addEventListener('abort', () => resolve(), { once: true });
      });
    const screen = terminal();
    const live = createLiveLine(screen, clock);
    live.show({ status: 'active', waitedMs: 0, nextReadInMs: 10_000 });
    wake();
    await Promise.resolve();
    await Promise.resolve();
    expect(screen.writes.at(-1)).toBe(`${CLEAR}active, waited 1s; next read in 9s (Ctrl-C to stop)`);
    live.stop();
    const after = screen.writes.length;
    wake();
    await Promise.resolve();
    expect(screen.writes).toHaveLength(after);
  });
});

describe("the command line's IO with a live line", () => {
  it('shows a status redacted and on one line, never a control character or the key', () => {
    const key = 'mint_0123456789abcdefSECRET';
    const screen = terminal();
    const live = createLiveLine(screen, new VirtualClock(), false);
    const log = createLog(
      createCliIO({}, () => undefined, false, live),
      [key],
    );
    log.progress({ status: `act\u001b[31mive ${key}\nnext`, waitedMs: 0, nextReadInMs: 1_000 });
    log.info('A line for people.');
    live.stop();
    log.progress({ status: '##[error]pwned', waitedMs: 0, nextReadInMs: 1_000 });
    const all = screen.writes.join('');
    expect(all).not.toContain('##[');
    expect(all).not.toContain(key.slice(0, 12));
    expect(all.replaceAll(CLEAR, '')).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
    expect(screen.screen()).toBe('A line for people.\n');
  });
});

describe("the wait's progress", () => {
  it('is told after every read: the status, the time waited and the pause before the next read', async () => {
    const clock = new VirtualClock();
    const log = new RecordingLog();
    const told: unknown[] = [];
    const progressLog = {
      ...log,
      info: log.info,
      warning: log.warning,
      debug: log.debug,
      progress: (p: unknown) => void told.push(p),
    };
    await waitForJob({
      fetchJob: scriptedFetch(clock, [jobResult('active'), jobResult('active'), jobResult('completed')]),
      clock,
      log: progressLog,
      random: () => 0,
      pollIntervalMs: 10_000,
      timeoutMs: 60_000,
      requestTimeoutMs: 30_000,
      signal: new AbortController().signal,
    });
    expect(told).toEqual([
      { status: 'active', waitedMs: 0, nextReadInMs: 10_000 },
      { status: 'active', waitedMs: 10_000, nextReadInMs: 10_000 },
    ]);
  });
});
