/**
 * One pending run finished as the step that let it go would have finished it: the run that
 * finishes it plays that step (its run, attempt, name and head) through the step's own finish
 * (src/step/finish-turn.ts), so the same path writes the same check run, comment, mirror and docs
 * pull request's comment.
 */
import { isFinal } from '../common/agent-job.ts';
import type { Clock } from '../common/clock.ts';
import { reportHostOf } from '../pull-request/code-host.ts';
import type { Config } from '../inputs/inputs.ts';
import type { PermissionLevel } from '../inputs/follow-up.ts';
import type { Account, Budget, PullRequestHost, Trigger } from '../pull-request/host.ts';
import type { ClosedPullRequest } from '../pull-request/decide.ts';
import { createPullRequestSurfaces } from '../pull-request/surfaces.ts';
import type { PullRequestSurfaces } from '../pull-request/plan.ts';
import type { JobEnding, Outcome, StepHistory } from '../report/verdict.ts';
import type { FetchResult } from '../service/client.ts';
import type { PostFailure } from '../common/outcome.ts';
import { viewJob } from '../service/job-view.ts';
import { finishTurn } from '../step/finish-turn.ts';
import { readCommentRecords, recordKeysOf, settled, type Pending } from '../pull-request/record.ts';
import type { FinalStatus } from '../common/agent-job.ts';
import { placeOf, type PendingRun } from './pending.ts';
import type { RunName } from '../pull-request/claim.ts';
import type { RunContext } from '../step/run-context.ts';
import { GITHUB_WORDS, type PullRequestWords } from '../pull-request/where.ts';
import { msg } from '../output/text.ts';

export type SweepDeps = RunContext;

export interface Where {
  owner: string;
  repo: string;
  pull: number;
  /** The host's words and address, when the finishing run knows them (GitLab's): GitHub's otherwise. */
  words?: PullRequestWords;
  serverUrl?: string;
}

/** The trigger of a step that let go, as the sweep plays it: its run, attempt, name and head. */
export function triggerOf(where: Where, pendingRun: PendingRun | undefined, env: NodeJS.ProcessEnv): Trigger {
  const serverUrl = where.serverUrl ?? (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/$/, '');
  const words = where.words ?? GITHUB_WORDS;
  const place = placeOf(`${where.owner}/${where.repo}`, where.pull);
  const run = pendingRun?.record.run ?? env.GITHUB_RUN_ID ?? '0';
  // A queued turn that tells no head still has its check run on one.
  const sha = pendingRun?.record.pending.sha ?? pendingRun?.record.pending.checkOn;
  return {
    owner: where.owner,
    repo: where.repo,
    // The step's own event is not recorded, and nothing that finishes it reads one: this run's.
    eventName: env.GITHUB_EVENT_NAME ?? '',
    pullNumber: where.pull,
    ...(sha === undefined ? {} : { headSha: sha }),
    headNeedsLookUp: sha === undefined,
    fromFork: false,
    runId: run,
    attempt: pendingRun?.record.attempt ?? 1,
    runUrl: `${serverUrl}/${where.owner}/${where.repo}/${words.runPath}/${run}`,
    serverUrl,
    ...(where.words === undefined ? {} : { words: where.words }),
    step: pendingRun?.name ?? place,
    ...(env.GITHUB_RUN_ID ? { actingRunId: env.GITHUB_RUN_ID } : {}),
    notes: [],
  };
}

/**
 * The job's ending as a wait would have reported it, from the one read. `since`: how long its turn
 * has run; none when this run cannot say (it met the job only once it had ended).
 */
