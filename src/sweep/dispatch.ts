/**
 * `on-finish-dispatch` for the sweep: the next workflow, sent what a step's outputs would have
 * handed on, once for each turn that ends. A turn is a pending run's own, or, on a queued run that
 * first sent an earlier command or review no run had answered (`dispatchOwed`), that earlier one's:
 * it ends when the job next does, before the queued one is sent.
 */
import { msg } from '../output/text.ts';
import { recordKeysOf } from '../pull-request/record.ts';
import { judge, stepOutcome, type JobEnding, type Outcome } from '../report/verdict.ts';
import { dispatchOnFinish } from '../step/finish-dispatch.ts';
import type { FetchResult } from '../service/client.ts';
import { withDispatchesSent, withoutDispatchOwed, type PendingRun } from './pending.ts';
import { asStep, endingOf, waitedOf, type Finishing } from './pending-run.ts';

/** The workflow `on-finish-dispatch` names, sent how the turn ended. */
export async function dispatchTurn(f: Finishing, pendingRun: PendingRun, ending: JobEnding, outcome: Outcome) {
  const { dispatch: file, ref, sha } = pendingRun.record.pending;
  if (file === undefined) return;
  await dispatchOnFinish({
    deps: f.deps,
    token: f.config.visibility.reportToken,
    where: { ...f.where, file, ref },
    inputs: {
      'job-id': ending.id,
      outcome,
      'pr-link': ending.view?.pullRequest?.url ?? '',
      'pull-request': String(f.where.pull),
      'head-sha': sha ?? '',
    },
    budget: f.budget,
  });
}

/**
 * The dispatches the queued runs owe for the turns they sent first, of jobs that have ended: the
 * records say so no more (written first: a run stopped after it sends none, never two), then each
 * is sent. Returns the queued runs as they now read, or why they wait for the next sweep.
 */
export async function dispatchEarlierTurns(
  f: Finishing,
  queued: PendingRun[],
  ended: Map<string, { fetched: FetchResult; late: boolean }>,
  job: string,
): Promise<{ queued: PendingRun[] } | { kind: 'unread'; why: ReturnType<typeof msg> }> {
  const owing = queued.filter(({ record }) => record.pending.dispatchOwed && ended.has(record.jobs[0] ?? job));
  const [first] = owing;
  if (first === undefined) return { queued };
  const read = await f.host.comment(f.commentId, f.budget());
  const body =
    read.ok &&
    withDispatchesSent(
      read.value.body,
      first.name,
      recordKeysOf(f.config),
      owing.map((o) => o.record),
    );
  const written = body ? await f.host.updateComment(f.commentId, body, f.budget()) : undefined;
  if (!written?.ok)
    return {
      kind: 'unread',
      why: msg`the dispatch owed for a turn sent before a queued one could not be recorded (the comment could not be ${read.ok ? 'written' : 'read'}); its turns stay pending, and the next sweep sends it`,
    };
  for (const pendingRun of owing) {
    const its = pendingRun.record.jobs[0] ?? job;
    const end = ended.get(its)!;
    const ending = endingOf(its, end.fetched, end.late, waitedOf(pendingRun, f.deps.clock));
    const config = asStep(f.config, pendingRun.record.pending);
    await dispatchTurn(f, pendingRun, ending, stepOutcome([{ ending, verdict: judge(ending, config) }]));
  }
  return {
    queued: queued.map((pendingRun) =>
      owing.includes(pendingRun)
        ? { ...pendingRun, record: { ...pendingRun.record, pending: withoutDispatchOwed(pendingRun.record.pending) } }
        : pendingRun,
    ),
  };
}
