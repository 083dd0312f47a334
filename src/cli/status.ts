/** `status`: each job read once, no wait; exit 0 when every job could be read, whatever its state. */
import { REQUEST_TIMEOUT_MS } from '../common/budget.ts';
import { systemClock } from '../common/clock.ts';
import { formatDuration } from '../inputs/duration.ts';
import { baseUrlDoubt, readInputs } from '../inputs/inputs.ts';
import { readProxySettings } from '../inputs/proxy.ts';
import type { Log } from '../output/log.ts';
import type { AgentJob } from '../common/agent-job.ts';
import type { FetchResult } from '../service/client.ts';
import { msg, quoted, type Say } from '../output/text.ts';
import { createService } from '../service/client.ts';
import { viewJob } from '../service/job-view.ts';
import { namesProjectNotJob } from '../service/answers.ts';
import { createHttpSend } from '../service/transport.ts';
import { EXIT } from './results.ts';

export interface JobStatus {
  id: string;
  status: string | null;
  'pr-link': string | null;
  repository: string | null;
  ref: string | null;
  'created-at': string | null;
  'archived-at': string | null;
  /** Why it could not be read; null when it was. */
  error: string | null;
}

export async function readStatus(
  log: Log,
  inputs: Record<string, string>,
  env: NodeJS.ProcessEnv,
  signal: AbortSignal,
  /** The run's secrets: each string of an answer is redacted of them before it is read. */
  secrets: string[],
): Promise<{ jobs: JobStatus[]; code: number }> {
  const { config, warnings } = readInputs((name) => inputs[name] ?? '');
  // The step says them when it runs; `status` runs no step, so it says them here (an assistant key's, above all).
  for (const warning of warnings) log.warning(warning);
  const send = createHttpSend(env, readProxySettings(env));
  const service = createService({ ...config, secrets }, send, undefined, systemClock);
  const jobs: JobStatus[] = [];
  let code: number = EXIT.ok;
  const ids = config.work.jobIds;
  const read = await readAll(ids, (id, timeoutMs) => service.getJob(id, { timeoutMs, signal }), config.timeoutMs);
  for (const [at, id] of ids.entries()) {
    const fetched = read.fetched[at] ?? NOT_ASKED;
    const none = {
      status: null,
      'pr-link': null,
      repository: null,
      ref: null,
      'created-at': null,
      'archived-at': null,
    };
    if (fetched.kind === 'job') {
      jobs.push(statusOf(log, id, fetched));
      continue;
    }
    if (fetched === NOT_ASKED) {
      log.info(
        msg`error: ${id}: not read: --timeout ran out before its turn (other jobs' reads took it). Raise --timeout.`,
      );
      jobs.push({ id, ...none, error: 'not read: --timeout ran out before its turn' });
      code = Math.max(code, EXIT.timedOut);
      continue;
    }
    // Any answer of the 4xx kind is a refusal: asking again meets the same answer.
    const refused = fetched.kind === 'not-found' || fetched.kind === 'refused' || fetched.kind === 'rejected';
    const why =
      fetched.kind === 'not-found' && namesProjectNotJob(fetched.message)
        ? msg`the service has no project '${config.projectId}' for this key (HTTP 404: ${quoted(fetched.message, 200)})`
        : fetched.kind === 'not-found'
          ? msg`the service has no job '${id}' in project '${config.projectId}'${doubtOf(config.baseUrl)}`
          : fetched.kind === 'refused'
            ? msg`the service refused the key (HTTP ${fetched.httpStatus})${fetched.message ? msg`: ${quoted(fetched.message, 200)}` : ''}`
            : 'cause' in fetched
              ? fetched.cause
              : msg`the read was cancelled`;
    log.info(msg`error: ${id}: ${why}. ${nextAfter(fetched)}`);
    jobs.push({ id, ...none, error: log.line(why, 500) });
    // Each job by how its own read ended: one read the service held never makes another's 502 a time-out.
    const timedOut =
      (fetched.kind === 'transient' && fetched.timedOut === true) ||
      (fetched.kind === 'cancelled' && systemClock.now() >= read.deadline);
    code = Math.max(code, refused ? EXIT.refused : timedOut ? EXIT.timedOut : EXIT.unreachable);
  }
  return { jobs, code };
}

/** Reads in flight at once: one job the service holds never keeps the others from being read. */
const READS_AT_ONCE = 4;
/** The shortest a read is given, however many wait their turn. */
const MIN_READ_MS = 1_000;
/** A job whose turn never came before --timeout ran out. */
const NOT_ASKED: FetchResult = { kind: 'transient', cause: 'not asked', rateLimited: false };

