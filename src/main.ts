/**
 * The action, wired: inputs -> plan -> round trip (start or follow-up, if any) -> one scheduler
 * for N jobs -> pull request look-up -> one report -> surfaces. Dependencies default to the
 * runner's real ones, so `run()` works as GitHub's template does (and under
 * @github/local-action); tests pass their own.
 */
import { createService, type Service } from './client.ts';
import { defaultDeps, FOLLOW_UP_GRACE_INTERVALS, REQUEST_TIMEOUT_MS, type RunDeps } from './deps.ts';
import { createHttpGet } from './http.ts';
import { InputError, readInputs, type Config } from './inputs.ts';
import { describePullRequest } from './look-up.ts';
import { readProxySettings, type ProxySettings } from './proxy.ts';
import { publish, publishError } from './publish.ts';
import { buildReport, type Outcome, type ReportContext } from './report.ts';
import { startOrSend } from './round-trip.ts';
import { waitForAll, type WaitPlan } from './schedule.ts';
import { stepSecrets } from './secrets.ts';
import { createSink, type Sink } from './sink.ts';
import type { JobEnding, Story } from './verdict.ts';

export type { ActionIO } from './sink.ts';
export { ACTION_NAME, reportCrash } from './publish.ts';
export { defaultDeps, FOLLOW_UP_GRACE_INTERVALS, REQUEST_TIMEOUT_MS, type RunDeps } from './deps.ts';

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

/** A step under way: its clock origin and deadline, the service, and how it ends. */
interface Step {
  deps: RunDeps;
  sink: Sink;
  config: Config;
  story: Story;
  service: Service;
  since: number;
  deadline: number;
  finish(endings: JobEnding[], waitedMs: number, polls: number): Promise<Outcome>;
}

/** Starts the job or sends the message; the step's outcome when it ends there, else what to wait for. */
async function roundTrip(step: Step): Promise<Outcome | { plan: WaitPlan; requests: number }> {
  const { deps, config, story, since } = step;
  const { plan: what } = config;
  if (what.kind === 'wait') return { plan: { ids: config.jobIds, since, deadline: step.deadline }, requests: 0 };
  const requestTimeoutMs = deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const roundTripDeps = {
    sink: step.sink,
    clock: deps.clock,
    random: deps.random,
    signal: deps.signal,
    requestTimeoutMs,
  };
  const posted = await startOrSend(roundTripDeps, config, step.service, step.deadline);
  story.sent = what.kind === 'start' ? { kind: 'prompt', text: what.prompt } : { kind: 'message', text: what.message };
  const waitedMs = deps.clock.now() - since;
  if (!('view' in posted)) {
    story.postFailure = posted;
    return step.finish(
      [{ id: posted.jobId ?? config.jobId, result: { outcome: 'final', polls: 1, waitedMs } }],
      waitedMs,
      1,
    );
  }
  story.started = posted.started;
  if (!config.wait) {
    story.notWaiting = true;
    const stale = posted.staleFinal ? { staleFinal: true } : {};
    const result = {
      outcome: 'final' as const,
      job: { status: posted.view.status },
      body: posted.body,
      polls: 0,
      waitedMs,
      ...stale,
    };
    return step.finish([{ id: posted.jobId, result, view: posted.view }], waitedMs, posted.attempts);
  }
  const followUp = posted.staleFinal
    ? { followUp: { graceMs: FOLLOW_UP_GRACE_INTERVALS * config.pollIntervalMs } }
    : {};
  return { plan: { ids: [posted.jobId], since, deadline: step.deadline, ...followUp }, requests: posted.attempts };
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
    const httpGet = deps.httpGet ?? createHttpGet(deps.env, proxies);
    const service = createService(
      { ...config, secrets },
      httpGet,
      (m) => sink.debug(m),
      () => deps.clock.now(),
    );
    if (config.githubToken !== '' && config.wait) deps.preloadLookUp?.();
    const known = config;
    const finish = async (endings: JobEnding[], waitedMs: number, polls: number): Promise<Outcome> => {
      const report = buildReport(endings, reportContext(deps, known, story, waitedMs, polls));
      await publish(sink, report);
      return report.outcome;
    };
    const step: Step = { deps, sink, config, story, service, since, deadline: since + config.timeoutMs, finish };
    const next = await roundTrip(step);
    if (typeof next === 'string') return next;

    const endings = await waitForAll(sink, deps, config, service, next.plan);
    const [only] = endings;
    if (endings.length === 1 && only) {
      const lookUp = { token: config.githubToken, lookUp: deps.lookUpPullRequest, env: deps.env, signal: deps.signal };
      const pullRequest = await describePullRequest(sink, only, lookUp);
      if (pullRequest) only.pullRequest = pullRequest;
    }
    const waitedMs = Math.max(...endings.map((ending) => ending.result.waitedMs));
    return await finish(endings, waitedMs, next.requests + endings.reduce((sum, e) => sum + e.result.polls, 0));
  } catch (error) {
    await publishError(sink, error, { started: story.started, jobIds: config?.jobIds ?? [] });
    return 'error';
  }
}
