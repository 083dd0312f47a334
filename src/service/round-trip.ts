/**
 * The start and follow-up policy, beside the client: a POST is sent again only when the service
 * certainly did not act on it (a refused connection, a DNS failure, a 429), within the deadline;
 * each other answer says what the step can and cannot know.
 */
import { letPendingSignalsIn } from '../common/pending-signals.ts';
import { MAX_CONSECUTIVE_FAULTS, retryDelay } from '../common/backoff.ts';
import { SERVICE_WORDS_CAP, type CallOptions, type PostResult, type Service } from './client.ts';
import type { Clock } from '../common/clock.ts';
import { formatDuration } from '../inputs/duration.ts';
import { baseUrlAdvice, type Config, type Work } from '../inputs/inputs.ts';
import { viewJob, type JobView } from './job-view.ts';
import type { Log } from '../output/log.ts';
import { msg, quoted, type Say } from '../output/text.ts';
import type { PostFailure } from '../common/outcome.ts';
import { namesProjectNotJob } from './answers.ts';

export interface RoundTripDeps {
  log: Log;
  clock: Clock;
  random: () => number;
  signal: AbortSignal;
  requestTimeoutMs: number;
  /**
   * Whether this run may still send what it claimed (a `/docs` command, a review), asked before
   * each resend: a run that waited out the service may have lost its claim to another that sent it.
   */
  stillOurs?(): Promise<boolean>;
}

/** Another run sent this run's command (took it over while it waited, or before this re-run): nothing is sent twice. */
export const TAKEN_OVER: PostFailure = {
  outcome: 'skipped',
  headline: 'sent by another run',
  why: 'Another run of this workflow sent this command: it took it over while this run waited (its claim looked dead), or sent it before this attempt. This run sends nothing.',
};

/** The POST went through: the job to wait for, as the service answered. */
export interface Posted {
  jobId: string;
  view: JobView;
  body: string;
  started: boolean;
  /** The answer to a follow-up still shows the job final from before the message. */
  staleFinal: boolean;
  /** Requests made, the retries included. */
  attempts: number;
}

/** What to check when the service refuses the key: a 401 is a key it does not know (or an expired one), a 403 one it will not let do this. */
function keyAdvice(httpStatus: number, projectId: string): string {
  if (httpStatus === 401)
    return `Check that 'api-key' holds an admin API key (mint_...) of the organization that owns project '${projectId}', and that it has not expired (keys expire after 90 days by default).`;
  return "Starting jobs and sending messages need an admin key with write scope in 'api-key' (a read-scoped key can only wait); check also that no IP allow-list excludes this runner.";
}

function describeRetryAfter(retryAfterMs: number | undefined): string {
  if (retryAfterMs === undefined) return '';
  return Number.isFinite(retryAfterMs)
    ? `; the service asks to wait ${formatDuration(retryAfterMs)}`
    : '; the service asks to wait longer than any time-out';
}

/** A 404 to a start names the project; to a follow-up, the job, unless its words name the project: answered, so nothing was made. */
function notFound(config: Target, what: 'start' | 'message', words: Say): PostFailure {
  return what === 'start'
    ? {
        outcome: 'not-found',
        headline: 'project not found',
        why: msg`The service has no project '${config.projectId}' for this key (HTTP 404${words}).`,
        next: msg`Check 'project-id' against the dashboard's API keys page.${baseUrlAdvice(config.baseUrl)}`,
        answered: true,
      }
    : {
        outcome: 'not-found',
        headline: 'not found',
        why: msg`The service has no job '${config.jobId}' in project '${config.projectId}' (HTTP 404${words}).`,
        next: msg`Check 'job-id' and 'project-id'.${baseUrlAdvice(config.baseUrl)}`,
        answered: true,
      };
}

/** The project, and the job a follow-up goes to. */
type Target = { projectId: string; jobId: string; timeoutMs: number; baseUrl: string };

/** A request the service certainly did not act on: its rate limit, or no answer at all. */
function notTaken(config: Target, action: string, result: Extract<PostResult, { kind: 'retry' }>): PostFailure {
  const why = msg`Could not ${action}: ${result.cause}. The service did not act on the request.`;
  // The service answered, naming the project's limit: nothing to check between here and it.
  if (result.rateLimited)
    return {
      outcome: 'error',
      headline: 'rate-limited',
      why,
      next: "Starting jobs and sending messages are limited to 100 per project per hour: run the workflow again once the limit allows, or raise 'timeout' so the step waits it out.",
    };
  return {
    outcome: 'error',
    headline: 'could not reach the service',
    why,
    next: `Check 'base-url' (now ${config.baseUrl}), the network and any proxy between this runner and the service, then run the workflow again once it answers.`,
  };
}

