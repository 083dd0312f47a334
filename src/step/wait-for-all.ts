/**
 * The step's wait: every job on one schedule (wait/), announced once; each ending judged as it
 * comes when the first failure ends the wait (report/), and each job's view read once.
 */
import { formatDuration } from '../inputs/duration.ts';
import { msg } from '../output/text.ts';
import { judge, type JobEnding } from '../report/verdict.ts';
import { viewJob } from '../service/job-view.ts';
import { waitForJobs } from '../wait/wait-many.ts';
import type { Step } from './step.ts';

type Waiting = Pick<Step, 'log' | 'config' | 'service' | 'clock' | 'random' | 'signal' | 'requestTimeoutMs'>;

/** Waits for every job on one schedule, then reads each one's view once. */
export async function waitForAll(step: Waiting, plan: WaitPlan): Promise<JobEnding[]> {
  const { log, config, service, clock } = step;
  const { ids, since, deadline } = plan;
  const each = `polling ${ids.length > 1 ? 'each ' : ''}every ${formatDuration(config.pollIntervalMs)}`;
  const what = ids.length > 1 ? `${ids.length} jobs` : `job ${ids[0] ?? ''}`;
  const fast = ids.length > 1 && config.failFast ? '; the first job that fails the step ends the wait' : '';
  log.info(
    `Waiting for ${what} of project ${config.projectId} at ${config.baseUrl}: ${each}, for up to ${formatDuration(Math.max(0, deadline - clock.now()))}${fast}.`,
  );
  const waits = await waitForJobs({
    ids,
    fetchJob: (id, options) => service.getJob(id, options),
    clock,
    random: step.random,
    log: {
      info: (m) => log.info(m),
      warning: (m) => log.warning(m),
      debug: (m) => log.debug(m),
      progress: (p) => log.progress(p),
    },
    pollIntervalMs: config.pollIntervalMs,
    timeoutMs: Math.max(0, deadline - clock.now()),
    requestTimeoutMs: step.requestTimeoutMs,
    signal: step.signal,
    since,
    ...(plan.followUp ? { followUp: plan.followUp } : {}),
    ...(plan.onStatus ? { onStatus: plan.onStatus } : {}),
    ...(config.failFast
      ? {
          failsStep: (id, result) =>
            judge({ id, result, ...(result.job ? { view: viewJob(result.job) } : {}) }, config).failsStep,
        }
      : {}),
  });
  return waits.map(({ id, result, stoppedBy }) => {
    const view = result.job ? viewJob(result.job) : undefined;
    const name = ids.length > 1 ? msg`${id}: ` : '';
    for (const warning of view?.warnings ?? [])
      log.warning(msg`${name}${warning}`, 'Unreadable value from the service');
    return { id, result, ...(view ? { view } : {}), ...(stoppedBy ? { stoppedBy } : {}) };
  });
}

export interface WaitPlan {
  ids: string[];
  since: number;
  deadline: number;
  followUp?: { graceMs: number };
  /** Told when a job's status reads differently from before (the comment and check run follow it). */
  onStatus?: (id: string, status: string, prLink?: string) => void;
}
