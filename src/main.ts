/**
 * The action, wired: inputs -> plan -> round trip (start or follow-up, if any) -> one scheduler
 * for N jobs -> pull request look-up -> one report -> surfaces. Dependencies default to the
 * runner's real ones, so `run()` works as GitHub's template does (and under
 * @github/local-action); tests pass their own.
 */
import { createService, type Service } from './client.ts';
import { systemClock, type Clock } from './clock.ts';
import { formatDuration } from './duration.ts';
import { createHttpGet, type HttpGet } from './http.ts';
import { InputError, readInputs, type Config } from './inputs.ts';
import { viewJob } from './job-view.ts';
import { describePullRequest, type LookUpPullRequest } from './look-up.ts';
import { readProxySettings, type ProxySettings } from './proxy.ts';
import { ACTION_NAME, publish, publishError } from './publish.ts';
import { buildReport, type Outcome, type ReportContext } from './report.ts';
import { startOrSend } from './round-trip.ts';
import { runnerIO } from './runner.ts';
import { createSink, type ActionIO, type Sink } from './sink.ts';
import { errorMessage, msg } from './text.ts';
import { judge, type JobEnding, type Story } from './verdict.ts';
import { waitForJobs } from './wait-many.ts';

export type { ActionIO } from './sink.ts';
export { ACTION_NAME } from './publish.ts';

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
  lookUpPullRequest: LookUpPullRequest;
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

/** The step's secrets: every form of the key a log could show, the github-token, proxy credentials. */
function stepSecrets(io: ActionIO, proxies: ProxySettings): string[] {
  const rawKey = io.getInput('api-key');
  const keyParts = [rawKey, rawKey.trim(), ...rawKey.split(/\r?\n/).map((line) => line.trim())];
  const token = io.getInput('github-token').trim();
  return [...new Set([...keyParts, ...(token.startsWith('${{') ? [] : [token]), ...proxies.secrets])].filter(Boolean);
}

function readConfig(sink: Sink, deps: RunDeps, proxies: ProxySettings): Config {
  let parsed;
  try {
    parsed = readInputs((name) => deps.io.getInput(name));
  } catch (error) {
    throw error instanceof InputError ? new InputError([...error.problems, ...proxies.problems]) : error;
  }
  if (proxies.problems.length > 0) throw new InputError(proxies.problems);
  for (const warning of parsed.warnings) sink.warning(warning, 'api-key');
  for (const note of parsed.notes) sink.debug(note);
  return parsed.config;
}

function reportContext(deps: RunDeps, config: Config, story: Story, waitedMs: number, polls: number): ReportContext {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: runId } = deps.env;
  const { GITHUB_ACTION_REPOSITORY: actionRepo, GITHUB_ACTION_REF: actionRef } = deps.env;
  return {
    config,
    story,
    waitedMs,
    polls,
    ...(server && repo && runId ? { runUrl: `${server}/${repo}/actions/runs/${runId}` } : {}),
    ...(actionRepo && actionRef ? { actionRef: `${actionRepo}@${actionRef}` } : {}),
  };
}

/** Waits for every job on one schedule, then reads each one's view once. */
async function waitForAll(
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

interface WaitPlan {
  ids: string[];
  since: number;
  deadline: number;
  followUp?: { graceMs: number };
}

/** The action: inputs -> start or follow-up -> wait -> report -> surfaces. */
export async function run(overrides: Partial<RunDeps> = {}): Promise<Outcome> {
  const deps: RunDeps = { ...defaultDeps(), ...overrides };
  const proxies = readProxySettings(deps.env);
  // The secrets are masked before anything else runs, so no later line can show them.
  const secrets = stepSecrets(deps.io, proxies);
  const sink = createSink(deps.io, secrets);
  const story: Story = { started: false };
  let config: Config | undefined;
  try {
    config = readConfig(sink, deps, proxies);
    const since = deps.clock.now();
    const deadline = since + config.timeoutMs;
    const httpGet = deps.httpGet ?? createHttpGet(deps.env, proxies);
    const service = createService(
      { ...config, secrets },
      httpGet,
      (m) => sink.debug(m),
      () => deps.clock.now(),
    );
    if (config.githubToken !== '' && config.wait) deps.preloadLookUp?.();
    const finish = async (endings: JobEnding[], waitedMs: number, polls: number): Promise<Outcome> => {
      const report = buildReport(endings, reportContext(deps, config as Config, story, waitedMs, polls));
      await publish(sink, report);
      return report.outcome;
    };

    const plan: WaitPlan = { ids: config.jobIds, since, deadline };
    let postRequests = 0;
    if (config.plan.kind !== 'wait') {
      const roundTrip = {
        sink,
        clock: deps.clock,
        random: deps.random,
        signal: deps.signal,
        requestTimeoutMs: deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      };
      const posted = await startOrSend(roundTrip, config, service, deadline);
      story.sent =
        config.plan.kind === 'start'
          ? { kind: 'prompt', text: config.plan.prompt }
          : { kind: 'message', text: config.plan.message };
      if (!('view' in posted)) {
        story.postFailure = posted;
        const id = posted.jobId ?? config.jobId;
        const waitedMs = deps.clock.now() - since;
        return await finish([{ id, result: { outcome: 'final', polls: 1, waitedMs } }], waitedMs, 1);
      }
      story.started = posted.started;
      postRequests = posted.attempts;
      if (!config.wait) {
        story.notWaiting = true;
        const waitedMs = deps.clock.now() - since;
        const result = {
          outcome: 'final' as const,
          job: { status: posted.view.status },
          body: posted.body,
          polls: 0,
          waitedMs,
          ...(posted.staleFinal ? { staleFinal: true } : {}),
        };
        return await finish([{ id: posted.jobId, result, view: posted.view }], waitedMs, postRequests);
      }
      plan.ids = [posted.jobId];
      if (posted.staleFinal) plan.followUp = { graceMs: FOLLOW_UP_GRACE_INTERVALS * config.pollIntervalMs };
    }

    const endings = await waitForAll(sink, deps, config, service, plan);
    const [only] = endings;
    if (endings.length === 1 && only) {
      const lookUp = { token: config.githubToken, lookUp: deps.lookUpPullRequest, env: deps.env, signal: deps.signal };
      const pullRequest = await describePullRequest(sink, only, lookUp);
      if (pullRequest) only.pullRequest = pullRequest;
    }
    const waitedMs = Math.max(...endings.map((ending) => ending.result.waitedMs));
    const polls = postRequests + endings.reduce((sum, ending) => sum + ending.result.polls, 0);
    return await finish(endings, waitedMs, polls);
  } catch (error) {
    await publishError(sink, error, { started: story.started, jobIds: config?.jobIds ?? [] });
    return 'error';
  }
}

/** The last net in index.ts: even a failure outside run() leaves through a redacting sink. */
export function reportCrash(error: unknown, io: ActionIO = runnerIO, env: NodeJS.ProcessEnv = process.env): void {
  let secrets: string[] = [];
  try {
    secrets = stepSecrets(io, readProxySettings(env));
  } catch {
    // reading the inputs failed too: redact what the environment holds
    secrets = [env['INPUT_API-KEY'] ?? '', env['INPUT_GITHUB-TOKEN'] ?? ''];
  }
  createSink(io, secrets).fail(`${ACTION_NAME}: ${errorMessage(error)}`);
}