export function endingOf(id: string, fetched: FetchResult, late: boolean, since?: number): JobEnding {
  const waitedMs = since ?? 0;
  if (fetched.kind === 'not-found')
    return { id, result: { outcome: 'not-found', polls: 1, waitedMs, fault: fetched.message } };
  if (fetched.kind !== 'job') return { id, result: { outcome: 'timeout', polls: 1, waitedMs } };
  const { job, body } = fetched;
  const outcome = isFinal(job.status) ? 'final' : late ? 'timeout' : 'final';
  const unseen = since === undefined && isFinal(job.status) ? { endedUnseen: true as const } : {};
  return { id, result: { outcome, job, body, polls: 1, waitedMs, ...unseen }, view: viewJob(job) };
}

/** How long the pending run has been running, from its record (a queued run has no start: none). */
export const waitedOf = (pendingRun: PendingRun, clock: Clock): number | undefined => {
  const at = Date.parse(pendingRun.record.at ?? '');
  return Number.isNaN(at) ? undefined : Math.max(0, clock.date() - at);
};

export interface Finishing {
  deps: SweepDeps;
  config: Config;
  where: Where;
  host: PullRequestHost;
  budget(): Budget;
  /** The action's comment the pending records are in. */
  commentId: number;
  /** That comment's author: the action's account, when GitHub will not say who the token is. */
  commentAuthor?: Account;
  /** The run that finishes (a sweep, a let-go step): a turn it sends of its own accord is its. */
  self: RunName;
  /** It finishes a pull request not its own (a sweep; a docs pull request's event): it tells an untold head. */
  othersHead?: boolean;
  /** The pull request was read open: a closing line on its comment (closed, then re-opened) is dropped. */
  open?: boolean;
  /** The finishing run's own event closed the pull request: the close is told before the turns settle. */
  closedByRun?: ClosedPullRequest;
  /**
   * The jobs this run has sent a queued message to, for all the pull requests it finishes (a
   * product pull request and its docs pull request share a job): a job sent one is busy now.
   */
  sentTo?: Set<string> | undefined;
}

/**
 * The account whose 🚀 or 😕 answers a command: who the token writes as, or, when GitHub will not
 * say (GraphQL's `viewer` and `GET /user` refused), the author of the action's comment.
 */
export async function ownAccount(f: Finishing): Promise<Account | undefined> {
  return (await f.host.identity(f.budget())) ?? f.commentAuthor;
}

/**
 * Whether a command's comment is gone, after its reactions answered 404: GitHub answers 404 on a
 * reactions route for other causes too (a token that cannot see it, a moment's inconsistency), so
 * only a 404 on the comment itself says it was deleted.
 */
export async function commentGone(f: Finishing, commentId: number): Promise<boolean> {
  const read = await f.host.comment(commentId, f.budget());
  return !read.ok && read.status === 404;
}

/**
 * The sweep's config as the step that let go had it, from its pending record (the one place a
 * sweep takes a step's settings): what judges the ending (`fail-on`, `require-pr`,
 * `docs-pr-comment`), and what is owed (its follow-up command and permission, `skip-label`,
 * `on-push`, `on-close`, `agent-login`; a record an older version wrote lacks the last four: the
 * sweep's own stand in).
 */
export function asStep(config: Config, pending: Pending): Config {
  const failOn = new Set((pending.failOn ?? ['failed']) as FinalStatus[]);
  const visibility = { ...config.visibility, docsPrComment: pending.docsPr === true };
  const { skipLabel = config.docsNeed.skipLabel, onPush = config.docsNeed.onPush, agent } = pending;
  const { onClose = config.docsNeed.onClose } = pending;
  const docsNeed = { ...config.docsNeed, skipLabel, onPush, onClose, agentLogin: agent ?? config.docsNeed.agentLogin };
  const permission = (pending.permission ?? 'write') as PermissionLevel;
  const followUp = pending.command ? { followUp: { command: pending.command, permission } } : {};
  return { ...config, failOn, requirePr: pending.requirePr === true, visibility, docsNeed, ...followUp };
}

