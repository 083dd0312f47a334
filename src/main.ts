/**
 * The action: inputs -> (start or follow-up) -> wait -> report -> sink. The one place that turns
 * errors into a failed step. Dependencies default to the runner's real ones, so `run()` works as
 * GitHub's template does (and under @github/local-action); tests pass their own.
 */
import { retryDelay } from './backoff.ts';
import { createService, SERVICE_WORDS_CAP, type PostResult, type Service } from './client.ts';
import { formatDuration } from './duration.ts';
import type { PullRequestAddress, PullRequestDetails, PullRequestLookup } from './github.ts';
import { createHttpGet, type HttpGet } from './http.ts';
import { describeProblems, InputError, readInputs, type Config } from './inputs.ts';
import { viewJob, type JobView } from './job-view.ts';
import { readProxySettings } from './proxy.ts';
import {
  buildManyReport,
  buildReport,
  type JobEnding,
  emptyOutputs,
  OUTPUT_NAMES,
  type Outcome,
  type Outputs,
  type PostFailure,
  type Report,
  type ReportExtras,
} from './report.ts';
import { runnerIO } from './runner.ts';
import { createSink, type ActionIO, type Sink } from './sink.ts';
import { abbreviated, errorMessage, httpUrl, msg, quoted, type Message } from './text.ts';
import { waitForJobs } from './wait-many.ts';
import { MAX_CONSECUTIVE_FAULTS, systemClock, waitForJob, type Clock, type WaitResult } from './wait.ts';

export type { ActionIO } from './sink.ts';

export const ACTION_NAME = 'wait-for-agent-job';
/** One request may take this long before it counts as a transient fault. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** After a follow-up, a final status read before the job turns active counts after this many intervals. */
export const FOLLOW_UP_GRACE_INTERVALS = 3;

export interface RunDeps {
  io: ActionIO;
  /** The HTTP client; by default one on node:http that honours the proxy variables. */
  httpGet?: HttpGet;
  clock: Clock;
  random: () => number;
  /** Aborts on SIGINT or SIGTERM. */
  signal: AbortSignal;
  env: NodeJS.ProcessEnv;
  /** The GitHub API look-up; by default loaded only when needed. */
  lookUpPullRequest: (address: PullRequestAddress, token: string, signal: AbortSignal) => Promise<PullRequestLookup>;
  /** Starts loading the look-up while the first request is in flight (only when a token is set). */
  preloadLookUp?: () => void;
  requestTimeoutMs?: number;
}

let gitHubModule: Promise<typeof import('./github.ts')> | undefined;
const loadGitHub = (): Promise<typeof import('./github.ts')> => (gitHubModule ??= import('./github.ts'));

export function defaultDeps(): RunDeps {
  return {
    io: runnerIO,
    clock: systemClock,
    random: Math.random,
    signal: new AbortController().signal,
    env: process.env,
    lookUpPullRequest: async (address, token, signal) => (await loadGitHub()).lookUpPullRequest(address, token, signal),
    preloadLookUp: () => void loadGitHub().catch(() => undefined),
  };
}

function runUrl(env: NodeJS.ProcessEnv): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
  return server && repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined;
}

/** The key as given, trimmed, and each of its lines: any of them may be printed on its own. */
function keyParts(rawKey: string): string[] {
  return [...new Set([rawKey, rawKey.trim(), ...rawKey.split(/\r?\n/).map((line) => line.trim())])].filter(
    (part) => part !== '',
  );
}

/** Sets every output in one group; a runner that cannot take them gets one warning, not a crash. */
function setOutputs(sink: Sink, outputs: Outputs): void {
  sink.startGroup('Outputs');
  try {
    for (const name of OUTPUT_NAMES) {
      sink.output(name, outputs[name]);
      sink.info(msg`${name}: ${quoted(outputs[name])}`);
    }
  } catch (error) {
    sink.warning(
      msg`Could not set the outputs: ${quoted(errorMessage(error))}. The runner's GITHUB_OUTPUT file is missing or not writable; later steps will see empty outputs.`,
    );
  } finally {
    sink.endGroup();
  }
}

