/**
 * Finishing one pull request's pending job as the step that let it go would have: one read of
 * the job; when it ended (or its deadline passed), a claim on the finish (a reaction by the
 * token's own account, which GitHub makes once: 201, then 200), the records read again, each
 * pending turn's check run and comment finished with the same renderers, the docs pull request's
 * comment, the dispatch, what was queued sent, and the label taken off. GitHub has no
 * compare-and-set: the claim is what makes two runs that meet finish, and dispatch, once.
 */
import { isFinal } from '../common/agent-job.ts';
import { gitHubHostWith } from '../github/host.ts';
import { dispatchWorkflow } from '../github/pending-index.ts';
import type { Config } from '../inputs/inputs.ts';
import { msg, type Say } from '../output/text.ts';
import type { Account, Budget, PullRequestHost } from '../pull-request/host.ts';
import { PENDING_LABEL, recordKeysOf, UNVERIFIED_RECORD } from '../pull-request/record.ts';
import type { JobEnding, Outcome } from '../report/verdict.ts';
import type { FetchResult } from '../service/client.ts';
import { pendingIn, placeOf, readPending, type PendingComment, type PendingTurn } from './pending.ts';
import { sendQueued } from './queued.ts';
import { endingOf, finishTurn, triggerOf, waitedOf, type Finishing, type SweepDeps, type Where } from './turn.ts';

export type { SweepDeps, Where } from './turn.ts';

/** What a sweep did on one pull request. */
export type PullResult =
  | { kind: 'running'; job: string }
  | { kind: 'finished'; job: string; outcome: Outcome; sent?: boolean }
  /** Another run holds the claim: it finishes the job. */
  | { kind: 'elsewhere'; job: string }
  /** Nothing of the action's is pending there: the label is taken off. */
  | { kind: 'none'; unverified: boolean }
  | { kind: 'unread'; why: Say; slowDown?: boolean };

/** What one pull request's reads and writes may take in all. */
const PULL_BUDGET_MS = 60_000;

/** A dispatch is sent at most this many times while GitHub gives no answer or a 5xx. */
const DISPATCH_ATTEMPTS = 3;

/** `on-finish-dispatch`: the next workflow, sent what a step's outputs would have handed on. */
async function dispatch(f: Finishing, turn: PendingTurn, ending: JobEnding, outcome: Outcome): Promise<void> {
  const { dispatch: file, ref, sha } = turn.record.pending;
  if (file === undefined) return;
  const { sink, github } = f.deps;
  if (ref === undefined) {
    sink.warning(
      msg`Workflow ${file} is not dispatched: the run that let job ${ending.id} go did not know the repository's default branch.`,
    );
    return;
  }
  const call = github.caller(f.config.visibility.reportToken, { name: 'report-token', needs: 'actions: write' });
  const inputs = {
    'job-id': ending.id,
    outcome,
    'pr-link': ending.view?.pullRequest?.url ?? '',
    'pull-request': String(f.where.pull),
    'head-sha': sha ?? '',
  };
  let sent = await dispatchWorkflow(call, { ...f.where, file, ref }, inputs, f.budget());
  // A dispatch that met no answer or a 5xx is sent again: a review sent twice is better than none.
  for (let attempt = 1; attempt < DISPATCH_ATTEMPTS && !sent.ok && (sent.status ?? 500) >= 500; attempt++) {
    await f.deps.clock.sleep(2_000 * attempt, f.deps.signal);
    if (f.deps.signal.aborted) break;
    sent = await dispatchWorkflow(call, { ...f.where, file, ref }, inputs, f.budget());
  }
  if (sent.ok) return sink.info(msg`Dispatched ${file} on ${ref} for job ${ending.id} (${outcome}).`);
  const by = Object.entries(inputs)
    .map(([name, value]) => `-f ${name}=${JSON.stringify(value)}`)
    .join(' ');
  sink.warning(
    msg`Workflow ${file} could not be dispatched for job ${ending.id} (${sent.cause}); the job is finished, so no later run sends it. Send it by hand: gh workflow run ${file} --ref ${ref} ${by}`,
  );
}

