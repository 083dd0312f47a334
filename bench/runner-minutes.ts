/**
 * Runner minutes a day for three ways to wait for docs jobs, as GitHub bills hosted runners: each
 * job rounded up to a whole minute, and only in private repositories (a public repository's
 * standard hosted runners are free). Pure: `npm run bench -- sweep` prints the table with the
 * billed minutes of the step times it measures, and docs/sweep.md holds the same table, which
 * __tests__/docs.test.ts compares with `minutesTable()`.
 */

/** Minutes between scheduled sweeps: the cron of examples/sweep-pending-docs-jobs.yml. */
export const SWEEP_EVERY_MINUTES = 10;
/** Minutes between the fallback sweeps when the docs pull request's events finish the jobs. */
export const FALLBACK_EVERY_MINUTES = 60;
const DAY_MINUTES = 24 * 60;

/** A day's work: `jobs` docs jobs, each `minutes` long, each with `followUps` pushes or commands. */
export interface Load {
  jobs: number;
  minutes: number;
  followUps: number;
}

/** The billed minutes of one run of each short job (each takes seconds: 1). */
export interface Billed {
  /** A pull request's run whose `wait: sweep` step lets go. */
  letGo: number;
  /** A sweep's run, scheduled or dispatched. */
  sweep: number;
  /** The docs repository's run on its pull request's opening (examples/docs-repository-trigger.yml). */
  trigger: number;
}

export const ONE_MINUTE_EACH: Billed = { letGo: 1, sweep: 1, trigger: 1 };

/** What GitHub bills for a job of `ms`: every started minute. */
export const billedMinutes = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));

export interface Minutes {
  /** `wait: true`: each of the 1 + followUps runs waits for its job or follow-up. */
  waiting: number;
  /** `wait: sweep` and a sweep every SWEEP_EVERY_MINUTES, pending or not. */
  scheduled: number;
  /**
   * `wait: sweep`, finished when the agent opens its docs pull request (the docs repository's
   * trigger run and the sweep it dispatches, once a job), and an hourly fallback sweep (which
   * finishes the follow-ups: the trigger runs on the opening only).
   */
  docsEvents: number;
}

export function runnerMinutes(load: Load, billed: Billed = ONE_MINUTE_EACH): Minutes {
  const runs = load.jobs * (1 + load.followUps);
  return {
    waiting: runs * Math.ceil(load.minutes),
    scheduled: runs * billed.letGo + (DAY_MINUTES / SWEEP_EVERY_MINUTES) * billed.sweep,
    docsEvents:
      runs * billed.letGo +
      load.jobs * (billed.trigger + billed.sweep) +
      (DAY_MINUTES / FALLBACK_EVERY_MINUTES) * billed.sweep,
  };
}

export const LOADS: Load[] = [1, 10, 50].flatMap((jobs) =>
  [5, 20].flatMap((minutes) => [0, 3].map((followUps) => ({ jobs, minutes, followUps }))),
);

const HEADER = [
  'jobs a day',
  'minutes a job',
  'follow-ups a job',
  '`wait: true`',
  `\`wait: sweep\`, sweep every ${SWEEP_EVERY_MINUTES} minutes`,
  '`wait: sweep`, docs pull request, hourly sweep',
];

/** The rows of the table as cell texts, the cheapest mode of each row in bold. */
export function minutesRows(billed: Billed = ONE_MINUTE_EACH): string[][] {
  return LOADS.map((load) => {
    const minutes = runnerMinutes(load, billed);
    const costs = [minutes.waiting, minutes.scheduled, minutes.docsEvents];
    const least = Math.min(...costs);
    return [
      String(load.jobs),
      String(load.minutes),
      String(load.followUps),
      ...costs.map((cost) => (cost === least ? `**${cost}**` : String(cost))),
    ];
  });
}

/** The table in Markdown, its columns padded as prettier pads them (numbers right-aligned). */
export function minutesTable(billed: Billed = ONE_MINUTE_EACH): string {
  const rows = minutesRows(billed);
  const widths = HEADER.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]): string => `| ${cells.map((cell, i) => cell.padStart(widths[i] ?? 0)).join(' | ')} |`;
  return [
    `| ${HEADER.map((title, i) => title.padEnd(widths[i] ?? 0)).join(' | ')} |`,
    `| ${widths.map((width) => `${'-'.repeat(width - 1)}:`).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}