/**
 * Each job read once, READS_AT_ONCE at a time, all within `timeoutMs` (as it bounds a wait): each
 * read is given its share of the time left (by the rounds of reads still to go), so reads the
 * service holds cannot use up the time of the jobs behind them.
 */
async function readAll(
  ids: readonly string[],
  getJob: (id: string, timeoutMs: number) => Promise<FetchResult>,
  timeoutMs: number,
): Promise<{ fetched: FetchResult[]; deadline: number }> {
  const deadline = systemClock.now() + timeoutMs;
  const fetched: FetchResult[] = [];
  let next = 0;
  const reader = async (): Promise<void> => {
    for (let at = next++; at < ids.length; at = next++) {
      const left = deadline - systemClock.now();
      const rounds = Math.ceil((ids.length - at) / READS_AT_ONCE);
      const share = Math.min(left, REQUEST_TIMEOUT_MS, Math.max(MIN_READ_MS, Math.floor(left / rounds)));
      fetched[at] = left > 0 ? await getJob(ids[at] ?? '', share) : NOT_ASKED;
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, ids.length) }, reader));
  return { fetched, deadline };
}

/** A job as read: its line in the log, its status as data (an answer about another job is a failed read: src/service/client.ts). */
function statusOf(log: Log, id: string, { job }: { job: AgentJob }): JobStatus {
  const view = viewJob(job);
  // What `wait` says of the same answer (a link this command cannot use, a repository it cannot name), said here too.
  for (const warning of view.warnings) log.warning(msg`${id}: ${warning}`);
  const link = view.pullRequest?.url ?? null;
  log.info(msg`${id}: ${view.status}${link ? ` (${link})` : ''}`);
  return {
    id,
    status: view.status,
    'pr-link': link,
    repository: view.repositoryName ?? null,
    ref: view.ref ?? null,
    'created-at': view.createdAt ?? null,
    'archived-at': view.archivedAt ?? null,
    error: null,
  };
}

/** What to do about a read that failed: a rate limit's wait, or the fix for how it failed. */
function nextAfter(fetched: Exclude<FetchResult, { kind: 'job' }>): Say {
  if (fetched.kind === 'transient' && fetched.rateLimited) return rateLimitedNext(fetched.retryAfterMs);
  if (fetched.kind === 'transient' && fetched.timedOut === true)
    return 'Its read ran out of its share of --timeout: raise --timeout if the service is slow to answer, else check --base-url, the network and any proxy (HTTPS_PROXY, NO_PROXY); then run the command again.';
  // The service was reached and said it cannot answer now: base-url, network and proxy are not in doubt.
  if (fetched.kind === 'transient' && fetched.httpStatus !== undefined)
    return 'The service was reached but could not answer for now: run the command again in a minute.';
  if (fetched.kind === 'rejected' && fetched.next !== undefined) return fetched.next;
  if (fetched.kind === 'refused') return refusedNext(fetched.httpStatus);
  return nextStep(fetched.kind, 'cause' in fetched);
}

/** A refused key, by how: a key the service does not take (401), or one it takes but not here (403). */
function refusedNext(httpStatus: number): string {
  return httpStatus === 403
    ? "Check that 'api-key' has read scope on the project's organization and that no IP allow-list excludes this machine."
    : "Check that 'api-key' holds an admin API key (mint_...) of the project's organization that has not expired (keys expire after 90 days by default).";
}

/** A read the service turned away for its rate (429): when to ask again. */
function rateLimitedNext(retryAfterMs: number | undefined): string {
  const after =
    retryAfterMs === undefined
      ? 'in a minute'
      : Number.isFinite(retryAfterMs)
        ? `after ${formatDuration(Math.max(1_000, retryAfterMs))}, as it asked`
        : 'later: it asked to wait longer than any time-out (its Retry-After); if that persists, ask its operator why';
  return `The service limited the rate of requests: run the command again ${after}.`;
}

/** What to do about a read that failed, by how it failed: in the action's words, which the log says as the command line's (where each value came from). */
function nextStep(kind: string, failed: boolean): string {
  if (kind === 'not-found')
    return "Check the job id and 'project-id' (the dashboard's API keys page shows the project's id).";
  // Turned away before the service (a proxy, a redirect with nowhere to go): the job id is not in doubt.
  if (kind === 'rejected')
    return "Check 'base-url' and any proxy between (HTTPS_PROXY, NO_PROXY), then run the command again.";
  if (!failed) return 'Run the command again to read it.';
  return 'Check --base-url, the network and any proxy (HTTPS_PROXY, NO_PROXY), then run the command again.';
}

/** A 404's doubt about base-url, as a clause of the status line. */
function doubtOf(baseUrl: string): Say {
  const doubt = baseUrlDoubt(baseUrl);
  return doubt === undefined ? '' : msg`; check ${doubt}`;
}
