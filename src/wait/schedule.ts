/** The step's wait: every job on one schedule, announced once, each job's view read once. */
import type { Service } from '../service/client.ts';
import type { RunDeps } from '../deps.ts';
import { REQUEST_TIMEOUT_MS } from '../deps.ts';
import { formatDuration } from '../inputs/duration.ts';
import type { Config } from '../inputs/inputs.ts';
import { viewJob } from '../service/job-view.ts';
import type { Sink } from '../out/sink.ts';
import { msg } from '../out/text.ts';
import { judge, type JobEnding } from '../report/verdict.ts';
import { waitForJobs } from './wait-many.ts';

/** Waits for every job on one schedule, then reads each one's view once. */
export async function waitForAll(
  sink: Sink,
  deps: RunDeps,
  config: Config,
  service: Service,
  plan: WaitPlan,
): Promise<JobEnding[]> {
  const { ids, since, deadline } = plan;
  const each = `polling ${ids.length > 1 ? 'each ' : ''}every ${formatDuration(config.pollIntervalMs)}`;
  const what = ids.length > 1 ? `${ids.length} jobs` : `job ${ids[0] ?? ''}`;
  const fast = ids.length > 1 && config.failFast ? '; the first job that fails the step ends the wait' : '';
  sink.info(
    `Waiting for ${what} of project ${config.projectId} at ${config.baseUrl}: ${each}, for up to ${formatDuration(Math.max(0, deadline - deps.clock.now()))}${fast}.`,
  );
  const waits = await waitForJobs({
    ids,
    fetchJob: (id, options) => service.getJob(id, options),
    clock: deps.clock,
    random: deps.random,
    log: { info: (m) => sink.info(m), warning: (m) => sink.warning(m), debug: (m) => sink.debug(m) },
    pollIntervalMs: config.pollIntervalMs,
    timeoutMs: Math.max(0, deadline - deps.clock.now()),
    requestTimeoutMs: deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    signal: deps.signal,
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
      sink.warning(msg`${name}${warning}`, 'Unreadable value from the service');
    return { id, result, ...(view ? { view } : {}), ...(stoppedBy ? { stoppedBy } : {}) };
  });
}

export interface WaitPlan {
  ids: string[];
  since: number;
  deadline: number;
  followUp?: { graceMs: number };
  /** Told when a job's status reads differently from before (the comment and check run follow it). */
  onStatus?: (id: string, status: string) => void;
}
