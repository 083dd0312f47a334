/** The runner minutes a day of docs/sweep.md's table, checked by hand on a few rows. */
import { describe, expect, it } from '@jest/globals';
import {
  billedMinutes,
  LOADS,
  minutesRows,
  minutesTable,
  runnerMinutes,
  SWEEP_EVERY_MINUTES,
} from '../bench/runner-minutes.ts';

describe('runnerMinutes', () => {
  it.each([
    // N, L, P: waiting N (1 + P) L; a sweep every 10 minutes N (1 + P) + 144; the docs pull
    // request's events N (1 + P) + 2 N (the trigger and the sweep it dispatches) + 24 (hourly).
    [
      { jobs: 10, minutes: 5, followUps: 0 },
      { waiting: 50, scheduled: 10 + 144, docsEvents: 10 + 20 + 24 },
    ],
    [
      { jobs: 1, minutes: 5, followUps: 0 },
      { waiting: 5, scheduled: 1 + 144, docsEvents: 1 + 2 + 24 },
    ],
    [
      { jobs: 1, minutes: 20, followUps: 3 },
      { waiting: 4 * 20, scheduled: 4 + 144, docsEvents: 4 + 2 + 24 },
    ],
    [
      { jobs: 50, minutes: 5, followUps: 3 },
      { waiting: 200 * 5, scheduled: 200 + 144, docsEvents: 200 + 100 + 24 },
    ],
    [
      { jobs: 50, minutes: 20, followUps: 0 },
      { waiting: 1000, scheduled: 50 + 144, docsEvents: 50 + 100 + 24 },
    ],
  ])('%o: %o', (load, minutes) => {
    expect(runnerMinutes(load)).toEqual(minutes);
  });

  it('bills a waiting run every started minute', () => {
    expect(runnerMinutes({ jobs: 2, minutes: 4.2, followUps: 1 }).waiting).toBe(2 * 2 * 5);
  });

  it('uses the billed minutes it is given for the short runs', () => {
    const load = { jobs: 10, minutes: 5, followUps: 0 };
    expect(runnerMinutes(load, { letGo: 2, sweep: 1, trigger: 1 }).scheduled).toBe(20 + 144);
    expect(runnerMinutes(load, { letGo: 1, sweep: 2, trigger: 1 })).toMatchObject({
      scheduled: 10 + 288,
      docsEvents: 10 + 10 * 3 + 48,
    });
    expect(runnerMinutes(load, { letGo: 1, sweep: 1, trigger: 3 }).docsEvents).toBe(10 + 40 + 24);
  });

  it('sweeps 144 times a day every 10 minutes', () => {
    expect(SWEEP_EVERY_MINUTES).toBe(10);
    expect(runnerMinutes({ jobs: 0, minutes: 5, followUps: 0 }).scheduled).toBe(144);
  });
});

describe('billedMinutes', () => {
  it.each([
    [0, 1],
    [2_300, 1],
    [60_000, 1],
    [60_001, 2],
    [125_000, 3],
  ])('%i ms bills %i minute(s)', (ms, minutes) => {
    expect(billedMinutes(ms)).toBe(minutes);
  });
});

describe('the table', () => {
  const rows = minutesRows();

  it('has every N in {1, 10, 50}, L in {5, 20} and P in {0, 3}', () => {
    expect(LOADS).toHaveLength(12);
    expect(rows.map((row) => row.slice(0, 3).join(' '))).toContain('10 5 0');
    expect(new Set(rows.map((row) => row.slice(0, 3).join(' '))).size).toBe(12);
  });

  it('sets the cheapest mode of each row in bold', () => {
    expect(rows.find((row) => row.slice(0, 3).join(' ') === '10 5 0')?.slice(3)).toEqual(['**50**', '154', '54']);
    expect(rows.find((row) => row.slice(0, 3).join(' ') === '50 20 3')?.slice(3)).toEqual(['4000', '344', '**324**']);
  });

  it('is a Markdown table with a header, a delimiter row and a line a load', () => {
    const lines = minutesTable().split('\n');
    expect(lines).toHaveLength(2 + 12);
    expect(lines[1]).toMatch(/^\| -+: \|/);
    for (const line of lines) expect(line.split(' | ')).toHaveLength(6);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});
