/**
 * Read, then decide: the facts the decision (src/pull-request/decide.ts) asks for, each read once
 * through the pull request's host and the service, lazily, within the run's budgets. The step and
 * the sweep both come here; what they then do with the decision is theirs.
 */
import type { Config } from '../inputs/inputs.ts';
import { msg } from '../output/text.ts';
import { findStartedJob, type LostStart } from '../pull-request/comment.ts';
import { isDocsComment } from '../pull-request/docs-comment.ts';
import { decide, type Decision, type Fact, type JobState, type Snapshot } from '../pull-request/decide.ts';
import { refusedForGood, type Budget, type PullRequestHost, type Trigger } from '../pull-request/host.ts';
import type { EarlierRecord } from '../pull-request/plan.ts';
import { recordKeysOf } from '../pull-request/record.ts';
import { docsFacts, isFinal } from '../common/agent-job.ts';
import { docsPullRequestEnded, newsSince } from './push-news.ts';
import { BUDGET_MS, budgetFor } from '../common/budget.ts';
import type { RunContext } from './run-context.ts';

export type StateDeps = Pick<RunContext, 'log' | 'codeHost' | 'clock' | 'signal' | 'deadline' | 'service'>;

/** Every fact the decision can ask for, so a loop that asks for more cannot run on. */
const FACTS = 4;

/**
 * The run's decision for its pull request: decides, reads the one fact it asks for, and decides
 * again. `host` is undefined when there is no report-token; `earlier` reads a re-run's record.
 */
export async function readAndDecide(
  deps: StateDeps,
  config: Config,
  trigger: Trigger,
  host: PullRequestHost | undefined,
  earlier?: () => Promise<EarlierRecord>,
  /** What the caller already knows (a sweep: its queued turn's step found a file needing docs). */
  known: Snapshot = {},
): Promise<{ decision: Decision; snapshot: Snapshot }> {
  const inputs = {
    docsNeed: config.docsNeed,
    followUp: config.followUp !== undefined,
    canRead: host !== undefined,
    reviews: config.review !== undefined,
    onRerun: config.visibility.onRerun,
    waits: config.wait && !config.work.letGo,
    letsGo: config.work.letGo,
    failOn: config.failOn,
    keepsNoRecord: config.visibility.comment === 'false',
  };
  const reader = readerOf(deps, config, trigger, host, earlier);
  const snapshot: Snapshot = { ...known };
  for (let reads = 0; reads <= FACTS; reads++) {
    const next = decide(snapshot, trigger, inputs);
    if (next.kind === 'decided') return { decision: next.decision, snapshot };
    if (snapshot[next.fact] !== undefined) break;
    Object.assign(snapshot, await reader(next.fact, snapshot));
  }
  throw new Error('The decision asked for a fact twice: a bug in src/pull-request/decide.ts.');
}

function budgetOf(deps: StateDeps, limitMs: number): Budget {
  return budgetFor(deps.clock, limitMs, { signals: [deps.signal], until: deps.deadline });
}

function readerOf(
  deps: StateDeps,
  config: Config,
  trigger: Trigger,
  host: PullRequestHost | undefined,
  earlier: (() => Promise<EarlierRecord>) | undefined,
) {
  let jobBudget: Budget | undefined;
  const budget = () => (jobBudget ??= budgetOf(deps, BUDGET_MS.jobReads));
  return async (fact: Fact, snapshot: Snapshot): Promise<Snapshot> => {
    if (fact === 'earlier') return { earlier: earlier ? await earlier() : { kind: 'none' } };
    if (fact === 'paths') return { paths: await readPaths(deps, config, trigger, host) };
    if (!host) throw new Error(`The decision asked for ${fact} without a report-token: a bug.`);
    // `on-rerun: start`: this run's own re-run decides as if its earlier attempts had not run.
    const fresh = earlier !== undefined && config.visibility.onRerun === 'start' && trigger.attempt > 1;
    if (fact === 'job') return { job: await readJob(deps, config, trigger, host, budget(), fresh) };
    const job = snapshot.job?.kind === 'found' ? snapshot.job : undefined;
    if (!job || trigger.headSha === undefined) throw new Error('The decision asked for news without a job: a bug.');
    const reading = { log: deps.log, config, host, budget: budget() };
    const news = await newsSince(reading, trigger, job.id, job.lastHead, trigger.headSha);
    if (typeof news === 'string') return { news: { kind: 'message', text: news } };
    return { news: 'unread' in news ? { kind: 'unread', why: news.unread } : { kind: 'nothing', why: news.nothing } };
  };
}