/** A pending run's comment and check run, written as its step would (its check run's name, the comment its records are in). */
export function pendingRunSurfaces(
  f: Finishing,
  pendingRun: PendingRun,
  host: PullRequestHost,
  options: { checkRunFirst?: true; noNewCheck?: true; checkOnly?: true } = {},
): PullRequestSurfaces {
  const config = asStep(f.config, pendingRun.record.pending);
  const { log, clock, signal, env } = f.deps;
  const previous = config.previousApiKey ? { previousApiKey: config.previousApiKey } : {};
  const { checkOnly, ...surfaceOptions } = options;
  return createPullRequestSurfaces(
    { ...config.visibility, comment: 'auto', checkName: pendingRun.record.pending.check },
    triggerOf(f.where, pendingRun, env),
    { comment: checkOnly !== true, check: true },
    {
      ...{ log, clock, signal, host, apiKey: config.apiKey, ...previous, knownComment: f.commentId },
      ...surfaceOptions,
      ...(f.open ? { pullRequestOpen: true } : {}),
    },
  );
}

/**
 * One pending run's check run and comment, finished through the path a waiting step's turn takes;
 * the check run first, the comment (which settles the record) after. `unwritten`: what could not
 * be written, so the run stays pending for the next sweep.
 */
export async function finishPendingRun(
  f: Finishing,
  pendingRun: PendingRun,
  ending: JobEnding,
  /**
   * `folded`: told with the message a sweep sent on its head, whose check run is the head's (plan.ts
   * `noNewCheck`); `checkOnly`: its turn moved on to a newer head (its record is there now), so only
   * the check run it left on the old head is finished. `postFailure`: the message the turn owed met
   * a failure after which the service may have taken it: the turn ends as its step's would have.
   * `unsent`: a queued turn ended with nothing sent, its job busy past its deadline: it stays queued, UNSENT_WAIT_MS more, until its job is not busy.
   */
  options: { folded?: true; checkOnly?: true; postFailure?: PostFailure; unsent?: true } = {},
): Promise<{ outcome: Outcome; unwritten?: string[] }> {
  const { deps, where } = f;
  const config = asStep(f.config, pendingRun.record.pending);
  const trigger = triggerOf(where, pendingRun, deps.env);
  const host = reportHostOf(deps.codeHost, config.visibility.reportToken, trigger);
  const surfaces = pendingRunSurfaces(f, pendingRun, host, {
    checkRunFirst: true,
    ...(options.folded ? { noNewCheck: true } : {}),
    ...(options.checkOnly ? { checkOnly: true } : {}),
  });
  const { pending } = pendingRun.record;
  // Ended unsent, a queued turn stays queued (a day more) for the sweep to send once its job is not busy.
  const until = Math.round(deps.clock.date() + UNSENT_WAIT_MS);
  const record = options.unsent
    ? { ...pendingRun.record, pending: { ...pending, unsent: true as const, until } }
    : settled(pendingRun.record);
  surfaces.finishAs(record);
  const sent =
    record.said === undefined
      ? {}
      : { sent: { kind: record.kind === 'prompt' ? 'prompt' : 'message', text: record.said } as const };
  const failed = options.postFailure ? { postFailure: options.postFailure } : {};
  // The turn's record is kept (the sweep read it there): a re-run of its run resumes, never sends again.
  const rerunResumes = config.visibility.onRerun === 'resume';
  const history: StepHistory = { started: record.kind === 'prompt', ...sent, ...failed, rerunResumes };
  const tally = { waitedMs: ending.result.waitedMs, polls: 1, lookUp: { mirror: true } };
  const turn = { config, history, trigger, surfaces, docsCommentFirst: true as const };
  const { report, unwritten } = await finishTurn(deps, turn, [ending], tally);
  const left =
    unwritten?.includes('comment') && (await settledAfterAll(f, pendingRun))
      ? unwritten.filter((what) => what !== 'comment')
      : unwritten;
  return { outcome: report.outcome, ...(left && left.length > 0 ? { unwritten: left } : {}) };
}

/**
 * A pending run finished as finishPendingRun finishes it; false, and said so, when what settles it
 * could not be written: it stays pending, with its pull request's label, for the next sweep.
 */