async function publish(sink: Sink, report: Report): Promise<void> {
  setOutputs(sink, report.outputs);
  for (const annotation of report.annotations) {
    if (annotation.level === 'notice') sink.notice(annotation.message, annotation.title);
    else if (annotation.level === 'error') sink.error(annotation.message, annotation.title);
    else sink.warning(annotation.message, annotation.title);
  }
  try {
    await sink.summary(report.summary);
  } catch (error) {
    sink.debug(msg`No job summary written: ${quoted(errorMessage(error))}`);
  }
  if (report.failure) sink.fail(report.failure);
}

/** Asks GitHub for the pull request's head, state and draft flag; never fails the step. */
async function describePullRequest(
  sink: Sink,
  deps: RunDeps,
  result: WaitResult,
  view: JobView | undefined,
  token: string,
): Promise<PullRequestDetails | undefined> {
  const link = view?.pullRequest;
  if (result.outcome !== 'final' || link?.host !== 'github' || !link.owner || !link.repo || !link.number)
    return undefined;
  const name = `${link.owner}/${link.repo}#${link.number}`;
  if (token === '') {
    sink.debug(`No github-token, so ${name} is not looked up.`);
    return undefined;
  }
  const server = httpUrl(deps.env.GITHUB_SERVER_URL || 'https://github.com');
  if (httpUrl(link.url)?.host !== server?.host) {
    sink.debug(`${name} is not on this workflow's GitHub server, so it is not looked up.`);
    return undefined;
  }
  const lookup = await deps.lookUpPullRequest(
    { owner: link.owner, repo: link.repo, number: link.number },
    token,
    deps.signal,
  );
  if (lookup.kind === 'unavailable') {
    sink.info(
      msg`Could not read pull request ${name}: ${lookup.reason}. The pr-head-sha, pr-state and pr-draft outputs stay empty; pass a github-token that can read ${link.owner}/${link.repo} to fill them.`,
    );
    return undefined;
  }
  const { details } = lookup;
  sink.info(
    msg`Pull request ${name} is ${details.state}${details.draft ? ' (draft)' : ''}, head ${abbreviated(details.headSha, 12)} on ${quoted(details.headRef)}.`,
  );
  return details;
}

const WRITE_SCOPE =
  'Starting jobs and sending messages need an admin key with write scope (a read-scoped key can only wait); check also that it has not expired and that no IP allow-list excludes this runner.';

/** Why a POST did not go through, as the step's failure. */
function postFailure(
  config: Config,
  what: 'start' | 'message',
  result: Exclude<PostResult, { kind: 'job' }>,
): PostFailure {
  const action = what === 'start' ? 'start the job' : `send the message to job ${config.jobId}`;
  const words = (text: string): Message | string => (text ? msg`: ${quoted(text, SERVICE_WORDS_CAP)}` : '');
  switch (result.kind) {
    case 'refused':
      return {
        outcome: 'unauthorized',
        headline: 'API key refused',
        message: msg`The service refused to ${action} (HTTP ${result.httpStatus}${words(result.message)}). ${WRITE_SCOPE}`,
      };
    case 'not-found':
      return {
        outcome: 'not-found',
        headline: what === 'start' ? 'Project not found' : 'Agent job not found',
        message:
          what === 'start'
            ? msg`The service has no project '${config.projectId}' for this key (HTTP 404${words(result.message)}). Check 'project-id' against the dashboard's API keys page.`
            : msg`The service has no job '${config.jobId}' in project '${config.projectId}' (HTTP 404${words(result.message)}). Check 'job-id' and 'project-id'.`,
      };
    case 'rejected':
      return {
        outcome: 'error',
        headline: what === 'start' ? 'The service would not start the job' : 'The service would not take the message',
        message: msg`Could not ${action}: ${result.cause}. Nothing was ${what === 'start' ? 'started' : 'sent'}; fix what the service names and run the workflow again.`,
      };
    case 'unknown': {
      const id = result.jobId === undefined ? '' : msg` Its answer named job ${quoted(result.jobId, 100)}.`;
      return {
        outcome: 'error',
        headline: what === 'start' ? 'The job may have been started' : 'The message may have been taken',
        message: msg`Could not tell whether the service acted on the request to ${action}: ${result.cause}. The ${what === 'start' ? 'job may have been started' : 'message may have been taken'}.${id} Look at the project's agent jobs on the dashboard before running this again: the step did not retry, so it never starts a second job.`,
      };
    }
    case 'retry':
      return {
        outcome: 'error',
        headline: 'Could not reach the service',
        message: msg`Could not ${action}: ${result.cause}. The service did not act on the request; run the workflow again once it answers.`,
      };
    case 'cancelled':
      return {
        outcome: 'cancelled',
        headline: 'Cancelled',
        message: msg`Cancelled before the request to ${action} was answered; it may or may not have gone through. Look at the project's agent jobs on the dashboard.`,
      };
  }
}