/** Whether any changed file needs docs (the log says which); without a token, taken as matching. */
async function readPaths(
  deps: StateDeps,
  config: Config,
  trigger: Trigger,
  host: PullRequestHost | undefined,
): Promise<NonNullable<Snapshot['paths']>> {
  if (!host) {
    deps.log.info("'report-token' is empty, so the pull request's files cannot be read: 'paths' is taken as matching.");
    return { kind: 'needed' };
  }
  const { decidePaths } = await import('../pull-request/paths.ts');
  // Half of what is left at most: the start that may follow needs its time too.
  const budget = budgetOf(deps, Math.min(BUDGET_MS.changedFiles, (deps.deadline - deps.clock.now()) / 2));
  const decided = await decidePaths(host, trigger, config.docsNeed.paths, budget);
  if (decided.kind === 'none-match') return decided;
  // A cancel cut the read short: the step ends cancelled, and saying the pull request needs docs would mislead.
  if (!deps.signal.aborted) deps.log.info(decided.say);
  return { kind: 'needed' };
}

/**
 * Whether the step's own 'timeout' is spent (not a cancel): a read its deadline cut short waits
 * out the last milliseconds a timer may fire early by, so no request can start after it.
 */
async function spentTimeout(deps: StateDeps, budget: Budget): Promise<boolean> {
  if (budget.signal.aborted && budget.deadline >= deps.deadline)
    await deps.clock.sleep(Math.max(0, deps.deadline - deps.clock.now()) + 1, deps.signal);
  return !deps.signal.aborted && deps.clock.now() >= deps.deadline;
}

/** The pull request's job: its records, then the service's status, then whether its docs pull request ended. */
async function readJob(
  deps: StateDeps,
  config: Config,
  trigger: Trigger,
  host: PullRequestHost,
  budget: Budget,
  fresh: boolean,
): Promise<JobState> {
  const identity = () => host.identity(budget);
  const except = fresh ? { exceptRun: trigger.runId } : {};
  const query = {
    ...except,
    checkName: config.visibility.checkName,
    withComment: config.visibility.comment !== 'false',
  };
  const found = await findStartedJob(host, trigger, recordKeysOf(config), budget, identity, query);
  if (!found.ok)
    return {
      kind: 'doubt',
      why: msg`The pull request's comments, where its job is recorded, could not be read (${found.cause})`,
      ...((await spentTimeout(deps, budget)) ? { late: true as const } : {}),
      // The token itself refused (401), denied the read (403) or cannot see the pull request (404):
      // no later run reads more with it.
      ...(refusedForGood(found, [401, 403, 404]) ? { refused: true as const } : { unread: true as const }),
    };
  if (!found.started && found.lostStart) return lostStartDoubt(found.lostStart, config);
  if (!found.started)
    return found.unverified
      ? {
          kind: 'doubt',
          why: "A record of this action on the pull request cannot be verified with this api-key (was it rotated? set 'previous-api-key')",
          unverified: true,
        }
      : { kind: 'none' };
  const { job, comment, lastHead, toldBy, headTurnCut, headTurnOpen, queuedHeads, queuedCommands, queuedReviews } =
    found.started;
  const read = await deps.service.getJob(job, {
    timeoutMs: Math.max(1, budget.deadline - deps.clock.now()),
    signal: budget.signal,
  });
  const status = read.kind === 'not-found' ? 'not-found' : read.kind === 'job' ? read.job.status : 'unknown';
  // A job the service has not names no docs pull request, for good; one it could not read leaves it unknown.
  const docsOf = read.kind === 'job' ? docsFacts(read.job) : read.kind === 'not-found' ? {} : undefined;
  // No head ever told: the record may be the one the job's step keeps on its docs pull request.
  const docsPullRequest =
    lastHead === undefined && comment !== undefined && (await keptOnDocs(host, trigger, config, comment.id, budget));
  const ended = await openTurnEnded(config, trigger, host, budget, headTurnOpen, isFinal(status));
  const state = {
    ...{ kind: 'found' as const, id: job, status },
    ...(ended ? { headTurnEnded: true as const } : {}),
    ...(comment ? { commentId: comment.id } : {}),
    ...(lastHead === undefined ? {} : { lastHead }),
    ...(toldBy === undefined ? {} : { toldByRun: toldBy.run }),
    ...(headTurnCut ? { headTurnCut } : {}),
    ...(queuedHeads === undefined ? {} : { queuedHeads }),
    ...(queuedCommands === undefined ? {} : { queuedCommands }),
    ...(queuedReviews === undefined ? {} : { queuedReviews }),
    ...(docsOf ? { docsOf } : {}),
    ...(docsPullRequest ? { docsPullRequest: true as const } : {}),
  };
  if (read.kind !== 'job' || status === 'failed' || status === 'archived') return state;
  const docsEnded = await docsPullRequestEnded(deps, config, read.job);
  return docsEnded === undefined ? state : { ...state, docsEnded };
}

