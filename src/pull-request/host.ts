/**
 * What the action keeps on a pull request asks of the host the pull request lives on, and nothing
 * else: src/pull-request/ reaches its host only through `PullRequestHost`, so it knows no host.
 * GitHub's is src/github/host.ts; a GitLab merge request would be another implementation of the
 * same interface. A host checks every answer before it hands it on: an item that is not in the
 * host's shape makes its whole list a failure (`UNREADABLE_ITEM`), never a shorter list.
 */
import type { Say } from '../output/text.ts';
import type { PermissionLevel } from '../inputs/follow-up.ts';
import type { Account, Author, StepName } from './names.ts';
import type { PullRequestWords } from './where.ts';
import type { LineComment, Review } from './review.ts';

export type { Budget } from '../common/budget.ts';
import type { Budget } from '../common/budget.ts';
export type { Account, Author } from './names.ts';

/** A request that did not go through, in words for the log. `status`: the host's HTTP answer, if any. */
export interface Failure {
  ok: false;
  status?: number;
  cause: Say;
  /** No answer came at all: a network error (its words), or none when the time ran out first. */
  unreached?: string;
  /** The host limited the rate (a 429, or a 403 that says so): no refusal of the token, whatever its status. */
  rateLimited?: true;
}

/**
 * A failure that is no answer from the host about what it did: none came, a 5xx, or a 2xx whose
 * body could not be read (cut short on the way). A write so answered may have been made (a 2xx
 * was); a read so answered is not read, never "none".
 */
export const unanswered = (failure: Failure): boolean =>
  failure.status === undefined || failure.status >= 500 || (failure.status >= 200 && failure.status < 300);

/** A refusal that will not change on asking again (401, 403, 404, 422): never a rate limit. */
export const refusedForGood = (failure: Failure, statuses: readonly number[] = [401, 403, 404, 422]): boolean =>
  failure.status !== undefined && statuses.includes(failure.status) && failure.rateLimited !== true;

export type Answer<T> = { ok: true; value: T } | Failure;

export const UNREADABLE_ITEM: Failure = {
  ok: false,
  status: 200,
  cause: "GitHub's list holds an item that is not what GitHub sends (an id that is not a number, no body or link)",
};

export interface Comment {
  id: number;
  body: string;
  /** Its web address on this run's host; '' when the host gave one elsewhere, undefined when it gave none. */
  url?: string;
  /** Undefined when the host's answer names no author at all. */
  author?: Author;
  /** When it was written (ms since the epoch, NaN when unreadable), and whether it was edited since. */
  createdAt: number;
  edited: boolean;
  /** When it was last written (ms since the epoch), when the host says. */
  updatedAt?: number;
}

export interface CheckRun {
  id: number;
  url: string;
  /** `in_progress`, `completed`, ... as the host says; undefined when it says nothing readable. */
  status?: string;
  /** When it began, by the host's clock (ms since the epoch; NaN when unreadable). */
  startedAt?: number;
  /** The record it carries, as the host keeps it; undefined for another app's check run. */
  externalId?: string;
  /**
   * The run it belongs to, where the host names one and the check run carries no record (GitLab:
   * a status is its pipeline's): a later run may finish it once that run has ended.
   */
  run?: string;
}

/** What a write's answer says of the thing written, as far as it can be read. */
export interface Written {
  id?: number;
  url?: string;
  author?: number;
}

export type Conclusion = 'success' | 'failure' | 'neutral' | 'timed_out' | 'cancelled' | 'skipped';

/** A check run as the step writes it. */
export interface CheckRunFields {
  status: 'in_progress' | 'completed';
  /**
   * In progress, and still starting the job or sending: a host whose status cannot be set again to
   * the state it is in (GitLab's) shows it as its own waiting state, so "running" can follow.
   */
  starting?: true;
  conclusion?: Conclusion;
  title: string;
  summary: string;
  text?: string;
  /** The step's signed record. */
  externalId?: string;
}

/** The marks the queue of commands puts on a command (claimed, sent, refused), and a sweep's claim on a finish (`hooray`). */
export type Mark = 'eyes' | 'rocket' | 'confused' | 'hooray';

export interface Reaction {
  id?: number;
  content: string;
  author?: Author;
  /** ms since the epoch, NaN when unreadable. */
  at: number;
}

/**
 * Where the step runs: the repository, its pull request and the run. Read from the runner's
 * environment by the host's wire (src/github/trigger.ts for GitHub).
 */
