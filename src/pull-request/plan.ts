/**
 * Where reviewers look: which of the pull request comment and the check run this step keeps, said
 * once when one that was asked for cannot be kept. Light on purpose: the code that writes them is
 * loaded only when a step keeps one (src/pull-request/surfaces.ts).
 */
import type { Clock } from '../common/clock.ts';
import type { Visibility } from '../inputs/inputs.ts';
import type { Log, SummaryDoc } from '../output/log.ts';
import type { Say } from '../output/text.ts';
import type { Conclusion, PullRequestHost, Trigger } from './host.ts';
import type { LeaseBook } from './lease.ts';
import type { StepRecord } from './record.ts';

export interface JobProgress {
  id: string;
  status?: string;
  /** The docs pull request the job opened, as soon as the service names one. */
  pullRequest?: { url: string; name: string };
}

/** What the surfaces show while the step runs. */
export interface Progress {
  phase: 'sending' | 'waiting';
  jobs: JobProgress[];
  /** Waiting after a follow-up message, not a start. */
  followUp?: boolean;
  /** The follow-up waits for the busy job: nothing was sent yet. */
  queued?: boolean;
}

export interface SurfaceLinks {
  commentUrl?: string;
  checkRunUrl?: string;
  /** What the ending could not write (a sweep leaves the turn pending then). */
  unwritten?: string[];
}

/** How the step ended, rendered for the comment and the check run (report/surface-ending.ts). */
export interface SurfaceEnding {
  doc: SummaryDoc;
  /** The comment's own document when it is not `doc`: the compact mirror of one job's docs pull request, with that job's turns. */
  comment?: { doc: SummaryDoc; job: string };
  conclusion: Conclusion;
  /** The check run's text: the docs pull request, or each job's. */
  text?: SummaryDoc;
  /** A job failed: the record says so, and a re-run sends again. */
  jobFailed: boolean;
  /** Nothing was done: a comment that exists says so, and none is created for it. */
  noNewComment?: boolean;
  /** Nothing was done: the comment's records stay as they are (a run that did nothing never pushes a job's out). */
  noRecord?: boolean;
  /** Nothing new for the job: its comment (the mirror of its docs pull request) is left as it is; only the check run is written. */
  keepComment?: boolean;
  /**
   * Nothing to do for the head (a draft, the skip-label, no file within `paths`): the comment there is
   * keeps what it shows of the job, with the heading as a line atop it, which a later turn takes out.
   */
  noteAtop?: boolean;
  /**
   * Nothing was decided for the head: its check run of the name, whoever's turn made it, is left as
   * it is; one is created (concluded as `conclusion`) only where the head has none.
   */
  checkOnlyWhereNone?: boolean;
  /** Cut short before it decided: it writes a check run only where the head has none, and takes over none. */
  cutShort?: boolean;
  /**
   * The job a run that sent nothing found on a check run only (no comment of the action's): its
   * check run's record names it as a wait, so the next run, which reads no further back than this
   * head, still finds it.
   */
  foundJob?: string;
}

/** `next`: what to do about an unreadable record, when keeping a comment or check run is not it. */
export type EarlierRecord =
  { kind: 'found'; record: StepRecord } | { kind: 'none' } | { kind: 'unreadable'; why: Say; next?: Say };

export interface PullRequestSurfaces {
  /** What an earlier attempt of this step recorded, read from the comment or the check run. */
  /** `until`: ends the read (a step's deadline), so GitHub slow to answer never stretches the step. */
  earlierRecord(until?: AbortSignal): Promise<EarlierRecord>;
  /**
   * Writes "working on it" (and the record so far); finds this step's comment to update it in place.
   * `limited` when the host limited the rate of the comment's write, which holds the record later
   * runs read, and `refused` when it refused that write for good and no check run holds the record
   * either: no write could name a job started now, so a start sends no prompt (the next run would
   * start another job). `label`: a let-go start puts the pull request in the index of pending jobs
   * with its record, so a sweep finds the start should its run die before it is answered.
   */
  begin(record: StepRecord, progress: Progress, index?: 'label'): Promise<'recorded' | 'limited' | 'refused'>;
  /** A status changed or a job id is known: written soon, at most one write every few seconds. */
  progress(record: StepRecord, progress: Progress): void;
  /** The links known so far: what the outputs and the summary name before the last writes. */
  links(): SurfaceLinks;
  /** The ending, within a budget (a shorter one once the runner cancels). */
  finish(ending: SurfaceEnding): Promise<SurfaceLinks>;
  /** An ending without a report (a bug): the comment and the check run say so. */
  abandon(message: Say): Promise<SurfaceLinks>;
  /**
   * `wait: sweep`: writes the progress with the pending record now, and puts the pull request in
   * the index of pending jobs (its label); false when the record could not be written on both
   * surfaces (a label that could not be put on is a warning: the pull request's next run finishes it).
   * `sent`: the record of a turn the service took that nothing else would record (a sweep's send),
   * which waits out a rate limit's minute, never past `until` (the step's `timeout`); a step that
   * lets go waits for its job instead.
   */
  hold(record: StepRecord, progress: Progress, sent?: { until: number }): Promise<boolean>;
  /** A sweep finishing a step that let go: the record its ending writes is that step's. */
  finishAs(record: StepRecord): void;
}

