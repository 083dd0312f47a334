/**
 * What to say, as plain data that does not know where it is shown: outputs, annotations, the
 * step's failure and the summary document, built from the verdicts (each ending judged once).
 * One report for any number of jobs; with one, it also fills the per-job outputs.
 */
import type { Config } from '../inputs/inputs.ts';
import { workflowRunUrl } from '../runner/environment.ts';
import type { SummaryDoc } from '../output/log.ts';
import type { PullRequestRef } from '../service/pr-link.ts';
import type { PullRequestMirror } from '../pull-request/code-host.ts';
import { compactComment } from './mirror.ts';
import { summaryDoc } from './summary.ts';
import type { Judged, ReportContext } from './report-context.ts';
import { escapeControls, fullText, joinMessages, msg, oneLineJson, quoted, type Say } from '../output/text.ts';
import type { NothingToDo } from '../common/outcome.ts';
import {
  countedStatus,
  ICONS,
  mayHaveStarted,
  SEVERITY,
  whyAndNext,
  judge,
  stepOutcome,
  type JobEnding,
  type Outcome,
  type Verdict,
  type StepHistory,
} from './verdict.ts';

export type { Outcome } from './verdict.ts';
export type { Judged, ReportContext } from './report-context.ts';

/** Every output the action sets, on every path; a test proves action.yml declares the same set. */
export const OUTPUT_NAMES = [
  'status',
  'outcome',
  'started',
  'pr-link',
  'pr-number',
  'pr-repository',
  'pr-head-branch',
  'pr-head-sha',
  'pr-state',
  'pr-draft',
  'job',
  'job-id',
  'model',
  'repository',
  'repository-url',
  'ref',
  'created-at',
  'archived-at',
  'waited-seconds',
  'polls',
  'results',
  'pr-links',
  'completed-count',
  'failed-count',
  'archived-count',
  'pending-count',
  'comment-url',
  'check-run-url',
  'resumed',
] as const;
export type OutputName = (typeof OUTPUT_NAMES)[number];
export type Outputs = Record<OutputName, string>;

/** The runner shows only this many annotations of a kind per step. */
export const MAX_JOB_ANNOTATIONS = 10;

export interface Annotation {
  level: 'notice' | 'warning' | 'error';
  title: Say;
  message: Say;
}

export interface Report {
  outcome: Outcome;
  outputs: Outputs;
  /** Annotations besides the failure, which the log's `fail` turns into an error annotation. */
  annotations: Annotation[];
  /** The one annotation that sums them up, for when the runner would drop some (publish.ts chooses). */
  summed?: Annotation;
  /** Set when the step fails: what happened and what to do next. */
  failure?: Say;
  summary: SummaryDoc;
  /** With one job, the pull request comment's own document: the compact mirror of its docs pull request. */
  comment?: SummaryDoc;
  /** Each job and the docs pull request it opened, with what the comment's mirror read of it, for the check run's text. */
  pullRequests: Array<{ job: string; pr?: PullRequestRef; mirror?: PullRequestMirror }>;
}

/** The context of a report, from the runner's environment: the run's link and how the action is named. */
export function reportContextOf(
  env: NodeJS.ProcessEnv,
  config: Config,
  history: StepHistory,
  waitedMs: number,
  polls: number,
): ReportContext {
  const { GITHUB_ACTION_REPOSITORY: actionRepo, GITHUB_ACTION_REF: actionRef } = env;
  const runUrl = workflowRunUrl(env);
  const context: ReportContext = { config, history, waitedMs, polls, ...(runUrl ? { runUrl } : {}) };
  return actionRepo && actionRef ? { ...context, actionRef: `${actionRepo}@${actionRef}` } : context;
}

/** One job in the `results` output. */
export interface ResultEntry {
  /** null when no job id is known (a start the service refused). */
  id: string | null;
  status: string | null;
  outcome: Outcome;
  prLink: string | null;
  prNumber: number | null;
  repository: string | null;
  ref: string | null;
}

export function emptyOutputs(): Outputs {
  return Object.fromEntries(OUTPUT_NAMES.map((name) => [name, ''])) as Outputs;
}