export interface Trigger {
  owner: string;
  repo: string;
  eventName: string;
  /** The pull request the run is about, when the event has one. */
  pullNumber?: number;
  /** The commit a check run goes on: the pull request's head, else the run's commit. */
  headSha?: string;
  /** True when the head is the run's commit on a comment's event (the default branch): look the pull request up. */
  headNeedsLookUp: boolean;
  /** A pull request from a fork: its workflow gets a read-only token (unless the repository allows more). */
  fromFork: boolean;
  /** Dependabot started the run: its workflows get no secrets but Dependabot's own. */
  byDependabot?: boolean;
  /** On a pull request event: what the event says of the pull request. */
  pullRequest?: PullRequestEvent;
  /**
   * The run is about its pull request's head (a pull request's own event, or a review): a fork or
   * Dependabot may start it, and it then has no secrets. `base`: it runs the base branch's workflow
   * with its token and secrets whatever the head (GitHub's `pull_request_target`).
   */
  aboutHead?: 'head' | 'base';
  /** What the event adds to its pull request, read first: a comment (a command, maybe), or a review. */
  adds?: 'comment' | 'review';
  /** The event is about no pull request, and a sweep runs on it (a schedule, a dispatch). */
  sweeps?: true;
  /** A sweep's turn on one pull request (GitLab's schedule): a setup that cannot finish its pending job fails it, as it fails a sweep. */
  sweptTurn?: true;
  /** The repository's default branch, as the event names it: where a dispatched workflow runs. */
  defaultBranch?: string;
  runId: string;
  attempt: number;
  /** The run that acts when it plays another run's step (a sweep finishing a let-go step): no other run. */
  actingRunId?: string;
  runUrl?: string;
  /**
   * Every run on this host finishes a let-go turn it finds, whatever its own 'wait' (GitLab: a
   * cancelled pipeline's turn is left pending, and no other run would finish it).
   */
  finishesLetGo?: true;
  /** This run's web address (GITHUB_SERVER_URL): the only host a link from an answer may name. */
  serverUrl?: string;
  step: StepName;
  /**
   * The event does not say who opened the pull request (a GitLab pipeline's variables do not): it
   * is read from the host before anything is decided, as a re-run's state is.
   */
  authorUnsaid?: true;
  /**
   * Who opened the pull request, as an event that is not the pull request's own names it (a
   * comment's issue, a review's pull request), in lower case: a run of the agent's docs pull
   * request finishes the job that opened it, whatever its event.
   */
  pullAuthor?: string;
  /** How its host names a pull request, when not as GitHub does (src/pull-request/where.ts). */
  words?: PullRequestWords;
  /** What the runner's environment said that could not be used, in words for the log. */
  notes: Say[];
}

/** What changed between two commits of a pull request, as the host compares them. */
export interface Comparison {
  /** Oldest first; a merge commit has more than one parent. */
  commits: Array<{ sha: string; title: string; merge: boolean }>;
  /** More commits than were listed. */
  moreCommits: boolean;
  files: string[];
  /** The host lists this many files of a comparison at most (GitHub: 300): past it, the list is cut. */
  filesCapped: boolean;
}

/** What a pull request event says of its pull request. */
export interface PullRequestEvent {
  /**
   * The pull request as the event shows it: open (a re-opened one too), closed, or closed by a
   * merge. Whatever the event (its close, a label put on after it), a closed one is decided as closed.
   */
  state: 'open' | 'closed' | 'merged';
  /** The event is its opening: no run can have recorded a job for it yet. */
  opened?: true;
  /** The event is a push of its head (its opening, or `synchronize`): a new head, or an old one again. */
  pushed?: true;
  /** The event names an action that is no push (a label, ready for review, an edit): 'new-job' starts no job for it. */
  notPushed?: true;
  /**
   * No event: a turn that reads the pull request as it is now (GitLab's schedule). What is owed
   * is sent; no job starts for the head (its own pipeline does that), only for a command that may.
   */
  readNow?: true;
  /**
   * No later event retries this push by itself (GitLab runs a merge request's pipeline for a push
   * only): a run that could not read whether the pull request has a job fails, so someone runs it again.
   */
  noRetryingEvent?: true;
  /** The head before the push (`synchronize`), as the event says. */
  before?: string;
  /** When the pull request was last updated (ms since the epoch; a push's event: about when it was pushed). */
  updatedAt?: number;
  /** The label the event took off (`unlabeled`). */
  labelTakenOff?: string;
  draft: boolean;
  labels: string[];
  /** How many files it changes, when the event says. */
  changedFiles?: number;
  /** Who opened it, in lower case, when the event says. */
  author?: string;
  /** When it was last closed (ms since the epoch), when the event says: a close after a re-open has its own. */
  closedAt?: number;
}

/**
 * A comment as the step writes it: its text, and the signed record (the hidden marker) its last
 * line carries, apart. The host's wire redacts the text and sends the record as it was signed.
 */
export interface CommentBody {
  text: string;
  record?: string;
}

