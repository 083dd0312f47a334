/**
 * Where `sweep: true` and `wait: sweep` meet the step: a sweep's run sweeps and ends; a pull
 * request run that lets go first finishes its own pull request's pending job, so a late, dropped
 * or disabled schedule delays a report but never strands it; a run of the agent's own docs pull
 * request (docs in the same repository) finishes the job that opened it too (docs-pull.ts).
 */
import { InputError, workOf, type Config, type Work } from '../inputs/inputs.ts';
import type { Log } from '../output/log.ts';
import { msg, type Say } from '../output/text.ts';
import { letGoOffPullRequest } from '../inputs/event-fit.ts';
import type { Trigger } from '../pull-request/host.ts';
import { closedByEvent } from '../pull-request/decide.ts';
import { PENDING_LABEL } from '../pull-request/record.ts';
import type { Outcome, StepHistory } from '../report/verdict.ts';
import { ofAgentsPullRequest, finishProductJob } from './docs-pull.ts';
import { finishPullRequest, type PullResult, type SweepDeps } from './finish.ts';
import { reportHostOf } from '../pull-request/code-host.ts';
import { BUDGET_MS, budgetFor } from '../common/budget.ts';
import { runSweep } from './sweep.ts';
import { publish } from '../report/publish.ts';
import { emptyOutputs } from '../report/report.ts';
import { ICONS } from '../report/verdict.ts';

/** What main hands a sweep besides the runner's dependencies. */
export type SweepingDeps = Pick<SweepDeps, 'log' | 'codeHost' | 'service' | 'deadline'>;

/** The sweep's outcome, or what the step goes on to do. */
export async function beforeStep(
  deps: SweepDeps,
  config: Config,
  trigger: Trigger | undefined,
  history?: StepHistory,
): Promise<Outcome | Work> {
  if (config.sweep) return runSweep(deps, config, trigger);
  if (!trigger?.pullNumber) throw new InputError([letGoOffPullRequest(trigger)]);
  // A fork's read-only token can leave nothing for a sweep to finish: this run waits itself.
  if (trigger.fromFork) {
    deps.log.info(
      "This pull request comes from a fork, whose token cannot keep a check run or a record for a sweep: this run waits for the job itself ('wait: sweep' taken as true).",
    );
    return { ...workOf(config.work), letGo: false };
  }
  const where = {
    ...{ owner: trigger.owner, repo: trigger.repo, pull: trigger.pullNumber, serverUrl: trigger.serverUrl },
    ...(trigger.words === undefined ? {} : { words: trigger.words }),
  };
  const own = await finishPullRequest(
    deps,
    config,
    where,
    { run: trigger.runId, attempt: trigger.attempt },
    trigger.pullRequest?.labels.includes(PENDING_LABEL) === true,
    {},
    { closedByRun: closedByEvent(trigger) },
  );
  // The run of the event that took a label off: the one that knows the label may just have gone.
  const pull = trigger.pullRequest;
  const labelOff = pull?.labelTakenOff !== undefined && !pull.labels.includes(PENDING_LABEL);
  // A job still running, or one whose queued turn was just sent or still waits, is still pending.
  const pending = own.kind === 'running' || (own.kind === 'finished' && own.queued !== undefined);
  if (pending && labelOff)
    await putLabelBack(deps, config, trigger, msg`Job ${own.job} of this pull request is still pending`);
  // Not read: the label this event took off goes back; the sweep it brings reads again, and takes it off if nothing is pending.
  if (own.kind === 'unread' && labelOff && pull?.labelTakenOff === PENDING_LABEL)
    await putLabelBack(
      deps,
      config,
      trigger,
      msg`Whether a job of this pull request is pending could not be read (${own.why})`,
    );
  if (own.kind === 'finished' && history) history.finishedFirst = { job: own.job, outcome: own.outcome };
  if (own.kind === 'unread' && own.fixNeeded && trigger.sweptTurn) {
    if (history) history.setupStuck = true;
    return stuckTurn(deps.log, own);
  }
  sayWhatWasPending(deps.log, own);
  // Docs in the same repository: the agent's docs pull request's events finish the job that opened
  // it. Where every run finishes what it finds (GitLab), the product's own turn does, and only it.
  const product =
    ofAgentsPullRequest(trigger, config) && !trigger.finishesLetGo
      ? await finishProductJob(deps, config, trigger)
      : undefined;
  // Another run finishing the job (this pull request's, or the product's it is the docs of) sends
  // what was queued for it: a follow-up this run owes is queued after that.
  const elsewhere = own.kind === 'elsewhere' || product?.kind === 'elsewhere';
  return elsewhere ? { ...workOf(config.work), finishingElsewhere: true } : workOf(config.work);
}

