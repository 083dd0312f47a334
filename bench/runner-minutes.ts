/**
 * Runner minutes a day for the ways to wait for docs jobs, as GitHub bills hosted runners: each
 * job rounded up to a whole minute, and only in private repositories (a public repository's
 * standard hosted runners are free), with the docs in a repository of their own and in the product
 * repository. Pure: `npm run bench -- sweep` prints both tables with the billed minutes of the step
 * times it measures, and docs/sweep.md holds the same tables, which __tests__/docs.test.ts compares
 * with `minutesTable()` and `sameRepositoryTable()`.
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

/** Cells of a load's costs, the cheapest in bold. */
function costCells(costs: number[]): string[] {
  const least = Math.min(...costs);
  return costs.map((cost) => (cost === least ? `**${cost}**` : String(cost)));
}

/** The rows of the table as cell texts, the cheapest mode of each row in bold. */
export function minutesRows(billed: Billed = ONE_MINUTE_EACH): string[][] {
  return LOADS.map((load) => {
    const minutes = runnerMinutes(load, billed);
    return [
      String(load.jobs),
      String(load.minutes),
      String(load.followUps),
      ...costCells([minutes.waiting, minutes.scheduled, minutes.docsEvents]),
    ];
  });
}

/** A Markdown table, its columns padded as prettier pads them (numbers right-aligned). */
function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]): string => `| ${cells.map((cell, i) => cell.padStart(widths[i] ?? 0)).join(' | ')} |`;
  return [
    `| ${header.map((title, i) => title.padEnd(widths[i] ?? 0)).join(' | ')} |`,
    `| ${widths.map((width) => `${'-'.repeat(width - 1)}:`).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

/** The two-repository table of docs/sweep.md. */
export function minutesTable(billed: Billed = ONE_MINUTE_EACH): string {
  return markdownTable(HEADER, minutesRows(billed));
}

/**
 * A day's work with the docs in the product repository (examples/docs-in-same-repository.yml):
 * besides the jobs, `idle` runs that end with nothing to do (a pull request outside `paths`, a
 * review of the product's code, a `/docs` from someone without write access).
 */
export interface SameRepositoryLoad extends Load {
  idle: number;
}

export interface SameRepositoryMinutes {
  /** `wait: true`: each of the 1 + followUps product runs waits; every other run ends in seconds. */
  waiting: number;
  /** `wait: sweep`: every run ends in seconds; the docs pull request's events finish the reports. */
  lettingGo: number;
}

/**
 * One workflow runs for every event of both pull requests: a job's product pull request has
 * 1 + P runs that start or follow up its job and 1 on its close; the agent's docs pull request
 * has 1 on its opening, 1 a follow-up (the agent pushes to it) and 1 on its merge or close. With
 * `wait: sweep` the docs pull request's runs finish the reports (a sweep's work) and an hourly
 * fallback sweep runs whatever is pending; with `wait: true` nothing needs a sweep.
 */
export function sameRepositoryMinutes(
  load: SameRepositoryLoad,
  billed: Billed = ONE_MINUTE_EACH,
): SameRepositoryMinutes {
  const productRuns = load.jobs * (1 + load.followUps);
  const closes = load.jobs;
  const docsPullRequestRuns = load.jobs * (load.followUps + 2);
  const short = (closes + load.idle) * billed.letGo;
  return {
    waiting: productRuns * Math.ceil(load.minutes) + short + docsPullRequestRuns * billed.letGo,
    lettingGo:
      productRuns * billed.letGo +
      short +
      docsPullRequestRuns * billed.sweep +
      (DAY_MINUTES / FALLBACK_EVERY_MINUTES) * billed.sweep,
  };
}

/** The loads of the two-repository table, each with two runs a job that end with nothing to do. */
export const SAME_REPOSITORY_LOADS: SameRepositoryLoad[] = LOADS.map((load) => ({ ...load, idle: 2 * load.jobs }));

const SAME_REPOSITORY_HEADER = [
  'jobs a day',
  'minutes a job',
  'follow-ups a job',
  'runs with nothing to do a day',
  '`wait: true`',
  '`wait: sweep`, hourly sweep',
];

/** The rows of the same-repository table as cell texts, the cheapest mode of each row in bold. */
export function sameRepositoryRows(billed: Billed = ONE_MINUTE_EACH): string[][] {
  return SAME_REPOSITORY_LOADS.map((load) => {
    const minutes = sameRepositoryMinutes(load, billed);
    return [
      String(load.jobs),
      String(load.minutes),
      String(load.followUps),
      String(load.idle),
      ...costCells([minutes.waiting, minutes.lettingGo]),
    ];
  });
}

/** The same-repository table of docs/sweep.md. */
export function sameRepositoryTable(billed: Billed = ONE_MINUTE_EACH): string {
  return markdownTable(SAME_REPOSITORY_HEADER, sameRepositoryRows(billed));
}
