/**
 * Docs kept in the same repository (Mintlify's monorepo setting): the agent's docs pull request is
 * a pull request of the product's repository, and its own events (opened, the agent's pushes, its
 * merge) run the same workflow. With `wait: sweep` such a run finishes the product pull request's
 * pending job at once when it has ended, through the sweep's own finish (finish.ts: the claim, the
 * records, the check run, the comment, the label): the index of pending jobs names the pull
 * requests to read, newest first, and only the one whose job's docs pull request (the service's
 * prLink) is this one is finished. A job not ended yet when the event comes is left to a later
 * event, the product pull request's next run, or the schedule, which stays as the fallback.
 */
import type { Config } from '../inputs/inputs.ts';
import { msg, type Say } from '../output/text.ts';
import type { Trigger } from '../pull-request/host.ts';
import { PENDING_LABEL } from '../pull-request/record.ts';
import { finishPullRequest, type PullResult, type SweepDeps, type SweepShared } from './finish.ts';
import { BUDGET_MS, budgetFor } from '../common/budget.ts';
import { isAgentLogin } from '../pull-request/docs-need.ts';
import { keepWorkingJobsDocsComment } from '../step/docs-pull-request.ts';

/** The pending pull requests read at most, newest first: the schedule reaches any further back. */
/** What became of what the pull request had queued for its job, when anything. */
const QUEUED = {
  sent: (pull: number) =>
    msg`, and what #${pull} had queued for it was sent as its follow-up, pending until a later event here or the schedule finishes it`,
  recorded: (pull: number) =>
    msg`, and the follow-up an earlier run sent for what #${pull} had queued was recorded (not sent again), pending until a later event here or the schedule finishes it`,
  waiting: (pull: number) =>
    msg`; what #${pull} had queued for it still waits, until a later event here or the schedule sends it`,
};

export const MAX_PULLS_READ = 10;

/** A run of a pull request event (never a comment's or a review's) on a pull request the agent opened. */
export function ofAgentsPullRequest(trigger: Trigger, config: Config): trigger is Trigger & { pullNumber: number } {
  const author = trigger.pullRequest?.author ?? trigger.pullAuthor;
  return trigger.pullNumber !== undefined && isAgentLogin(author, config.docsNeed.agentLogin);
}

/** What the scan found: the product pull request whose job opened this one, and what became of it. */
export type ProductJob = ({ pull: number } & PullResult) | { kind: 'not-found'; read: number };

const SAID: Partial<Record<PullResult['kind'], (pull: number, job: string) => Say>> = {
  running: (pull, job) =>
    msg`Job ${job} of pull request #${pull}, whose docs pull request this is, is still running: a later event here, #${pull}'s next run or the schedule finishes it.`,
  elsewhere: (pull, job) =>
    msg`Another run is finishing job ${job} of pull request #${pull}, whose docs pull request this is.`,
};

/**
 * Finishes the pending job whose docs pull request this run's pull request is, if it has ended.
 * Best effort: whatever it cannot read is said in the log and left to the schedule.
 */
export async function finishProductJob(
  deps: SweepDeps,
  config: Config,
  trigger: Trigger & { pullNumber: number },
): Promise<ProductJob> {
  const { log, signal, clock } = deps;
  const where = { owner: trigger.owner, repo: trigger.repo };
  const scan = budgetFor(clock, BUDGET_MS.docsPullScan, { signals: [signal], until: deps.deadline });
  const until = scan.deadline;
  const listed = await deps.codeHost.pendingPullRequests(config.visibility.reportToken, where, scan);
  if (!listed.ok) {
    log.info(
      msg`The pull requests labelled '${PENDING_LABEL}' could not be listed (${listed.cause}): the schedule finishes the job whose docs pull request this is.`,
    );
    return { kind: 'not-found', read: 0 };
  }
  const pulls = listed.value.filter((pull) => pull !== trigger.pullNumber).reverse();
  const docs = { ...where, number: trigger.pullNumber };
  const self = { run: trigger.runId, attempt: trigger.attempt };
  const shared: SweepShared = {};
  let read = 0;
  for (const pull of pulls.slice(0, MAX_PULLS_READ)) {
    if (signal.aborted || clock.now() >= until) break;
    read++;
    const result = await finishPullRequest(deps, config, { ...where, pull }, self, true, shared, { docs });
    if (result.kind === 'other' || result.kind === 'none') continue;
    if (result.kind === 'unread') {
      log.info(msg`Pull request #${pull}: not read (${result.why}); the schedule finishes its job.`);
      if (result.slowDown) break;
      continue;
    }
    if (result.kind === 'finished')
      log.info(
        msg`Job ${result.job} of pull request #${pull}, whose docs pull request this is, had ended: finished here (${result.outcome})${result.queued ? QUEUED[result.queued](pull) : ''}.`,
      );
    else log.info(SAID[result.kind]?.(pull, result.job) ?? '');
    // Still at work: its comment here now, so a `/docs` or a review here finds the job and waits for it.
    if (result.kind === 'running')
      await keepWorkingJobsDocsComment({ ...deps, config, trigger }, trigger, { pull, job: result.job });
    return { pull, ...result };
  }
  log.info(
    pulls.length === 0
      ? msg`No other pull request is labelled '${PENDING_LABEL}': no job is pending that this docs pull request could finish.`
      : msg`No ended job of the ${read} pull request${read === 1 ? '' : 's'} labelled '${PENDING_LABEL}' read here opened this docs pull request: a job still running is finished by a later event here or by the schedule.`,
  );
  return { kind: 'not-found', read };
}
