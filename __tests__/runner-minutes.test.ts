/** The runner minutes a day of docs/sweep.md's table, checked by hand on a few rows. */
import { describe, expect, it } from '@jest/globals';
import {
  billedMinutes,
  LOADS,
  minutesRows,
  minutesTable,
  runnerMinutes,
  SAME_REPOSITORY_LOADS,
  sameRepositoryMinutes,
  sameRepositoryRows,
  sameRepositoryTable,
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

describe('sameRepositoryMinutes', () => {
  it.each([
    // N, L, P, R: a job's product pull request runs 1 + P times and once on its close, its docs
    // pull request once on opening, once a follow-up and once on its merge; R runs end with
    // nothing to do. Waiting: N (1 + P) L + N + N (P + 2) + R; letting go: N (1 + P) + N +
    // N (P + 2) + R + 24 (the hourly fallback).
    [
      { jobs: 1, minutes: 5, followUps: 0, idle: 2 },
      { waiting: 5 + 1 + 2 + 2, lettingGo: 1 + 1 + 2 + 2 + 24 },
    ],
    [
      { jobs: 10, minutes: 20, followUps: 3, idle: 20 },
      { waiting: 40 * 20 + 10 + 50 + 20, lettingGo: 40 + 10 + 50 + 20 + 24 },
    ],
    [
      { jobs: 0, minutes: 5, followUps: 0, idle: 7 },
      { waiting: 7, lettingGo: 7 + 24 },
    ],
  ])('%o: %o', (load, minutes) => {
    expect(sameRepositoryMinutes(load)).toEqual(minutes);
  });

  it("bills the docs pull request's finishing runs and the fallback as sweeps", () => {
    const load = { jobs: 10, minutes: 5, followUps: 1, idle: 0 };
    const cheap = sameRepositoryMinutes(load);
    const slowSweep = sameRepositoryMinutes(load, { letGo: 1, sweep: 2, trigger: 1 });
    expect(slowSweep.lettingGo - cheap.lettingGo).toBe(10 * 3 + 24);
    expect(slowSweep.waiting).toBe(cheap.waiting);
  });

  it('adds the runs with nothing to do to both modes alike, so they change no pick', () => {
    const load = { jobs: 3, minutes: 7, followUps: 2, idle: 0 };
    const busy = sameRepositoryMinutes({ ...load, idle: 40 });
    const quiet = sameRepositoryMinutes(load);
    expect([busy.waiting - quiet.waiting, busy.lettingGo - quiet.lettingGo]).toEqual([40, 40]);
  });
});

describe('the same-repository table', () => {
  it('has a row for every load of the two-repository table, two runs with nothing to do a job', () => {
    expect(SAME_REPOSITORY_LOADS.map(({ jobs, minutes, followUps }) => ({ jobs, minutes, followUps }))).toEqual(LOADS);
    expect(SAME_REPOSITORY_LOADS.every((load) => load.idle === 2 * load.jobs)).toBe(true);
  });

  it('sets the cheaper mode in bold: waiting for a single short job, letting go past that', () => {
    const rows = sameRepositoryRows();
    expect(rows.find((row) => row.slice(0, 3).join(' ') === '1 5 0')?.slice(4)).toEqual(['**10**', '30']);
    expect(rows.find((row) => row.slice(0, 3).join(' ') === '10 5 0')?.slice(4)).toEqual(['100', '**84**']);
  });

  it('is a Markdown table with a header, a delimiter row and a line a load', () => {
    const lines = sameRepositoryTable().split('\n');
    expect(lines).toHaveLength(2 + 12);
    for (const line of lines) expect(line.split(' | ')).toHaveLength(6);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});