/**
 * Whether the head's open turn (no ending recorded) of a job that has ended belongs to a run that
 * has ended too: killed while it waited, or its last write failed. Asked only where this run
 * waits, of another run, and taken as ended only when the host says so (GitHub: `actions: read`).
 */
async function openTurnEnded(
  config: Config,
  trigger: Trigger,
  host: PullRequestHost,
  budget: Budget,
  open: { run: string; attempt: number } | undefined,
  jobEnded: boolean,
): Promise<boolean> {
  if (open === undefined || !config.wait || open.run === trigger.runId) return false;
  // It matters once the job ended, or to a let-go step at any time (it lets that turn go again).
  if (!jobEnded && !config.work.letGo) return false;
  return (await host.runState({ ...open, anyAttempt: true }, budget)) === 'ended';
}

/** A start whose answer was lost: a job may run that no record names, and the service lists none. */
export function lostStartDoubt(lost: LostStart, config: Config): Extract<JobState, { kind: 'doubt' }> {
  const when = lost.at === undefined ? '' : msg` at ${lost.at}`;
  const command = config.followUp?.command ?? '';
  return {
    kind: 'doubt',
    lostStart: true,
    why: lost.underWay
      ? msg`Run ${lost.run} began sending the prompt${when} and recorded no answer (it was killed, still runs, or GitHub failed its writes), so the service may have started a job this action cannot name (the service lists no jobs)`
      : msg`Run ${lost.run} sent the prompt${when} and its answer was lost, so the service may have started a job this action cannot name (the service lists no jobs)`,
    next:
      command === ''
        ? msg`Look at the project's agent jobs on the dashboard; if none was started for this pull request, re-run run ${lost.run} (its re-run sends the prompt again), or set 'follow-up-command' so that a comment can start one.`
        : msg`Look at the project's agent jobs on the dashboard; if none was started for this pull request, comment ${command} with what to document to start one.`,
  };
}

/** Whether the job's record here is the one its step keeps on its docs pull request (`docs-pr-comment`). */
async function keptOnDocs(host: PullRequestHost, trigger: Trigger, config: Config, id: number, budget: Budget) {
  const read = await host.comment(id, budget);
  return read.ok && isDocsComment(read.value.body, trigger, recordKeysOf(config));
}