export async function finishedOrKept(
  f: Finishing,
  pendingRun: PendingRun,
  ending: JobEnding,
  options: Parameters<typeof finishPendingRun>[3] = {},
): Promise<boolean> {
  const { unwritten } = await finishPendingRun(f, pendingRun, ending, options);
  if (!unwritten) return true;
  const { run, attempt } = pendingRun.record;
  f.deps.log.info(
    msg`Pull request #${f.where.pull}: the turn of run ${run} (attempt ${attempt}) for job ${ending.id} was not finished: its ${unwritten.join(' and the ')} could not be written (this run's warning says why). It stays pending, and so does the label; the next sweep finishes it.`,
  );
  return false;
}

/**
 * The turn on each head that owns its check run: the newest queued there (it took over what the
 * earlier turns there made), among `turns` and those still queued after them.
 */
function checkRunOwners(turns: readonly PendingRun[]): Map<string | undefined, PendingRun> {
  const owners = new Map<string | undefined, PendingRun>();
  const newer = (a: PendingRun, b: PendingRun): number =>
    Number(a.record.run) - Number(b.record.run) || a.record.attempt - b.record.attempt;
  for (const turn of turns) {
    const owner = owners.get(turn.record.pending.sha);
    if (!owner || newer(turn, owner) > 0) owners.set(turn.record.pending.sha, turn);
  }
  return owners;
}

/** Whether a turn is folded into another's check run on its head: the message's just sent there (`sentOn`), or a newer turn's. */
function foldedOf(turn: PendingRun, owners: Map<string | undefined, PendingRun>, sentOn?: string): { folded?: true } {
  const { sha } = turn.record.pending;
  return sha !== undefined && (sha === sentOn || owners.get(sha) !== turn) ? { folded: true } : {};
}

/**
 * The one way turns of a job are finished together: one check run a head, so a turn folded into
 * its head's owner (checkRunOwners, among `turns` and `pendingToo`, the turns still pending after
 * them) or into the message `sentOn` that head writes none of its own. The turns that stay pending
 * (what settles them could not be written).
 */
export async function finishTurns(
  f: Finishing,
  turns: readonly PendingRun[],
  how: {
    ending(turn: PendingRun): JobEnding;
    options?: Omit<Parameters<typeof finishPendingRun>[3], 'folded'>;
    pendingToo?: readonly PendingRun[];
    sentOn?: string | undefined;
  },
): Promise<PendingRun[]> {
  const owners = checkRunOwners([...turns, ...(how.pendingToo ?? [])]);
  const kept: PendingRun[] = [];
  for (const turn of turns) {
    const options = { ...how.options, ...foldedOf(turn, owners, how.sentOn) };
    if (!(await finishedOrKept(f, turn, how.ending(turn), options))) kept.push(turn);
  }
  return kept;
}

/** How long a queued turn that ended unsent still waits for its job to be not busy (or readable) before it is finished for good. */
export const UNSENT_WAIT_MS = 24 * 60 * 60_000;

/**
 * Whether the comment, read again, holds the run's turn settled: GitHub made the settling write
 * though it answered a failure (a 502 after acting, every try), so the finish goes on (its
 * dispatch, the label) as if it had answered. A comment that cannot be read proves nothing.
 */
async function settledAfterAll(f: Finishing, pendingRun: PendingRun): Promise<boolean> {
  const again = await f.host.comment(f.commentId, f.budget());
  if (!again.ok) return false;
  const place = placeOf(`${f.where.owner}/${f.where.repo}`, f.where.pull);
  const kept = readCommentRecords(again.value.body, place, recordKeysOf(f.config), true);
  const { run, attempt } = pendingRun.record;
  const ofRun = kept?.records.filter((record) => record.run === run && record.attempt === attempt) ?? [];
  return ofRun.length > 0 && ofRun.every((record) => record.pending === undefined);
}