function postFailure(
  config: Target,
  what: 'start' | 'message',
  result: Exclude<PostResult, { kind: 'job' }>,
): PostFailure {
  const action = what === 'start' ? 'start the job' : `send the message to job ${config.jobId}`;
  const words = (text: string): Say => (text ? msg`: ${quoted(text, SERVICE_WORDS_CAP)}` : '');
  const dashboard = "Look at the project's agent jobs on the dashboard before running this again";
  switch (result.kind) {
    case 'refused':
      return {
        outcome: 'unauthorized',
        headline: 'API key refused',
        why: msg`The service refused the request to ${action} made with 'api-key' (HTTP ${result.httpStatus}${words(result.message)}).`,
        next: keyAdvice(result.httpStatus, config.projectId),
        answered: true,
      };
    case 'not-found':
      return notFound(config, namesProjectNotJob(result.message) ? 'start' : what, words(result.message));
    case 'rejected':
      return {
        outcome: 'error',
        headline: what === 'start' ? 'not started' : 'message not taken',
        why: msg`Could not ${action}: ${result.cause}. Nothing was ${what === 'start' ? 'started' : 'sent'}.`,
        next: result.next ?? 'Fix what the service names and run the workflow again.',
        answered: true,
      };
    case 'unknown': {
      // A message goes to the job asked for: an id its answer carries (the message's own) names no job.
      const answered = what === 'start' ? result.jobId : undefined;
      const id = answered === undefined ? '' : msg` Its answer named job ${quoted(answered, 100)}.`;
      return {
        outcome: 'error',
        headline: what === 'start' ? 'may have been started' : 'message may have been taken',
        why: msg`Could not tell whether the service acted on the request to ${action}: ${result.cause}. The ${what === 'start' ? 'job may have been started' : 'message may have been taken'}.${id}`,
        next:
          what === 'start'
            ? `${dashboard}: the step did not retry, so it never starts a second job.`
            : `Look at job ${config.jobId}'s conversation on the dashboard before running this again: the step did not retry, and running it again sends the message a second time if the job took it.`,
        ...(answered === undefined ? {} : { jobId: answered }),
      };
    }
    case 'retry':
      return notTaken(config, action, result);
    case 'too-late':
      return {
        outcome: 'timed-out',
        headline: what === 'start' ? 'not started' : 'message not sent',
        why: msg`The step's 'timeout' (${formatDuration(config.timeoutMs)}) ran out before the request to ${action} could be sent, so nothing was sent.`,
        next: "Raise 'timeout', or run the workflow again.",
      };
    case 'cancelled':
      return cancelledPost(action, what, result.pausing === true, dashboard);
  }
}

/** A cancel mid-request may have cut one the service acted on; one in the pause between tries cut none. */
function cancelledPost(action: string, what: 'start' | 'message', pausing: boolean, dashboard: string): PostFailure {
  if (!pausing)
    return {
      outcome: 'cancelled',
      headline: 'cancelled',
      why: msg`Cancelled before the request to ${action} was answered; it may or may not have gone through.`,
      next: `${dashboard}.`,
    };
  return {
    outcome: 'cancelled',
    headline: 'cancelled',
    why: msg`Cancelled while waiting to send the request to ${action} again; the service had not acted on it, so nothing was ${what === 'start' ? 'started' : 'sent'}.`,
    next: 'Run it again to send it.',
  };
}

