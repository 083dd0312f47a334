/**
 * What the step and the sweep ask of the code host as a whole, beyond one pull request: a pull
 * request's host for a token, a pull request looked up by its address, the pending index, a
 * dispatched workflow, and the run's own event read as a comment, a review or a pull request's
 * event. main builds it once, from the step's one client (GitHub's: src/github/code-host.ts), and
 * hands it in: src/step/ and src/sweep/ import no host's module, so a GitLab merge request can be
 * a second host without touching the decision.
 */
import type { Log } from '../output/log.ts';
import type { Say } from '../output/text.ts';
import type { HttpSend } from '../service/transport.ts';
import type { PullRequestRef } from '../service/pr-link.ts';
import type { CommentEvent } from './command.ts';
import type { Answer, Author, Budget, PullRequestHost, Trigger } from './host.ts';
import type { RecordKeys } from './record.ts';
import type { Review } from './review.ts';

/** A token of the step and the input that gave it, for the host's messages. */
export interface HostToken {
  value: string;
  name: 'report-token' | 'github-token';
  /** What every request needs, when the host's message should name it (a docs repository's token). */
  needs?: string;
}

export interface PullRequestAddress {
  owner: string;
  repo: string;
  number: number;
}

/** Where the job's pull request link points, as the service's answer gave it. */
export interface PullRequestLink {
  host: string;
  /** `group/name` on GitLab, whose groups nest. */
  repository?: string;
  owner?: string;
  repo?: string;
  number?: number;
  url: string;
}

export interface PullRequestDetails {
  headSha: string;
  headRef: string;
  state: 'open' | 'closed' | 'merged';
  draft: boolean;
  /** As the host gave it: untrusted text, shown only through the log. */
  title?: string;
  /** Who opened it, as the host says: `person` when a person's account did (not a bot's, not an app's). */
  openedBy?: { login: string; person: boolean };
  /** Lines added and deleted, and files changed, when the host gave counts. */
  size?: { additions: number; deletions: number; files: number };
  /** When it was read, ISO 8601. */
  readAt?: string;
  /** What the comment's mirror read besides. */
  mirror?: PullRequestMirror;
}

/** The latest review of each reviewer, taken together. */
export type ReviewState = 'approved' | 'changes-requested';

/** A review of the docs pull request that went to the agent; its login and address are the host's, untrusted. */
export interface SentReview {
  id: number;
  /** Undefined for a deleted account. */
  login?: string;
  state: 'changes-requested' | 'commented' | 'dismissed';
  url?: string;
}

/** What the comment mirrors of the docs pull request beyond the pull request itself: each part only when read. */
export interface PullRequestMirror {
  review?: ReviewState;
  /** Each reviewer's standing verdict (their newest approval or request for changes), in the order first given. */
  reviewers?: Array<{ login: string; state: ReviewState }>;
  /**
   * The reviews the docs pull request's answers say were sent to this job (a line the api-key
   * signed), oldest first: the reviewer, how they reviewed, the review's http(s) address.
   */
  sent?: SentReview[];
  /** A deployment's http(s) `environment_url` on the head. */
  preview?: string;
  /** The first page of changed files: their names, and how many the pull request changes in all. */
  files?: { names: string[]; total: number };
}

/** `forGood`: GitHub refused the read in a way asking again does not change (401, 403, 404, 422). */
export type PullRequestLookup =
  { kind: 'found'; details: PullRequestDetails } | { kind: 'unavailable'; reason: Say; forGood?: true };

export type LookUpPullRequest = (
  address: PullRequestAddress,
  token: string,
  signal: AbortSignal,
) => Promise<PullRequestLookup>;

/** The job the mirror is of, and the keys that verify what its review runs signed. */
export interface SentTo {
  job: string;
  keys: RecordKeys;
}

export type ReviewEvent =
  { kind: 'review'; review: Review; url?: string; pullAuthor?: Author } | { kind: 'not-a-review'; why: string };

/** The inputs a dispatched workflow is sent: strings, as `workflow_dispatch` takes them. */
export type DispatchInputs = Record<'job-id' | 'outcome' | 'pr-link' | 'pull-request' | 'head-sha', string>;

/** A pull request as plain data, as its host shows it now. */
export interface PullRequestFacts {
  open: boolean;
  /** Closed by a merge. */
  merged?: true;
  draft: boolean;
  labels: string[];
  /** How many files it changes, when the host says. */
  changedFiles?: number;
  /** Who opened it, in lower case, when the host says. */
  author?: string;
  /** Its head lives in another repository (a fork's, or a deleted fork's). */
  fromFork: boolean;
  head: string;
  /** When it was last closed (ms since the epoch), when the host says. */
  closedAt?: number;
}

/**
 * A run whose event is not the pull request's own, as that pull request's event: its head, draft
 * flag, labels and author as read. What may start or tell a job does not widen: a closed pull
 * request, a fork's or Dependabot's owes nothing to such a run (`owesNothing` says why).
 */