function resultEntry({ ending, verdict }: Judged): ResultEntry {
  const pr = ending.view?.pullRequest;
  return {
    id: ending.id === '' ? null : ending.id,
    status: countedStatus(ending) ?? null,
    outcome: verdict.outcome,
    prLink: pr?.url ?? null,
    prNumber: ending.result.outcome === 'final' ? (pr?.number ?? null) : null,
    repository: ending.view?.repositoryName ?? null,
    ref: ending.view?.ref ?? null,
  };
}

/** The outputs of jobs named but never read (a command stopped while it read its inputs): each pending, with no pull request. */
export function unreadJobsOutputs(ids: string[], outcome: Outcome): Outputs {
  const entries = ids.map((id): ResultEntry => ({
    id,
    status: null,
    outcome,
    prLink: null,
    prNumber: null,
    repository: null,
    ref: null,
  }));
  return {
    ...emptyOutputs(),
    outcome,
    'job-id': ids.join('\n'),
    started: 'false',
    resumed: 'false',
    results: oneLineJson(entries),
    'completed-count': '0',
    'failed-count': '0',
    'archived-count': '0',
    'pending-count': String(ids.length),
    'waited-seconds': '0',
    polls: '0',
  };
}

/** Outputs every step sets; the four counts add up to the number of jobs (a start that made none names none). */
function listOutputs(judged: Judged[]): Partial<Outputs> {
  const entries = judged.filter(({ ending }) => ending.id !== '').map(resultEntry);
  const count = (outcome: Outcome): string => String(entries.filter((entry) => entry.outcome === outcome).length);
  const final = new Set<Outcome>(['completed', 'failed', 'archived']);
  return {
    results: oneLineJson(entries),
    'pr-links': entries.flatMap((entry) => (entry.prLink ? [entry.prLink] : [])).join('\n'),
    'completed-count': count('completed'),
    'failed-count': count('failed'),
    'archived-count': count('archived'),
    'pending-count': String(entries.filter((entry) => !final.has(entry.outcome)).length),
  };
}

/** The outputs that describe one job; set only when the step had one. */
function jobOutputs({ ending }: Judged): Partial<Outputs> {
  const { view, pullRequest: details } = ending;
  const single = (value: string | undefined): string => (value ? escapeControls(value) : '');
  const pr = view?.pullRequest;
  // The pull request describes a finished job; a link seen before the end is handed on alone.
  const finished = ending.result.outcome === 'final' && pr !== undefined;
  return {
    status: single(countedStatus(ending)),
    'pr-link': pr?.url ?? '',
    'pr-number': finished ? (pr.number?.toString() ?? '') : '',
    'pr-repository': finished ? (pr.repository ?? '') : '',
    // The agent's branch is the pull request's head; GitHub's answer wins when there is one.
    'pr-head-branch': finished ? details?.headRef || single(view?.ref) : '',
    'pr-head-sha': finished ? (details?.headSha ?? '') : '',
    'pr-state': finished ? (details?.state ?? '') : '',
    'pr-draft': finished && details ? String(details.draft) : '',
    job: ending.result.body ?? '',
    model: single(view?.model),
    repository: view?.repositoryName ?? '',
    'repository-url': view?.repositoryUrl ?? '',
    ref: single(view?.ref),
    'created-at': single(view?.createdAt),
    'archived-at': single(view?.archivedAt),
  };
}

/**
 * One annotation per job that does not fail the step alone, titled the same way for one job
 * or many; summed up in one when the runner would drop some (it shows 10 of a kind, and one
 * error is kept for the step's own).
 */
function annotationsOf(judged: Judged[], failing: Judged[], totals: string): Annotation[] {
  const perJob: Annotation[] = judged
    .filter(({ verdict }) => verdict.level !== 'none' && !(verdict.failsStep && failing.length === 1))
    .map(({ ending, verdict }) => ({
      level: verdict.level === 'none' ? 'notice' : verdict.level,
      title: msg`Agent job ${quoted(ending.id, 100)}: ${verdict.headline}`,
      message: whyAndNext(verdict),
    }));
  const fits = (level: Annotation['level']): boolean =>
    perJob.filter((a) => a.level === level).length <= MAX_JOB_ANNOTATIONS - (level === 'error' ? 1 : 0);
  if (fits('error') && fits('warning') && fits('notice')) return perJob;
  return [summedAnnotation(judged, failing, totals, perJob)];
}