function describeRetryAfter(retryAfterMs: number | undefined): string {
  if (retryAfterMs === undefined) return '';
  return Number.isFinite(retryAfterMs)
    ? `; the service asks to wait ${formatDuration(retryAfterMs)}`
    : '; the service asks to wait longer than any time-out';
}

/**
 * Sends one start or follow-up. Sent again only when the service certainly did not act on it
 * (a refused connection, a DNS failure, a 429), and only within the deadline.
 */
async function sendOnce(
  sink: Sink,
  deps: RunDeps,
  config: Config,
  post: (options: { timeoutMs: number; signal: AbortSignal }) => Promise<PostResult>,
  deadline: number,
): Promise<{ result: PostResult; attempts: number }> {
  let faults = 0;
  let told = false;
  for (let attempts = 1; ; attempts++) {
    const remaining = deadline - deps.clock.now();
    const result = await post({
      timeoutMs: Math.max(1, Math.min(deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS, remaining)),
      signal: deps.signal,
    });
    if (result.kind !== 'retry') return { result, attempts };
    faults++;
    if (result.rateLimited && !told) {
      told = true;
      sink.info('Starting jobs and sending messages are limited to 100 per project per hour.');
    }
    const delayMs = retryDelay({
      paceMs: config.pollIntervalMs,
      streak: faults,
      retryAfterMs: result.retryAfterMs,
      random: deps.random,
    });
    const after = deadline - deps.clock.now();
    if (!result.rateLimited && faults >= MAX_CONSECUTIVE_FAULTS) return { result, attempts };
    if (delayMs >= after) {
      const asked = describeRetryAfter(result.retryAfterMs);
      return {
        result: {
          ...result,
          cause: msg`${result.cause}${asked}, and the ${formatDuration(Math.max(0, after))} left of 'timeout' is too short to send it again`,
        },
        attempts,
      };
    }
    sink.info(
      msg`The request was not taken: ${result.cause}. Sending it again in ${formatDuration(delayMs)} (it was certainly not acted on).`,
    );
    await deps.clock.sleep(delayMs, deps.signal);
    if (deps.signal.aborted) return { result: { kind: 'cancelled' }, attempts };
  }
}

interface Posted {
  config: Config;
  view: JobView;
  body: string;
  started: boolean;
  /** True when the answer shows the job still final from before the message. */
  staleFinal: boolean;
  attempts: number;
}

/** Starts the job or sends the message; a PostFailure when that did not go through. */
async function startOrSend(
  sink: Sink,
  deps: RunDeps,
  config: Config,
  service: Service,
  deadline: number,
): Promise<Posted | PostFailure> {
  const { plan } = config;
  if (plan.kind === 'wait') throw new Error('startOrSend called without a start or a message');
  const text = plan.kind === 'start' ? plan.prompt : plan.message;
  const firstLine = text.split('\n')[0] ?? '';
  const lines = text.split('\n').length;
  const more = lines > 1 ? ` (+${lines - 1} more line${lines === 2 ? '' : 's'})` : '';
  sink.info(
    plan.kind === 'start'
      ? msg`Starting a job in project ${config.projectId} with the prompt: ${quoted(firstLine, 120)}${more}`
      : msg`Sending a follow-up to job ${config.jobId}: ${quoted(firstLine, 120)}${more}`,
  );
  const { result, attempts } = await sendOnce(
    sink,
    deps,
    config,
    (options) =>
      plan.kind === 'start' ? service.createJob(text, options) : service.sendMessage(config.jobId, text, options),
    deadline,
  );
  if (result.kind !== 'job') {
    return {
      ...postFailure(config, plan.kind, result),
      ...(result.kind === 'unknown' && result.jobId !== undefined ? { jobId: result.jobId } : {}),
    };
  }
  const view = viewJob(result.job);
  if (plan.kind === 'start') {
    // The client hands back a start only with a usable id.
    const id = result.job.id ?? '';
    sink.info(msg`Started job ${id}; its status is ${quoted(view.status, 60)}.`);
    return {
      config: { ...config, jobId: id, jobIds: [id] },
      view,
      body: result.body,
      started: true,
      staleFinal: false,
      attempts,
    };
  }
  const staleFinal = view.status !== 'active';
  sink.info(msg`The service took the message; the job's status is ${quoted(view.status, 60)}.`);
  return { config, view, body: result.body, started: false, staleFinal, attempts };
}