/** Reads the job once: running, or how it ended (its deadline passed counts as an ending). */
async function readJob(deps: SweepDeps, id: string, until: number) {
  const timeoutMs = Math.max(1, Math.min(deps.requestTimeoutMs, deps.deadline - deps.clock.now()));
  const fetched = await deps.service.getJob(id, { timeoutMs, signal: deps.signal });
  const late = Date.now() >= until;
  if (fetched.kind === 'transient' || fetched.kind === 'rejected' || fetched.kind === 'cancelled') {
    const why = fetched.kind === 'cancelled' ? 'the run was cancelled' : fetched.cause;
    return { kind: 'unread' as const, why, slowDown: fetched.kind === 'transient' && fetched.rateLimited };
  }
  if (fetched.kind === 'refused')
    return { kind: 'unread' as const, why: msg`the service refused the api-key (HTTP ${fetched.httpStatus})` };
  const ended = fetched.kind === 'not-found' || isFinal(fetched.job.status);
  return ended || late ? { kind: 'ended' as const, fetched, late } : { kind: 'running' as const };
}

/** Finishes what the comment holds pending, under the claim. */
async function finishClaimed(f: Finishing, comment: PendingComment, fetched: FetchResult, late: boolean) {
  const sent = comment.turns.filter((turn) => !turn.record.pending.queued);
  const queued = comment.turns.filter((turn) => turn.record.pending.queued);
  const job = (sent[0] ?? queued[0])?.record.jobs[0] ?? '';
  let outcome: Outcome = 'completed';
  for (const turn of sent) {
    const ending = endingOf(job, fetched, late, waitedOf(turn));
    const finished = await finishTurn(f, turn, ending);
    outcome = finished.outcome;
    if (finished.unwritten) {
      const what = finished.unwritten.join(' and the ');
      return {
        kind: 'unread' as const,
        why: msg`the ${what} of job ${job} could not be written; it stays pending, and the next sweep finishes it`,
      };
    }
    f.deps.sink.info(msg`Pull request #${f.where.pull}: job ${job} finished (${outcome}).`);
    await dispatch(f, turn, ending, outcome);
  }
  const held = queued.length > 0 && (await sendQueued(f, queued, job, fetched));
  if (!held) {
    const off = await f.host.removeLabel(PENDING_LABEL, f.budget());
    if (!off.ok)
      f.deps.sink.warning(
        msg`The label '${PENDING_LABEL}' could not be taken off pull request #${f.where.pull} (${off.cause}); the next sweep reads it again and finds nothing pending.`,
      );
  }
  return { kind: 'finished' as const, job, outcome, ...(held ? { sent: true } : {}) };
}

/** A claim older than this is a run that died between its claim and its finish (a finish takes seconds). */
export const STALE_CLAIM_MS = 10 * 60_000;

/** The claim on a finish: the token's own 🎉, made once (201); one left by a run that died is taken over. */
async function claimFinish(host: PullRequestHost, commentId: number, budget: () => Budget, deps: SweepDeps) {
  const first = await host.react(commentId, 'hooray', budget());
  if (!first.ok || first.value.created || first.value.id === undefined) return first;
  const listed = await host.reactions(commentId, budget());
  const held = listed.ok ? listed.value.find((reaction) => reaction.id === first.value.id) : undefined;
  if (!held || !(Date.now() - held.at > STALE_CLAIM_MS)) return first;
  deps.sink.info(
    msg`A claim on finishing (comment ${commentId}) is older than ${STALE_CLAIM_MS / 60_000} minutes: its run died; this run takes it over.`,
  );
  // Two runs that both take it over: one deletes, both react, and GitHub makes one 🎉 (201).
  await host.unreact(commentId, first.value.id, budget());
  return host.react(commentId, 'hooray', budget());
}

