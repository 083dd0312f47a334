/**
 * The action, wired: inputs -> plan -> round trip (start or follow-up, if any) -> one scheduler
 * for N jobs -> pull request look-up -> one report -> surfaces. Dependencies default to the
 * runner's real ones, so `run()` works as GitHub's template does (and under
 * @github/local-action); tests pass their own.
 */
import { createService, type Service } from './service/client.ts';
import { defaultDeps, FOLLOW_UP_GRACE_INTERVALS, REQUEST_TIMEOUT_MS, type RunDeps } from './deps.ts';
import { createHttpGet } from './service/transport.ts';
import { InputError, readInputs, type Config } from './inputs/inputs.ts';
import { describePullRequest } from './github/look-up.ts';
import { readProxySettings, type ProxySettings } from './inputs/proxy.ts';
import { publish, publishError } from './report/publish.ts';
import { digest, type StepRecord } from './github/record.ts';
import { buildReport, withLinks, type Outcome, type ReportContext } from './report/report.ts';
import { NO_SURFACES, planSurfaces, type JobProgress, type ReviewerSurfaces } from './github/plan.ts';
import { startOrSend } from './service/round-trip.ts';
import { waitForAll, type WaitPlan } from './wait/schedule.ts';
import { stepSecrets } from './inputs/secrets.ts';
import { createSink, type Sink } from './out/sink.ts';
import { resumedLine } from './report/summary.ts';
import { msg } from './out/text.ts';
import { readTrigger, type Trigger } from './github/trigger.ts';
import type { JobEnding, Story } from './report/verdict.ts';

export type { ActionIO } from './out/sink.ts';
export { ACTION_NAME, reportCrash } from './report/publish.ts';
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

/** A step under way: its clock origin and deadline, the service, where it reports, and how it ends. */
interface Step {
  deps: RunDeps;
  sink: Sink;
  config: Config;
  story: Story;
  service: Service;
  since: number;
  deadline: number;
  trigger: Trigger | undefined;
  surfaces: ReviewerSurfaces;
  /** What the comment and the check run record of this step, for a re-run to read. */
  record: StepRecord;
  finish(endings: JobEnding[], waitedMs: number, polls: number): Promise<Outcome>;
}

const sentText = (config: Config): string | undefined =>
  config.plan.kind === 'start' ? config.plan.prompt : config.plan.kind === 'message' ? config.plan.message : undefined;

/**
 * On a re-run (attempt 2 or later) of a step that sends: the jobs an earlier attempt of this run
 * already sent the same prompt or message for, read from the comment or the check run; undefined
 * when this attempt must send (with one line that says why).
 */
async function earlierJobs(step: Step): Promise<{ ids: string[]; attempt: number } | undefined> {
  const { config, sink, trigger } = step;
  const text = sentText(config);
  if (config.plan.kind === 'wait' || text === undefined || !trigger || trigger.attempt <= 1) return undefined;
  const what = config.plan.kind === 'start' ? 'prompt' : 'message';
  const attempt = `This is attempt ${trigger.attempt} of the run`;
  if (config.visibility.onRerun === 'start') {
    sink.info(`${attempt}; 'on-rerun' is 'start', so the ${what} is sent again.`);
    return undefined;
  }
  const earlier = await step.surfaces.earlierRecord();
  if (earlier.kind === 'unreadable') {
    sink.warning(
      msg`${attempt}, and what an earlier attempt sent could not be read (${earlier.why}), so the ${what} is sent again and may start a second job. To have a re-run wait for the job instead, let the step keep a pull request comment (pull-requests: write) or a check run ('check-name', checks: write).`,
    );
    return undefined;
  }
  const record = earlier.kind === 'found' ? earlier.record : undefined;
  const same =
    record?.kind === what &&
    record.sent === digest(text) &&
    record.jobs.length > 0 &&
    (what === 'prompt' || record.jobs[0] === config.jobId);
  if (!record || !same) {
    const why = record ? `it sent another ${what} or got no job` : 'no earlier attempt recorded a job';
    sink.info(`${attempt}, but ${why}, so the ${what} is sent.`);
    return undefined;
  }
  return { ids: record.jobs, attempt: record.attempt };
}