/** How many kinds of failure the step's error says what to do for: more are in the job summary. */
const MAX_NEXTS = 6;

/** A job's ending in a list of many: its outcome, or for a completed job that fails the step (require-pr), why. */
const endingName = (verdict: Verdict): Say =>
  verdict.outcome === 'completed' && verdict.failsStep ? verdict.headline : verdict.outcome;

/**
 * How many characters of job names a summing message holds, so that the log's cut (MESSAGE_CAP)
 * never falls on them or on what to do next: the jobs past it are counted, each has its line in
 * the job summary.
 */
const NAMES_ROOM = 1_800;

/** Names joined while they fit NAMES_ROOM, then how many more there are. */
function namesThatFit(names: Say[], separator: string): Say {
  const kept: Say[] = [];
  let used = 0;
  for (const name of names) {
    used += fullText(name).length + separator.length;
    if (used > NAMES_ROOM && kept.length > 0) break;
    kept.push(name);
  }
  const more = names.length - kept.length;
  return more === 0
    ? joinMessages(kept, separator)
    : msg`${joinMessages(kept, separator)}${separator}and ${more} more (the job summary has each)`;
}

/** All the jobs' annotations in one: the totals, and each job that did not complete or fails the step. */
function summedAnnotation(judged: Judged[], failing: Judged[], totals: string, perJob: Annotation[]): Annotation {
  const others = judged.filter(({ verdict }) => verdict.outcome !== 'completed' || verdict.failsStep);
  return {
    level: failing.length > 0 ? 'error' : perJob.some((a) => a.level === 'warning') ? 'warning' : 'notice',
    title: `${judged.length} agent jobs`,
    message: msg`${totals} ${namesThatFit(
      others.map(({ ending, verdict }) => msg`${quoted(ending.id, 100)}: ${endingName(verdict)}`),
      '; ',
    )}`,
  };
}

/** "12 jobs: 2 not-found, 1 failed, 9 completed.", worst first. */
function totalsOf(judged: Judged[]): string {
  const counts = SEVERITY.map(
    (outcome) => [outcome, judged.filter(({ verdict }) => verdict.outcome === outcome).length] as const,
  )
    .filter(([, n]) => n > 0)
    .map(([outcome, n]) => `${n} ${outcome}`);
  return `${judged.length} jobs: ${counts.join(', ')}.`;
}

function failureOf(judged: Judged[], failing: Judged[]): Say | undefined {
  const [only] = failing;
  if (failing.length === 0 || !only) return undefined;
  if (failing.length === 1)
    return only.ending.id
      ? msg`Agent job ${quoted(only.ending.id, 100)}: ${whyAndNext(only.verdict)}`
      : whyAndNext(only.verdict);
  // Each id a value: redacted, escaped and held out of a surface's rewording, as every id is.
  const named = namesThatFit(
    failing.map(({ ending, verdict }) => msg`${quoted(ending.id, 100)} (${endingName(verdict)})`),
    ', ',
  );
  // What to do, once for each kind of failure (the first job's words of it): the jobs' own
  // annotations may be summed into one.
  const nexts = new Map<string, Say>();
  for (const { verdict } of failing) {
    const kind = `${verdict.outcome} ${fullText(verdict.headline)}`;
    if (verdict.next && !nexts.has(kind)) nexts.set(kind, verdict.next);
  }
  const said = msg`${failing.length} of ${judged.length} jobs failed the step: ${named}. Each has a line in the job summary.`;
  return joinMessages([said, ...[...nexts.values()].slice(0, MAX_NEXTS)], ' ');
}

/** The report with the comment's and the check run's links, once they are written. */
export function withLinks(report: Report, links: NonNullable<ReportContext['links']>): Report {
  const rows: Report['summary']['rows'] = [];
  if (links.commentUrl) rows.push(['Comment', { link: links.commentUrl, text: 'on the pull request' }]);
  if (links.checkRunUrl) rows.push(['Check run', { link: links.checkRunUrl, text: 'on the commit' }]);
  return {
    ...report,
    outputs: { ...report.outputs, 'comment-url': links.commentUrl ?? '', 'check-run-url': links.checkRunUrl ?? '' },
    summary: { ...report.summary, rows: [...report.summary.rows, ...rows] },
  };
}

