/**
 * The time a group of requests may take: every budget's length is named here, and every budget is
 * made by `budgetFor` on the run's clock, so a test clock moves them all.
 */
import type { Clock } from './clock.ts';

/** The time a group of requests may take, and a signal that ends it. */
export interface Budget {
  signal: AbortSignal;
  /** The monotonic time after which no request or retry starts. */
  deadline: number;
  /** Aborted when the ending supersedes this write: then nothing is said of it. */
  superseded?: AbortSignal;
  /**
   * What ends a creation in flight, in place of `signal`: not the ending that supersedes it, which
   * waits for its answer, since the host may make it seconds after a request is dropped.
   */
  creationSignal?: AbortSignal;
}

/** One request to the service may take this long before it counts as a transient fault. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** How long each group of requests may take, in milliseconds. */
export const BUDGET_MS = {
  /** Reading the pull request's files, within the step's deadline. */
  changedFiles: 20_000,
  /** The reads about the job: records, the job, the docs pull request, the comparison. */
  jobReads: 30_000,
  /** The pull request look-up, retries included. */
  lookUp: 10_000,
  /** The docs pull request's reads for the comment's mirror. */
  docsMirror: 5_000,
  /** The comment on the docs pull request. */
  docsComment: 15_000,
  /** Each write while the step runs. */
  write: 30_000,
  /**
   * The ending's writes: normally, and once the runner cancels (SIGTERM 7.5 s after SIGINT; every
   * request ends 5 s after it, common/step-end.ts).
   */
  finish: 30_000,
  cancel: 4_000,
  /** A command's permission and comments, within the step's deadline. */
  command: 20_000,
  /**
   * Each request about a command's comment. A read ends by the step's deadline too; a reaction or
   * reply the step owes the commenter keeps its own, as it may be owed after the deadline.
   */
  commandRequest: 10_000,
  /**
   * All a command's run owes the commenter after a cancel: the outputs, the summary and the
   * surfaces' last writes (4 s) come after it, and the runner sends SIGTERM 7.5 s after SIGINT.
   */
  answerAfterCancel: 1_500,
  /**
   * A let-go turn's record written after a cancel (the service took the turn: without it no later
   * run finishes it), within the runner's grace; the outputs and the summary come after it.
   */
  recordAfterCancel: 4_200,
  /** What records a turn the service took (a command's 🚀, a let-go turn's record and label): a rate limit's minute, waited out (step-end.ts ends it on a cancel). */
  recordSent: 90_000,
  /** A review's reads: the review, its line comments, the permission and the records. */
  review: 20_000,
  /** The comments, reactions and permission of a command no run answered, within the step's deadline. */
  unansweredCommand: 20_000,
  /** Finding a closed pull request's job, reading it and writing on its docs pull request. */
  close: 30_000,
  /** The skipped check run of a run without secrets. */
  skippedCheck: 15_000,
  /** All a sweep does on one pull request. */
  sweptPullRequest: 60_000,
  /** Taking a finish's claim off: its own budget, not the pull request's (spent, or ended by a cancel). */
  release: 10_000,
  /** Taking it off after a cancel, within the runner's grace, the report still to write. */
  releaseAfterCancel: 1_500,
  /** A docs pull request's run looking for the product pull request whose job opened it. */
  docsPullScan: 90_000,
} as const;

/**
 * A budget of `ms` from now on the clock, never past `until`, ended too by any of `signals`: its
 * signal aborts at the deadline by the same clock.
 */
export function budgetFor(clock: Clock, ms: number, options: { signals?: AbortSignal[]; until?: number } = {}): Budget {
  const now = clock.now();
  const deadline = Math.min(now + ms, options.until ?? Infinity);
  // A spent budget is ended now, not a tick later: nothing may start on it.
  const timeout =
    deadline <= now
      ? AbortSignal.abort(new DOMException('The budget was spent.', 'TimeoutError'))
      : clock.timeout(deadline - now);
  const signals = options.signals ?? [];
  return { signal: signals.length === 0 ? timeout : AbortSignal.any([timeout, ...signals]), deadline };
}