/** The comment and check run follow each job's status. */
function followStatuses(step: Step, ids: string[]): (id: string, status: string) => void {
  const jobs: JobProgress[] = ids.map((id) => ({ id }));
  return (id, status) => {
    const job = jobs.find((candidate) => candidate.id === id);
    if (job) job.status = status;
    step.surfaces.progress(step.record, { phase: 'waiting', jobs: jobs.map((j) => ({ ...j })) });
  };
}

/** Starts the job or sends the message; the step's outcome when it ends there, else what to wait for. */
async function roundTrip(step: Step): Promise<Outcome | { plan: WaitPlan; requests: number }> {
  const { deps, config, story, since } = step;
  const { plan: what } = config;
  const waitFor = (ids: string[], extra: Partial<WaitPlan> = {}): WaitPlan => ({
    ids,
    since,
    deadline: step.deadline,
    onStatus: followStatuses(step, ids),
    ...extra,
  });
  if (what.kind === 'wait') {
    void step.surfaces.begin(step.record, { phase: 'waiting', jobs: config.jobIds.map((id) => ({ id })) });
    return { plan: waitFor(config.jobIds), requests: 0 };
  }
  const earlier = await earlierJobs(step);
  const text = what.kind === 'start' ? what.prompt : what.message;
  if (earlier) {
    const [id = ''] = earlier.ids;
    story.resumed = { attempt: earlier.attempt, kind: what.kind === 'start' ? 'prompt' : 'message' };
    story.sent = { kind: story.resumed.kind, text };
    step.sink.info(resumedLine(id, story.resumed));
    step.record = { ...step.record, jobs: earlier.ids };
    if (!config.wait) {
      story.notWaiting = true;
      const result = { outcome: 'final' as const, polls: 0, waitedMs: deps.clock.now() - since };
      return step.finish([{ id, result }], result.waitedMs, 0);
    }
    void step.surfaces.begin(step.record, { phase: 'waiting', jobs: earlier.ids.map((j) => ({ id: j })) });
    const followUp =
      what.kind === 'message' ? { followUp: { graceMs: FOLLOW_UP_GRACE_INTERVALS * config.pollIntervalMs } } : {};
    return { plan: waitFor(earlier.ids, followUp), requests: 0 };
  }
  void step.surfaces.begin(step.record, {
    phase: 'sending',
    jobs: what.kind === 'message' ? [{ id: config.jobId }] : [],
  });
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
  step.record = { ...step.record, jobs: [posted.jobId] };
  step.surfaces.progress(step.record, { phase: 'waiting', jobs: [{ id: posted.jobId, status: posted.view.status }] });
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
  return { plan: waitFor([posted.jobId], followUp), requests: posted.attempts };
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
  let surfaces: ReviewerSurfaces | undefined;
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
    const trigger = readTrigger(deps.env);
    const reportToken = config.visibility.reportToken;
    const where = planSurfaces(config.visibility, trigger, sink);
    // The code that writes them is loaded only when the step keeps a comment or a check run.
    const reviewers =
      trigger && (where.comment || where.check)
        ? (await import('./github/surfaces.ts')).createReviewerSurfaces(config.visibility, trigger, where, {
            sink,
            clock: deps.clock,
            signal: deps.signal,
            send: () => deps.gitHubSend(reportToken),
            apiKey: config.apiKey,
          })
        : NO_SURFACES;
    surfaces = reviewers;
    const finish = async (endings: JobEnding[], waitedMs: number, polls: number): Promise<Outcome> => {
      const built = buildReport(endings, reportContext(deps, known, story, waitedMs, polls));
      const report = withLinks(built, await reviewers.finish(built));
      await publish(sink, report);
      return report.outcome;
    };
    const text = sentText(config);
    const record: StepRecord = {
      run: trigger?.runId ?? '',
      attempt: trigger?.attempt ?? 1,
      kind: config.plan.kind === 'start' ? 'prompt' : config.plan.kind,
      ...(text === undefined ? {} : { sent: digest(text) }),
      jobs: config.plan.kind === 'wait' ? config.jobIds : [],
    };
    const deadline = since + config.timeoutMs;
    const step: Step = {
      deps,
      sink,
      config,
      story,
      service,
      since,
      deadline,
      trigger,
      surfaces: reviewers,
      record,
      finish,
    };
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
    await surfaces?.abandon(
      "The step stopped on an unexpected error before it could report; the workflow run's log says more.",
    );
    await publishError(sink, error, { started: story.started, jobIds: config?.jobIds ?? [] });
    return 'error';
  }
}