/** Several jobs on one schedule, one answer for all. */
async function waitForSeveral(sink: Sink, deps: RunDeps, config: Config, service: Service): Promise<Outcome> {
  sink.info(
    `Waiting for ${config.jobIds.length} jobs of project ${config.projectId} at ${config.baseUrl}: each polled every ${formatDuration(config.pollIntervalMs)}, for up to ${formatDuration(config.timeoutMs)}${config.failFast ? '; the first job that fails the step ends the wait' : ''}.`,
  );
  const waits = await waitForJobs({
    ids: config.jobIds,
    fetchJob: (id, options) => service.getJob(id, options),
    clock: deps.clock,
    random: deps.random,
    log: { info: (m) => sink.info(m), warning: (m) => sink.warning(m), debug: (m) => sink.debug(m) },
    pollIntervalMs: config.pollIntervalMs,
    timeoutMs: config.timeoutMs,
    requestTimeoutMs: deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    signal: deps.signal,
    ...(config.failFast
      ? { failsStep: (result: WaitResult) => buildReport(config, result).failure !== undefined }
      : {}),
  });
  const endings: JobEnding[] = waits.map(({ id, result, stoppedBy }) => {
    const view = result.job ? viewJob(result.job) : undefined;
    for (const warning of view?.warnings ?? [])
      sink.warning(msg`${id}: ${warning}`, 'Unreadable value from the service');
    return { id, result, ...(view ? { view } : {}), ...(stoppedBy ? { stoppedBy } : {}) };
  });
  const url = runUrl(deps.env);
  const report = buildManyReport(config, endings, url ? { runUrl: url } : {});
  await publish(sink, report);
  return report.outcome;
}