export function asPullRequestEvent(
  trigger: Trigger,
  facts: PullRequestFacts,
  /** `as-its-close`: a closed pull request is read as its close (a sweep's turn: a command owed at the close still goes). */
  closed: 'owes-nothing' | 'as-its-close' = 'owes-nothing',
): Trigger | { owesNothing: string } {
  if (!facts.open && closed === 'owes-nothing') return { owesNothing: 'it is not open' };
  if (facts.fromFork) return { owesNothing: 'it comes from a fork' };
  if (facts.author === 'dependabot[bot]') return { owesNothing: "it is Dependabot's" };
  const { draft, labels, author, changedFiles, closedAt } = facts;
  const known = {
    ...(author === undefined ? {} : { author }),
    ...(changedFiles === undefined ? {} : { changedFiles }),
    ...(closedAt === undefined ? {} : { closedAt }),
  };
  const state = facts.open ? 'open' : facts.merged === true ? 'merged' : 'closed';
  return { ...trigger, headSha: facts.head, headNeedsLookUp: false, pullRequest: { state, draft, labels, ...known } };
}

/** The agent's pull request on a job's branch: found, none there, or GitHub did not say (why). */
export type BranchPullRequest =
  | { kind: 'found'; pullRequest: PullRequestRef }
  | { kind: 'none' }
  /** `unreadable`: the repository GitHub refused the token for good (403, 404): asking again meets the same answer. */
  | { kind: 'unread'; why: Say; unreadable?: string };

export interface Repository {
  owner: string;
  repo: string;
}

export interface CodeHost {
  /** Loads the host's client now, while the service is asked, so a look-up after the wait does not wait for it. */
  warm(): void;
  /** As PullRequestHost's `pause`: how long a pause before asking the host again lasts; `ms` when absent. */
  pause?(ms: number): number;
  /** A pull request (this run's, a swept one, the docs one) as its host, written and read with the token. */
  pullRequest(trigger: Trigger, token: HostToken): PullRequestHost;
  /**
   * The pull request a job's link names, when it is on this run's server: the one place a link
   * becomes an address a token is sent to (a namesake on another host is never read or written).
   */
  addressOf(link: PullRequestLink | undefined): PullRequestAddress | undefined;
  /** One pull request's head, state and draft flag, with `github-token`. */
  lookUp: LookUpPullRequest;
  /**
   * The newest pull request the agent (`agent`, its login) opened from the branch a job's agent
   * works on (`ref`) in the job's repository, on this run's server, read with `github-token`: the
   * job's docs pull request when the service names none; `unread`: GitHub did not say, never "none".
   */
  branchPullRequest(
    job: { repository?: string | null | undefined; ref?: string | null | undefined },
    token: string,
    signal: AbortSignal,
    agent: string,
  ): Promise<BranchPullRequest>;
  /** The job's pull request looked up and said in the log; undefined when it cannot be (the log says why). */
  describe(
    link: PullRequestLink | undefined,
    token: string,
    signal: AbortSignal,
  ): Promise<PullRequestDetails | undefined>;
  /** What the comment mirrors of a docs pull request (reviews, preview, files), with `github-token`; undefined when a look-up stands in for the host (tests). */
  mirror(
    token: string,
    at: PullRequestAddress,
    pull: { headSha: string; files?: number },
    to?: SentTo,
  ): Promise<PullRequestMirror | undefined>;
  /** The numbers of the pull requests that carry the pending label, oldest first. */
  pendingPullRequests(token: string, where: Repository, budget: Budget): Promise<Answer<number[]>>;
  /** Sends `workflow_dispatch` to a workflow file of the repository, on `ref`. */
  dispatchWorkflow(
    token: string,
    where: Repository & { file: string; ref: string },
    inputs: DispatchInputs,
    budget: Budget,
  ): Promise<Answer<null>>;
  /** The run's event as the comment it is about. */
  commentEvent(trigger: Trigger | undefined): CommentEvent;
  /** The run's event as the review it is about. */
  reviewEvent(trigger: Trigger | undefined): ReviewEvent;
  /** The pull request as plain data, read with the token: open or merged, draft, labels, who opened it, where its head lives. */
  pullRequestFacts(token: string, trigger: Trigger, budget: Budget): Promise<Answer<PullRequestFacts>>;
}

/** A host other than GitHub Actions': the trigger its pipeline gives, and the code host built on the step's secrets, ending and HTTP client. */
export interface RunHost {
  trigger: Trigger | undefined;
  codeHost(run: { log: Log; secrets: string[]; end: AbortSignal; send: HttpSend }): CodeHost;
}

/**
 * A pull request on its host with the report-token: the one way src/ outside the hosts asks for the
 * pull request it reports on (the code host builds each once for the run).
 */
export function reportHostOf(codeHost: CodeHost, token: string, trigger: Trigger): PullRequestHost {
  return codeHost.pullRequest(trigger, { value: token, name: 'report-token' });
}

/** The report's host; none without a pull request or a token. */
export function reportHost(
  codeHost: CodeHost,
  token: string,
  trigger: Trigger | undefined,
): PullRequestHost | undefined {
  if (!trigger || token === '') return undefined;
  return reportHostOf(codeHost, token, trigger);
}

/** A docs pull request on its host with the github-token: the other way src/ asks for a pull request. */
export function docsHostOf(codeHost: CodeHost, token: string, docs: Trigger): PullRequestHost {
  const needs = `pull-requests: write on ${docs.owner}/${docs.repo} (such as an installation token from actions/create-github-app-token)`;
  return codeHost.pullRequest(docs, { value: token, name: 'github-token', needs });
}