export interface SurfaceDeps {
  log: Log;
  clock: Clock;
  /** Aborts on SIGINT or SIGTERM: the ending then gets a short budget. */
  signal: AbortSignal;
  /** The pull request on its host, through the step's one client and the report-token. */
  host: PullRequestHost;
  /** Records are signed with the api-key and verified with it or, during a rotation, the previous one. */
  apiKey: string;
  previousApiKey?: string;
  /** The job's comment a follow-up found its job in (same author): its turn is written there. */
  sharedComment?: number;
  /**
   * A sweep's writes (an ending, the record of a turn it sent): the check run first, and the
   * comment, which settles the record, only after it, so a record the comment was refused is
   * still on the check run for the next sweep to adopt.
   */
  checkRunFirst?: boolean;
  /**
   * A turn folded into the one a sweep sent on the same head: the head's check run is the sent
   * turn's, so this turn's is finished where it exists and never created (a new one would be the
   * newest of its name, which a required check reads).
   */
  noNewCheck?: boolean;
  /** The comment a sweep read the pending record from: read alone, never looked for among all. */
  knownComment?: number;
  /** The pull request was read open (a sweep's finish): a closing line on its comment is dropped. */
  pullRequestOpen?: true;
  /** The run's leases: a let-go record is written under the pull request's (lease.ts). */
  leases?: LeaseBook;
  /** The step's deadline (monotonic): no lease is asked for past it. */
  deadline?: number;
  /** The comment's record is how the pull request's later runs find the job this step starts: a refusal for good is a warning. */
  recordFindsJob?: boolean;
  /**
   * This run takes over the head's turn whose run ended with no ending recorded (killed while it
   * waited): that turn's check run, left in progress, is this run's, never a second beside it.
   */
  takesOverTurn?: () => boolean;
}

/** Which surfaces the step keeps. */
export interface SurfacePlan {
  comment: boolean;
  check: boolean;
}

/** A step that keeps neither: nothing is written, and no record can be read. */
export const NO_SURFACES: PullRequestSurfaces = {
  earlierRecord: async () => ({ kind: 'unreadable', why: 'there is no comment or check run to keep it in' }),
  begin: async () => 'recorded' as const,
  progress: () => undefined,
  links: () => ({}),
  finish: async () => ({}),
  abandon: async () => ({}),
  hold: async () => false,
  finishAs: () => undefined,
};

/** Keeps neither, yet hands on the links of what the run wrote another way (a close's line atop the comment). */
export const linksOnly = (links: () => SurfaceLinks): PullRequestSurfaces => ({
  ...NO_SURFACES,
  links,
  finish: async () => links(),
  abandon: async () => links(),
});

/** Decides what the step keeps, and says why when a comment or check run asked for cannot be kept. */
export function planSurfaces(visibility: Visibility, trigger: Trigger | undefined, log: Log): SurfacePlan {
  for (const note of trigger?.notes ?? []) log.info(note);
  const noToken = visibility.reportToken === '';
  const wantsComment = visibility.comment !== 'false';
  const comment = wantsComment && trigger?.pullNumber !== undefined && !noToken;
  const check = visibility.checkName !== '' && trigger?.headSha !== undefined && !noToken;
  if (wantsComment && !comment) {
    // Where no pull request is, no token makes a comment: that reason comes first.
    const why = !trigger
      ? 'this is not a workflow run (no GITHUB_REPOSITORY or GITHUB_RUN_ID)'
      : trigger.pullNumber === undefined
        ? `this run's event (${trigger.eventName || 'unknown'}) is not about a pull request`
        : "'report-token' is empty";
    if (visibility.comment === 'true')
      log.warning(`No pull request comment: ${why}. Set 'comment: auto' to comment only when there is one.`);
    else log.debug(`No pull request comment: ${why}.`);
  }
  if (visibility.checkName !== '' && !check)
    log.warning(
      noToken
        ? "No check run: 'report-token' is empty; pass a token with checks: write, such as ${{ github.token }}."
        : trigger
          ? 'No check run: the runner gave no commit (GITHUB_SHA) to put it on.'
          : 'No check run: this is not a workflow run (no GITHUB_REPOSITORY or GITHUB_RUN_ID).',
    );
  return { comment, check };
}