/** The action: inputs -> start or follow-up -> wait -> report. */
export async function run(overrides: Partial<RunDeps> = {}): Promise<Outcome> {
  const deps: RunDeps = { ...defaultDeps(), ...overrides };
  const proxies = readProxySettings(deps.env);
  const rawKey = deps.io.getInput('api-key');
  // The key is masked before anything else runs, so no later line can show it.
  const githubToken = deps.io.getInput('github-token').trim();
  const secrets = [...keyParts(rawKey), ...(githubToken.startsWith('${{') ? [] : [githubToken]), ...proxies.secrets];
  const sink = createSink(deps.io, secrets);

  let extras: ReportExtras = {};
  let config: Config | undefined;
  try {
    let parsed;
    try {
      parsed = readInputs((name) => deps.io.getInput(name));
    } catch (error) {
      if (error instanceof InputError) throw new InputError([...error.problems, ...proxies.problems]);
      throw error;
    }
    if (proxies.problems.length > 0) throw new InputError(proxies.problems);
    config = parsed.config;
    for (const warning of parsed.warnings) sink.warning(warning, 'api-key');
    for (const note of parsed.notes) sink.debug(note);

    const startedAt = deps.clock.now();
    const deadline = startedAt + config.timeoutMs;
    const service = createService(
      { ...config, secrets },
      deps.httpGet ?? createHttpGet(deps.env, proxies),
      (message) => sink.debug(message),
      () => deps.clock.now(),
    );
    if (config.githubToken !== '' && config.wait) deps.preloadLookUp?.();

    let followUp: { graceMs: number } | undefined;
    let postAttempts = 0;
    if (config.plan.kind !== 'wait') {
      const posted = await startOrSend(sink, deps, config, service, deadline);
      extras.sent = {
        kind: config.plan.kind === 'start' ? 'prompt' : 'message',
        text: config.plan.kind === 'start' ? config.plan.prompt : config.plan.message,
      };
      if (!('view' in posted)) {
        extras.ended = { kind: 'post-failed', failure: posted };
        extras.started = false;
        await publish(
          sink,
          buildReport(config, { outcome: 'final', polls: 1, waitedMs: deps.clock.now() - startedAt }, extras),
        );
        return posted.outcome;
      }
      config = posted.config;
      postAttempts = posted.attempts;
      extras = { ...extras, started: posted.started, view: posted.view };
      if (!config.wait) {
        extras.ended = { kind: 'not-waiting' };
        if (posted.staleFinal) extras.staleFinal = true;
        const result: WaitResult = {
          outcome: 'final',
          job: { status: posted.view.status },
          body: posted.body,
          polls: postAttempts,
          waitedMs: deps.clock.now() - startedAt,
        };
        const report = buildReport(config, result, extras);
        await publish(sink, report);
        return report.outcome;
      }
      if (posted.staleFinal) followUp = { graceMs: FOLLOW_UP_GRACE_INTERVALS * config.pollIntervalMs };
    }

    if (config.jobIds.length > 1) return await waitForSeveral(sink, deps, config, service);

    sink.info(
      `Waiting for job ${config.jobId} of project ${config.projectId} at ${config.baseUrl}: polling every ${formatDuration(config.pollIntervalMs)}, for up to ${formatDuration(Math.max(0, deadline - deps.clock.now()))}.`,
    );
    const jobId = config.jobId;
    const waited = await waitForJob({
      fetchJob: (options) => service.getJob(jobId, options),
      jobId,
      ...(followUp ? { followUp } : {}),
      clock: deps.clock,
      random: deps.random,
      log: { info: (m) => sink.info(m), warning: (m) => sink.warning(m), debug: (m) => sink.debug(m) },
      pollIntervalMs: config.pollIntervalMs,
      timeoutMs: Math.max(0, deadline - deps.clock.now()),
      requestTimeoutMs: deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      signal: deps.signal,
    });
    const result: WaitResult = {
      ...waited,
      polls: waited.polls + postAttempts,
      waitedMs: deps.clock.now() - startedAt,
    };
    if (result.job) {
      extras.view = viewJob(result.job);
      for (const warning of extras.view.warnings) sink.warning(warning, 'Unreadable value from the service');
    }
    const pullRequest = await describePullRequest(sink, deps, result, extras.view, config.githubToken);
    const url = runUrl(deps.env);
    const report = buildReport(config, result, {
      ...extras,
      ...(pullRequest ? { pullRequest } : {}),
      ...(url ? { runUrl: url } : {}),
    });
    await publish(sink, report);
    return report.outcome;
  } catch (error) {
    setOutputs(sink, {
      ...emptyOutputs(),
      outcome: 'error',
      started: extras.started ? 'true' : 'false',
      'job-id': config?.jobIds.join('\n') ?? '',
    });
    const message =
      error instanceof InputError
        ? msg`${describeProblems(error.problems)}\nFix the step's 'with:' block (or the named variable); see the README for every input.`
        : msg`${ACTION_NAME}: unexpected error: ${quoted(errorMessage(error), 1_000)}. This is a bug in the action; please report it with the step's debug log (ACTIONS_STEP_DEBUG=true).`;
    if (!(error instanceof InputError))
      sink.debug(msg`${quoted(error instanceof Error ? (error.stack ?? error.message) : String(error), 4_000)}`);
    try {
      await sink.summary({
        icon: '⚠️',
        heading: error instanceof InputError ? 'Invalid input: nothing was sent' : 'Unexpected error',
        paragraphs:
          error instanceof InputError
            ? [
                ...error.problems,
                "Fix the step's 'with:' block (or the named variable); see the README for every input.",
              ]
            : [message],
        rows: [],
      });
    } catch (summaryError) {
      sink.debug(msg`No job summary written: ${quoted(errorMessage(summaryError))}`);
    }
    sink.fail(message);
    return 'error';
  }
}

/** The last net in index.ts: even a failure outside run() leaves through a redacting sink. */
export function reportCrash(error: unknown, io: ActionIO = runnerIO, env: NodeJS.ProcessEnv = process.env): void {
  let secrets: string[] = [];
  try {
    secrets = [...keyParts(io.getInput('api-key')), io.getInput('github-token'), ...readProxySettings(env).secrets];
  } catch {
    // reading the inputs failed too: redact what the environment holds
    secrets = [env['INPUT_API-KEY'] ?? '', env['INPUT_GITHUB-TOKEN'] ?? ''];
  }
  createSink(io, secrets).fail(`${ACTION_NAME}: ${errorMessage(error)}`);
}