/** The report for one job or many. */
export function buildReport(endings: JobEnding[], context: ReportContext): Report {
  const judged = endings.map((ending) => ({ ending, verdict: judge(ending, context.config, context.history) }));
  const failing = judged.filter(({ verdict }) => verdict.failsStep);
  const outcome = stepOutcome(judged);
  const totals = totalsOf(judged);
  const [first] = judged;
  const outputs: Outputs = {
    ...emptyOutputs(),
    ...listOutputs(judged),
    ...(judged.length === 1 && first ? jobOutputs(first) : {}),
    outcome,
    // Unknown after a start whose answer was lost: empty, never a "false" that invites a second start.
    started: context.history.started ? 'true' : mayHaveStarted(context.history) ? '' : 'false',
    // After a start whose answer was unusable, the id is the service's own: one line, whole.
    'job-id': endings.map((ending) => escapeControls(ending.id)).join('\n'),
    'waited-seconds': String(Math.round(context.waitedMs / 1_000)),
    polls: String(context.polls),
    resumed: context.history.resumed ? 'true' : 'false',
  };
  const failure = failureOf(judged, failing);
  const summary = summaryDoc(judged, context, { outcome, failing, totals });
  const annotations = annotationsOf(judged, failing, totals);
  return {
    outcome,
    outputs,
    annotations,
    ...(annotations.length > 1 ? { summed: summedAnnotation(judged, failing, totals, annotations) } : {}),
    ...(failure === undefined ? {} : { failure }),
    summary,
    ...(judged.length === 1 && first ? { comment: compactComment(first, context, summary) } : {}),
    pullRequests: judged.map(({ ending }) => {
      const pr = ending.view?.pullRequest;
      const mirror = pr ? ending.pullRequest?.mirror : undefined;
      return pr ? { job: ending.id, pr, ...(mirror ? { mirror } : {}) } : { job: ending.id };
    }),
  };
}

/** The report of a step that sent nothing: a comment that is not one to send, or a pull request with nothing to do. */
export function nothingSentReport(
  outcome: 'skipped' | NothingToDo | CutShort,
  heading: Say,
  why: Say,
  next?: Say,
): Report {
  return {
    outcome,
    outputs: {
      ...emptyOutputs(),
      outcome,
      started: 'false',
      resumed: 'false',
      results: '[]',
      'completed-count': '0',
      'failed-count': '0',
      'archived-count': '0',
      'pending-count': '0',
      'waited-seconds': '0',
      polls: '0',
    },
    annotations: [],
    summary: { icon: ICONS[outcome], heading, paragraphs: [why, ...(next ? [next] : [])], rows: [] },
    pullRequests: [],
  };
}

/** `follow-up-command` and a comment that is not one to send. */
export const skippedReport = (why: Say, next?: Say): Report =>
  nothingSentReport('skipped', 'No follow-up sent', why, next);

/** What stopped a run's reads before it could decide: the runner's cancel, or the step's deadline. */
export type CutShort = 'cancelled' | 'timed-out';

/** Whether the run was cut short: a cancel wins over the deadline, which only a clock reading tells. */
export function cutShort(signal: AbortSignal, now: number, deadline: number): CutShort | undefined {
  if (signal.aborted) return 'cancelled';
  return now >= deadline ? 'timed-out' : undefined;
}

/**
 * A run cut short before it decided what it owed: whatever it read by then (nothing, a failed read,
 * a list cut in half) decides nothing, so it says it was cancelled or timed out, sends nothing, and
 * the next run of the pull request's workflow does what it owed. `deciding`: what it was deciding.
 */
export function cutShortReport(by: CutShort, deciding: Say): Report {
  const heading = by === 'cancelled' ? msg`Cancelled while ${deciding}` : msg`Timed out while ${deciding}`;
  const why =
    by === 'cancelled'
      ? 'The runner cancelled the run before it could read what it needed, so it decided nothing, and nothing was sent.'
      : "The step's 'timeout' ran out before it could read what it needed, so it decided nothing, and nothing was sent.";
  const next = msg`${by === 'timed-out' ? "Raise 'timeout' if GitHub is this slow. " : ''}The pull request's next run, of any kind, does what this one owed; or re-run this one. A check run the job's turn made is left as it was.`;
  return { ...nothingSentReport(by, heading, why, next), failure: msg`${heading}. ${why}` };
}