/** One pull request on its host, through the step's one client and the token it was given. */
export interface PullRequestHost {
  /** The most characters a comment's body, a check run's summary or its text may hold (GitHub: 65,535). */
  textLimit: number;
  /** False where a check run cannot hold the step's record (GitLab's status: a short description): the comment alone does. */
  checkRunHoldsRecord?: false;
  /**
   * False where no run comes for a comment (GitLab runs no pipeline for a note): every command is
   * sent by a later run, so none is said to have been left by a run of its own.
   */
  runPerComment?: false;
  /** How long a pause before asking again what the host failed lasts (a host on this machine: shorter); `ms` when absent. */
  pause?(ms: number): number;
  /** Who the token writes as; undefined when the host does not say. */
  identity(budget: Budget): Promise<Account | undefined>;
  /**
   * Every comment of the pull request, oldest first; with `enough`, no further than the page where
   * it holds of a comment; with `since` (ms since the epoch), only those written or edited since.
   */
  comments(budget: Budget, enough?: (comment: Comment) => boolean, since?: number): Promise<Answer<Comment[]>>;
  comment(id: number, budget: Budget): Promise<Answer<Comment>>;
  createComment(body: CommentBody, budget: Budget): Promise<Answer<Written>>;
  updateComment(id: number, body: CommentBody, budget: Budget): Promise<Answer<Written>>;
  /** Closes the pull request (unmerged). */
  closePullRequest(budget: Budget): Promise<Answer<Written>>;
  /** Who closed it last, and when (ms since the epoch), as far as the host says. */
  closedBy?(budget: Budget): Promise<Answer<{ by?: Author; at?: number }>>;
  /** The commit a check run goes on: the pull request's head, looked up once when the run's commit is not it. */
  head(budget: Budget): Promise<string | undefined>;
  /** The check runs of that name on a commit; every one, with no name. `anew`: read again, not as this run last did. */
  checkRuns(sha: string | undefined, name: string, budget: Budget, anew?: boolean): Promise<Answer<CheckRun[]>>;
  /**
   * The paths the pull request changes, as far as the host lists its files (GitHub: 3,000): a
   * moved file's old name too; `listed`: how many files the host listed.
   */
  changedFiles(budget: Budget): Promise<Answer<{ paths: string[]; listed: number }>>;
  /**
   * What changed from `base` to `head`; `unrelated` when `head` does not follow `base` (a force-push
   * rewrote the history, so `base` is gone or on another line).
   */
  compare(base: string, head: string, budget: Budget): Promise<Answer<Comparison | 'unrelated'>>;
  /** The pull request's commits, oldest first (a force-push drops the ones it replaced). */
  commits(budget: Budget): Promise<Answer<string[]>>;
  /** The open pull requests whose head is this commit (forks' too), with the repository their head is in. */
  pullRequestsAt(sha: string, budget: Budget): Promise<Answer<Array<{ number: number; headRepository?: string }>>>;
  createCheckRun(
    name: string,
    sha: string | undefined,
    fields: CheckRunFields,
    budget: Budget,
  ): Promise<Answer<Written>>;
  updateCheckRun(id: number, fields: CheckRunFields, budget: Budget): Promise<Answer<Written>>;
  /** A comment's reactions, every one. */
  reactions(commentId: number, budget: Budget): Promise<Answer<Reaction[]>>;
  /** Created once per account: `created` is false when the account had already reacted so. */
  react(
    commentId: number,
    mark: Mark,
    budget: Budget,
  ): Promise<Answer<{ created: boolean; id?: number; author?: Author }>>;
  unreact(commentId: number, reactionId: number, budget: Budget): Promise<Answer<null>>;
  /** What an account may do in the repository; undefined for a level that is not one of the five. */
  permission(login: string, budget: Budget): Promise<Answer<PermissionLevel | undefined>>;
  /** Whether any other run of the repository, of any event, is in progress; undefined when the host cannot tell. */
  otherRunsInProgress(budget: Budget): Promise<boolean | undefined>;
  /** Whether a run's attempt has ended (a claim it names is free); undefined when the host cannot tell. */
  runState(run: RunName, budget: Budget): Promise<RunState>;
  /**
   * Whether a push made this commit the head after `at` (ms since the epoch, the host's clock): a
   * `pull_request` run on it made after then whose run before it, on the same branch of the same
   * repository, was on another commit (a label or a reopen on the same head is no push). A failed
   * answer when the host cannot tell (no `actions: read`).
   */
  pushedSince(sha: string, at: number, budget: Budget): Promise<Answer<boolean>>;
  /** Puts a label on the pull request (the host makes the label when the repository has none of that name). */
  addLabel(name: string, budget: Budget): Promise<Answer<null>>;
  /** Takes the label off; a label that is not there is no failure. */
  removeLabel(name: string, budget: Budget): Promise<Answer<null>>;
  /** Every review of the pull request, as submitted (oldest first). */
  reviews(budget: Budget): Promise<Answer<Review[]>>;
  /** The line comments of one review, every one. */
  reviewComments(reviewId: number, budget: Budget): Promise<Answer<LineComment[]>>;
  /** A reaction by the token's account on a line comment of a review: what the reviewer sees of the step. */
  reactOnLine(commentId: number, mark: Mark, budget: Budget): Promise<Answer<null>>;
}

/** A workflow run's attempt, as the host names it. */
export interface RunName {
  run: string;
  attempt: number;
  /** Whether any attempt of the run is still going: a later attempt that runs takes over what an earlier one left. */
  anyAttempt?: true;
}

/**
 * Whether a run has ended, as the host says: `unread` when the host failed to answer (a 5xx, no
 * answer); `undefined` when it cannot tell (no `actions: read`, an answer it cannot read).
 */
export type RunState = 'ended' | 'running' | 'unread' | undefined;
