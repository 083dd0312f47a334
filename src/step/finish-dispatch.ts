/**
 * `on-finish-dispatch`: the next workflow, sent `workflow_dispatch` once a let-go job is finished,
 * with what the step's outputs would have handed on. Sent by whichever run finishes the turn: the
 * sweep (src/sweep/finish.ts), or the step itself when it could not let go and waited.
 */
import { BUDGET_MS, budgetFor, type Budget } from '../common/budget.ts';
import type { Clock } from '../common/clock.ts';
import type { CodeHost, DispatchInputs, Repository } from '../pull-request/code-host.ts';
import type { Log } from '../output/log.ts';
import type { Config } from '../inputs/inputs.ts';
import type { Trigger } from '../pull-request/host.ts';
import type { Outcome, StepHistory } from '../report/verdict.ts';
import { NOTHING_TO_DO } from '../common/outcome.ts';
import type { Finished } from './finish-turn.ts';
import { msg, type Say } from '../output/text.ts';

/** How a turn ends that a sweep would dispatch for: the job finished, gone, or past its time. */
const ENDED = new Set<Outcome>(['completed', 'failed', 'archived', 'timed-out', 'not-found']);
const NO_TURN = new Set<string>(['skipped', ...NOTHING_TO_DO]);

/** A dispatch is sent at most this many times while GitHub gives no answer or a 5xx. */
const DISPATCH_ATTEMPTS = 3;

export interface FinishDispatch {
  deps: { log: Log; codeHost: CodeHost; clock: Clock; signal: AbortSignal };
  token: string;
  where: Repository & { file: string; ref: string | undefined };
  inputs: DispatchInputs;
  budget(): Budget;
}

export async function dispatchOnFinish({ deps, token, where, inputs, budget }: FinishDispatch): Promise<void> {
  const { log, codeHost, clock, signal } = deps;
  const { file, ref } = where;
  const job = inputs['job-id'];
  if (ref === undefined) {
    log.warning(
      msg`Workflow ${file} is not dispatched: the run that let job ${job} go did not know the repository's default branch.`,
    );
    return;
  }
  // The turn is settled by now: a cancel must not cost its dispatch, which no later run sends.
  const within = () => (signal.aborted ? budgetFor(clock, BUDGET_MS.answerAfterCancel) : budget());
  const to = { ...where, ref };
  let sent = await codeHost.dispatchWorkflow(token, to, inputs, within());
  // A dispatch that met no answer or a 5xx is sent again: a review sent twice is better than none.
  for (let attempt = 1; attempt < DISPATCH_ATTEMPTS && !sent.ok && (sent.status ?? 500) >= 500; attempt++) {
    await clock.sleep(codeHost.pause?.(2_000 * attempt) ?? 2_000 * attempt, signal);
    if (signal.aborted) break;
    sent = await codeHost.dispatchWorkflow(token, to, inputs, within());
  }
  // GitHub did not act on a rate-limited one: no later run sends it, so the limit's wait (a minute, when unnamed) is waited out.
  if (!sent.ok && sent.rateLimited && !signal.aborted)
    sent = await codeHost.dispatchWorkflow(
      token,
      to,
      inputs,
      budgetFor(clock, BUDGET_MS.recordSent, { signals: [signal] }),
    );
  if (sent.ok) return log.info(msg`Dispatched ${file} on ${ref} for job ${job} (${inputs.outcome}).`);
  const fix = sent.rateLimited ? undefined : fixFor(sent.status, file, ref);
  const by = fix === undefined ? msg`Send` : msg`${fix} Then send`;
  log.warning(
    msg`Workflow ${file} could not be dispatched for job ${job} (${sent.cause}); the job is finished, so no later run sends it. ${by} it by hand: ${handCommand(file, ref, inputs)}`,
  );
}

/** What to put right first when GitHub refused the dispatch itself: sent again as it was, it fails again. */
function fixFor(status: number | undefined, file: string, ref: string): Say | undefined {
  if (status === 401 || status === 403) return "First give the report-token 'actions: write'.";
  if (status === 404)
    return msg`First put ${file} in .github/workflows on ${ref}: 'on-finish-dispatch' names a workflow file of the default branch.`;
  if (status === 422)
    return msg`First give ${file} an 'on: workflow_dispatch' trigger that declares the inputs job-id, outcome, pr-link, pull-request and head-sha (as examples/review-after-sweep.yml does).`;
  return undefined;
}

/** The command that sends the dispatch by hand. */
function handCommand(file: string, ref: string, inputs: DispatchInputs): string {
  const by = Object.entries(inputs)
    .map(([name, value]) => `-f ${name}=${JSON.stringify(value)}`)
    .join(' ');
  return `gh workflow run ${file} --ref ${ref} ${by}`;
}

/** A step that could not let go, and waited: its turn's dispatch, from its outputs, once finished. */
export async function dispatchAfterWaiting(
  deps: FinishDispatch['deps'],
  config: Pick<Config, 'onFinishDispatch' | 'visibility'>,
  trigger: Trigger | undefined,
  outputs: Partial<Record<string, string>>,
): Promise<void> {
  if (!trigger || config.onFinishDispatch === '') return;
  const [job = ''] = (outputs['job-id'] ?? '').split('\n');
  const file = config.onFinishDispatch;
  const inputs = {
    'job-id': job,
    outcome: outputs.outcome ?? '',
    'pr-link': outputs['pr-link'] ?? '',
    'pull-request': String(trigger.pullNumber ?? ''),
    'head-sha': trigger.headSha ?? '',
  };
  // A turn that sent the job nothing (skipped, nothing to do) owes no dispatch: the job's turn is another run's.
  if (NO_TURN.has(inputs.outcome)) return;
  // A job still at work (the step cancelled, its key refused, the service failing) is not finished:
  // no run sends the dispatch later, so the step says how to send it once the job ends.
  if (!ENDED.has(inputs.outcome as Outcome)) {
    const ref = trigger.defaultBranch ?? '<default-branch>';
    deps.log.warning(
      msg`Workflow ${file} is not dispatched: job ${job} had not ended when this step stopped (${inputs.outcome}), and no sweep finishes it (its record could not be written). Once the job ends, send it by hand: ${handCommand(file, ref, { ...inputs, outcome: '<outcome>' })}`,
    );
    return;
  }
  await dispatchOnFinish({
    deps,
    token: config.visibility.reportToken,
    where: { owner: trigger.owner, repo: trigger.repo, file, ref: trigger.defaultBranch },
    inputs,
    budget: () => budgetFor(deps.clock, BUDGET_MS.finish, { signals: [deps.signal] }),
  });
}

/** What the turn does last: the decision's (a merge's close notice), then a dispatch the step owes itself. */
export function lastlyOf(
  context: FinishDispatch['deps'],
  config: Config,
  trigger: Trigger | undefined,
  history: StepHistory,
  decided: (() => Promise<void>) | undefined,
): (finished: Finished) => Promise<void> {
  return async (finished) => {
    await decided?.();
    // Sent once the job is finished (or its time ran out), as the sweep sends it; never for a job still at work.
    if (history.dispatchesItself) await dispatchAfterWaiting(context, config, trigger, finished.report.outputs);
  };
}