/**
 * A sweep's turn whose own setup (another api-key or report-token than the pull request's step)
 * cannot finish the pending job: it fails, as the sweep does, for no later turn set up the same would.
 */
async function stuckTurn(log: Log, own: Extract<PullResult, { kind: 'unread' }>): Promise<Outcome> {
  const job = own.job === undefined ? '' : msg` ${own.job}`;
  const failure = msg`This pull request's pending job${job} cannot be finished by the sweep as it is set up: ${own.why}. Its check run stays in progress until the sweep runs with the same inputs as the pull request's step.`;
  await publish(log, {
    outcome: 'error',
    outputs: { ...emptyOutputs(), outcome: 'error', started: 'false', 'job-id': own.job ?? '' },
    annotations: [],
    failure,
    summary: {
      icon: ICONS.error,
      heading: "Not finished: the sweep is set up unlike the pull request's step",
      paragraphs: [failure],
      rows: [],
    },
    pullRequests: [],
  });
  return 'error';
}

/** What this pull request's own pending job came to, said before the run's own work. */
function sayWhatWasPending(log: Log, own: PullResult): void {
  if (own.kind === 'unread' && own.fixNeeded)
    log.warning(
      msg`This pull request's pending job${own.job === undefined ? '' : msg` ${own.job}`} cannot be finished by this run as it is set up: ${own.why}.`,
    );
  else if (own.kind === 'unread')
    log.warning(
      own.job === undefined
        ? msg`Whether this pull request has a pending job to finish could not be read (${own.why}): a later run (the sweep, or this pull request's next run) finishes it.`
        : msg`This pull request's pending job ${own.job} could not be finished now (${own.why}): a later run (the sweep, or this pull request's next run) finishes it.`,
    );
  else if (own.kind === 'finished' && own.outcome === 'timed-out')
    log.info(
      msg`This pull request's pending job ${own.job} was still going past its step's 'timeout': its turn is finished here as timed out (the job itself goes on), before this run's own work.`,
    );
  else if (own.kind === 'finished')
    log.info(
      msg`This pull request's pending job ${own.job} had ended: finished here (${own.outcome}), before this run's own work.`,
    );
  else if (own.kind === 'elsewhere')
    log.info(
      msg`Another run is finishing job ${own.job} of this pull request and sends it what was queued: a follow-up this run owes it is queued after that, not sent now, so nothing is sent twice.`,
    );
}

/**
 * The job is pending but a person or a bot took its label off (the `unlabeled` event): the label
 * is all a sweep finds the pull request by, so it goes back on.
 */
async function putLabelBack(deps: SweepDeps, config: Config, trigger: Trigger, pending: Say): Promise<void> {
  const host = reportHostOf(deps.codeHost, config.visibility.reportToken, trigger);
  const labelled = await host.addLabel(
    PENDING_LABEL,
    budgetFor(deps.clock, BUDGET_MS.write, { signals: [deps.signal] }),
  );
  if (labelled.ok)
    deps.log.info(
      msg`${pending}, but the label '${PENDING_LABEL}' was off: it is put back, so a sweep finishes the job.`,
    );
  else
    deps.log.warning(
      msg`${pending}, but the label '${PENDING_LABEL}', by which a sweep finds it, is off and could not be put back (${labelled.cause}): put it on by hand, or the pull request's next run finishes the job.`,
    );
}
