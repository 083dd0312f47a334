/**
 * `wait: sweep`: the step starts the job (or sends the follow-up, or queues it while the job is
 * busy), leaves the check run in progress and the comment "working on it" with a pending record,
 * puts the pull request in the index of pending jobs, and ends in seconds. A sweep (or the pull
 * request's next run) finishes the report as this step would have, from that record.
 */
import { isFinal } from '../common/agent-job.ts';
import type { JobProgress } from '../pull-request/plan.ts';
import type { Pending, StepRecord } from '../pull-request/record.ts';
import { msg } from '../output/text.ts';
import type { JobEnding, Outcome } from '../report/verdict.ts';
import type { Step } from './step.ts';

/** What a queued step's own event was: its `/docs` comment, or its review. */
const queuedFrom = ({ command }: Step): { comment?: number; review?: number } =>
  command === undefined ? {} : command.review ? { review: command.id } : { comment: command.id };

/** What a sweep needs to finish this step as it would have: its name, check run, deadline and dispatch. */
export function pendingOf(step: Step, queued: boolean): Pending {
  const { trigger, config } = step;
  const name = trigger?.step ?? { workflow: '', job: '', step: '' };
  // The check run is on the head the job was told (a command's run looked it up), else the event's.
  const sha = step.record.head ?? (trigger?.headNeedsLookUp ? undefined : trigger?.headSha);
  const leftMs = Math.max(0, step.deadline - step.clock.now());
  return {
    until: Math.round(step.clock.date() + leftMs),
    check: config.visibility.checkName,
    ...(sha === undefined ? {} : { sha }),
    workflow: name.workflow,
    job: name.job,
    step: name.step,
    ...(config.onFinishDispatch === ''
      ? {}
      : { dispatch: config.onFinishDispatch, ...(trigger?.defaultBranch ? { ref: trigger.defaultBranch } : {}) }),
    ...(queued ? { queued: true as const, ...queuedFrom(step) } : {}),
    // The turn of what this run sent first ends before this one is sent: its dispatch is owed then.
    ...(queued && step.history.sentEarlier && config.onFinishDispatch !== '' ? { dispatchOwed: true as const } : {}),
    ...(config.followUp ? { command: config.followUp.command, permission: config.followUp.permission } : {}),
    failOn: [...config.failOn],
    ...(config.requirePr ? { requirePr: true as const } : {}),
    ...(config.visibility.docsPrComment ? { docsPr: true as const } : {}),
    timeout: config.timeoutMs,
    skipLabel: config.docsNeed.skipLabel,
    onPush: config.docsNeed.onPush,
    onClose: config.docsNeed.onClose,
    agent: config.docsNeed.agentLogin,
    project: config.projectId,
  };
}

/**
 * The record of a follow-up queued while the job was busy: nothing was sent, so it carries no
 * digest or turn (a re-run sends again), only the job and what the sweep needs.
 */
export function queuedRecord(step: Step): StepRecord {
  const { run, attempt, step: key } = step.record;
  const jobs = [step.work.jobId];
  return {
    run,
    attempt,
    kind: 'wait',
    jobs,
    ...(key === undefined ? {} : { step: key }),
    pending: pendingOf(step, true),
  };
}

/**
 * Writes the pending record and the label, then reports: the outputs and the summary, never the
 * check run's ending. `not recorded`: the record could not be written, so no sweep could finish
 * the job; the step goes on as `wait: true` would.
 */
export async function letGo(
  step: Step,
  ending: JobEnding,
  queued: boolean,
  cancelled = false,
): Promise<Outcome | 'not recorded'> {
  const { config, log, history } = step;
  const jobs: JobProgress[] = [{ id: ending.id, ...(ending.view ? { status: ending.view.status } : {}) }];
  // A follow-up whose answer still read the job final: a sweep soon after may read that status too.
  const sentAsFinal = step.work.plan.kind === 'message' && ending.view !== undefined && isFinal(ending.view.status);
  const pending = { ...pendingOf(step, false), ...(sentAsFinal ? { sentAsFinal: true as const } : {}) };
  const record = queued ? queuedRecord(step) : { ...step.record, pending };
  const progress = {
    phase: 'waiting' as const,
    jobs,
    ...(step.work.plan.kind === 'message' ? { followUp: true } : {}),
    ...(queued ? { queued: true } : {}),
  };
  if (!(await step.surfaces.hold(record, progress))) {
    log.warning(
      msg`The record a sweep finishes job ${ending.id} from was not written on the pull request (the comment or the check run '${config.visibility.checkName}': GitHub failed or refused the write, or another run held the pull request's lease, a 🎉 on the comment, all the while; the log says which, and a 🎉 a killed run left frees itself within 10 minutes), so this run does not let the runner go: it ${queued ? 'sends the follow-up when the job is not busy, and ' : ''}waits for the job, as 'wait: true' does.`,
    );
    // No sweep will finish this turn, so none sends its dispatch: the step does, once it has waited.
    if (config.onFinishDispatch !== '') history.dispatchesItself = true;
    return 'not recorded';
  }
  step.record = record;
  // A cancelled wait is judged as the cancel it is; only its surfaces are left to the sweep.
  if (!cancelled) history.notWaiting = true;
  history.letGo = { check: config.visibility.checkName, ...(queued ? { queued } : {}) };
  log.info(
    cancelled
      ? msg`Cancelled while job ${ending.id} works: nothing runs again for this event, so its turn is left pending, and a sweep (or this pull request's next run) finishes the check run '${config.visibility.checkName}' and the comment when the job ends.`
      : queued
        ? msg`${step.work.finishingElsewhere ? msg`Another run is finishing job ${ending.id}` : ending.view ? msg`Job ${ending.id} is busy` : msg`Job ${ending.id} may be busy`}, so nothing is sent now: a sweep (or this pull request's next run) sends this follow-up once it is not, and finishes the check run '${config.visibility.checkName}'.`
        : msg`The runner is let go ('wait: sweep'): a sweep (or this pull request's next run) finishes the check run '${config.visibility.checkName}' and the comment when job ${ending.id} ends.`,
  );
  return step.finish([ending], { waitedMs: ending.result.waitedMs, polls: ending.result.polls });
}

/**
 * A wait on one job cancelled where nothing runs again for the event (GitLab's merge request
 * pipeline): the turn is left pending, as a let-go step leaves it, so the next run of any kind
 * finishes its comment and check run once the job ends, rather than leaving "cancelled" for good.
 * Undefined when the step ends as it would have (a cancel elsewhere, or no record written).
 */
export async function leaveCancelledTurn(step: Step, endings: JobEnding[]): Promise<Outcome | undefined> {
  const [only] = endings;
  const pendingKept = step.trigger?.pullRequest?.noRetryingEvent === true && step.trigger.finishesLetGo === true;
  if (!pendingKept || endings.length !== 1 || only?.result.outcome !== 'cancelled') return undefined;
  const left = await letGo(step, only, false, true);
  return left === 'not recorded' ? undefined : left;
}