/**
 * No pending record of the action's: a record this api-key cannot verify in a bot's comment keeps
 * the label (a key the sweep does not share); otherwise the label comes off.
 */
async function nothingPending(
  deps: SweepDeps,
  host: PullRequestHost,
  where: Where,
  unverified: boolean,
  unlabel: boolean,
  budget: Budget,
): Promise<PullResult> {
  if (unverified)
    return {
      kind: 'unread',
      why: msg`${UNVERIFIED_RECORD.why}; the label stays. Give the sweep the same api-key as the pull request's step (${UNVERIFIED_RECORD.next})`,
    };
  if (unlabel) {
    deps.sink.info(
      msg`Pull request #${where.pull} carries the label '${PENDING_LABEL}' but no pending record of the action's (none yet, its comment deleted, or the label put on by hand): the label is taken off.`,
    );
    await host.removeLabel(PENDING_LABEL, budget);
  }
  return { kind: 'none', unverified: false };
}

/** What one sweep reads once for all its pull requests: who the token writes as. */
export interface SweepShared {
  identity?: Promise<Account | undefined>;
}

/**
 * Finishes the pull request's pending job, if it ended. `unlabel`: nothing pending takes the label
 * off (a sweep keeps the index true; a pull request run does so only when its event shows the label).
 */
export async function finishPullRequest(
  deps: SweepDeps,
  config: Config,
  where: Where,
  unlabel = true,
  shared: SweepShared = {},
): Promise<PullResult> {
  const { sink, signal, clock } = deps;
  const place = placeOf(`${where.owner}/${where.repo}`, where.pull);
  const host = gitHubHostWith(
    deps.github,
    { value: config.visibility.reportToken, name: 'report-token' },
    triggerOf(where, undefined, deps.env),
    sink,
  );
  const budget = (): Budget => ({ signal, deadline: Math.min(clock.now() + PULL_BUDGET_MS, deps.deadline) });
  const account = () => (shared.identity ??= host.identity(budget()));
  const keys = recordKeysOf(config);
  const read = await readPending(host, place, keys, budget(), account);
  if (!read.ok) return { kind: 'unread', why: read.cause };
  if (!read.comment) return nothingPending(deps, host, where, read.unverified, unlabel, budget());
  const [first] = read.comment.turns;
  const job = first?.record.jobs[0];
  if (!first || job === undefined) return { kind: 'none', unverified: false };
  const until = Math.min(...read.comment.turns.map((turn) => turn.record.pending.until));
  const state = await readJob(deps, job, until);
  if (state.kind !== 'ended') return state.kind === 'running' ? { kind: 'running', job } : state;
  const claim = await claimFinish(host, read.comment.id, budget, deps);
  if (!claim.ok) return { kind: 'unread', why: claim.cause };
  if (!claim.value.created) {
    sink.info(
      msg`Pull request #${where.pull}: another run claimed finishing job ${job} (🎉 on comment ${read.comment.id}) in the last ${STALE_CLAIM_MS / 60_000} minutes: it finishes it, or a run after that takes the claim over.`,
    );
    return { kind: 'elsewhere', job };
  }
  try {
    // Read again under the claim: a run that finished it before the claim was made took its record off.
    const again = await host.comment(read.comment.id, budget());
    if (!again.ok)
      return { kind: 'unread', why: msg`the comment could not be read again under the claim (${again.cause})` };
    const still = pendingIn(again.value, place, keys, await account());
    if (!still) return { kind: 'elsewhere', job };
    const finishing = { deps, config, where, host, budget, commentId: read.comment.id };
    return await finishClaimed(finishing, still, state.fetched, state.late);
  } finally {
    const released = claim.value.id === undefined || (await host.unreact(read.comment.id, claim.value.id, budget())).ok;
    if (!released)
      sink.info(
        msg`The claim (🎉 on comment ${read.comment.id}) could not be taken off; a run that meets it takes it over once it is ${STALE_CLAIM_MS / 60_000} minutes old.`,
      );
  }
}