/** Sends one POST, again only while the service certainly did not act on it and time is left. */
async function sendOnce(
  deps: RoundTripDeps,
  pollIntervalMs: number,
  post: (options: CallOptions) => Promise<PostResult>,
  deadline: number,
): Promise<{ result: PostResult | { kind: 'taken-over' }; attempts: number }> {
  let told = false;
  let last: Extract<PostResult, { kind: 'retry' }> | undefined;
  for (let attempts = 1; ; attempts++) {
    const remaining = deadline - deps.clock.now();
    // No request starts after the deadline, even when what came before (reading a re-run's record) took the time.
    // A pause that overran it still names what the tries met, not only the time.
    if (remaining <= 0)
      return {
        result: last
          ? { ...last, cause: msg`${last.cause}, and 'timeout' ran out before it could be sent again` }
          : { kind: 'too-late' },
        attempts: attempts - 1,
      };
    const result = await post({
      timeoutMs: Math.max(1, Math.min(deps.requestTimeoutMs, remaining)),
      signal: deps.signal,
    });
    if (result.kind !== 'retry') return { result, attempts };
    last = result;
    if (result.rateLimited && !told) {
      told = true;
      deps.log.info('Starting jobs and sending messages are limited to 100 per project per hour.');
    }
    const delayMs = retryDelay({
      paceMs: pollIntervalMs,
      streak: attempts,
      retryAfterMs: result.retryAfterMs,
      random: deps.random,
    });
    const after = deadline - deps.clock.now();
    if (!result.rateLimited && attempts >= MAX_CONSECUTIVE_FAULTS) return { result, attempts };
    if (delayMs >= after) {
      const asked = describeRetryAfter(result.retryAfterMs);
      const left = formatDuration(Math.max(0, after));
      // The service's wait alone may not fit; else the pause is what 'poll-interval' adds (to that wait, if any).
      const pause =
        result.retryAfterMs !== undefined && result.retryAfterMs >= after
          ? 'the pause it asks for'
          : msg`the pause before sending it again (${formatDuration(delayMs)}, from 'poll-interval'${attempts > 1 ? msg`, its random share doubled by each of ${attempts} failed tries` : ''}${result.retryAfterMs === undefined ? '' : ' added to the wait it asks for'})`;
      return {
        result: {
          ...result,
          cause: msg`${result.cause}${asked}, and ${pause} is longer than the ${left} left of 'timeout'`,
        },
        attempts,
      };
    }
    deps.log.info(
      msg`The request was not taken: ${result.cause}. Sending it again in ${formatDuration(delayMs)} (it was certainly not acted on).`,
    );
    await deps.clock.sleep(delayMs, deps.signal);
    if (deps.signal.aborted) return { result: { kind: 'cancelled', pausing: true }, attempts };
    if (deps.stillOurs && !(await deps.stillOurs())) return { result: { kind: 'taken-over' }, attempts };
  }
}

/** What the service certainly did not act on: it is safe to send again. */
const notActedOn = (result: PostResult): boolean =>
  result.kind === 'retry' || result.kind === 'too-late' || (result.kind === 'cancelled' && result.pausing === true);

/** Starts the job or sends the message; a PostFailure when that did not go through. */
export async function startOrSend(
  deps: RoundTripDeps,
  config: Config,
  work: Pick<Work, 'plan' | 'jobId'>,
  service: Service,
  deadline: number,
): Promise<Posted | PostFailure> {
  const { plan, jobId } = work;
  if (plan.kind === 'wait') throw new Error('startOrSend called without a start or a message');
  const text = plan.kind === 'start' ? plan.prompt : plan.message;
  // A start or a message cannot be taken back: a cancel already sent must be seen first.
  await letPendingSignalsIn();
  if (deps.signal.aborted)
    return {
      outcome: 'cancelled',
      headline: 'cancelled',
      why: `Cancelled before the request to ${plan.kind === 'start' ? 'start the job' : 'send the message'} was sent, so nothing was sent.`,
      requests: 0,
    };
  const lines = text.split('\n');
  const more = lines.length > 1 ? ` (+${lines.length - 1} more line${lines.length === 2 ? '' : 's'})` : '';
  deps.log.info(
    plan.kind === 'start'
      ? msg`Starting a job in project ${config.projectId} with the prompt: ${quoted(lines[0] ?? '', 120)}${more}`
      : msg`Sending a follow-up to job ${jobId} with the message: ${quoted(lines[0] ?? '', 120)}${more}`,
  );
  const { result, attempts } = await sendOnce(
    deps,
    config.pollIntervalMs,
    (options) => (plan.kind === 'start' ? service.createJob(text, options) : service.sendMessage(jobId, text, options)),
    deadline,
  );
  if (result.kind === 'taken-over') return { ...TAKEN_OVER, requests: attempts };
  if (result.kind !== 'job')
    return {
      ...postFailure({ ...config, jobId }, plan.kind, result),
      ...(notActedOn(result) ? { notActed: true as const } : {}),
      requests: attempts,
    };
  const view = viewJob(result.job);
  if (plan.kind === 'start') {
    // The client hands back a start only with a usable id.
    const id = result.job.id ?? '';
    deps.log.info(msg`Started job ${id}; its status is ${quoted(view.status, 60)}.`);
    return { jobId: id, view, body: result.body, started: true, staleFinal: false, attempts };
  }
  // An answer about another job says nothing of this one's: its first read is judged as any stale one.
  const answeredId = result.job.id;
  const otherJob = answeredId !== undefined && answeredId !== jobId;
  if (otherJob)
    deps.log.warning(
      msg`The message was sent to job ${jobId}, but the answer is about job ${quoted(answeredId, 100)}: something between the action and the service (a cache or a misrouted proxy) may be answering. Check 'base-url' and any proxy; the step waits for job ${jobId} as asked.`,
    );
  else deps.log.info(msg`The service took the message; the job's status is ${quoted(view.status, 60)}.`);
  return {
    jobId,
    view,
    body: result.body,
    started: false,
    staleFinal: otherJob || view.status !== 'active',
    attempts,
  };
}
