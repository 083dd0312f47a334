/**
 * The action, wired. A run without secrets (a fork's, Dependabot's) writes its head's skipped check
 * run and ends. Otherwise: the inputs are read, and the service and the code host built once; a
 * sweep sweeps, and a let-go step first finishes its pull request's pending job; a `/docs`
 * comment's or a review's run finds the job it is for; the pull request's surfaces (comment, check
 * run) are made; its state is read and decided on (step/act-on-decision.ts: start, follow up,
 * resume, or end with nothing to do); then send or resume -> one scheduler for N jobs -> the docs
 * pull request's look-up -> one report -> surfaces (step/finish-turn.ts, the one path a let-go
 * turn's finish takes too). Dependencies default to the runner's real ones, so `run()` works as
 * GitHub's template does (and under @github/local-action); tests pass their own. Nothing but
 * wiring lives here.
 */
import { codeHostOf, defaultDeps, runContextOf, withHostProse, type RunDeps } from './deps.ts';
import { reportHost, type CodeHost } from './pull-request/code-host.ts';

import { NO_SURFACES, planSurfaces, type PullRequestSurfaces } from './pull-request/plan.ts';
import { stepRecord } from './pull-request/record.ts';
import { readTrigger } from './github/trigger.ts';
import type { PullRequestHost, Trigger } from './pull-request/host.ts';
import { workOf, type Config, type Work } from './inputs/inputs.ts';
import { readConfig } from './inputs/read-config.ts';
import { readProxySettings } from './inputs/proxy.ts';
import { stepSecrets } from './inputs/secrets.ts';
import { createLog } from './output/log.ts';
import { publishError } from './report/publish.ts';
import type { Outcome } from './report/report.ts';
import type { JobEnding, StepHistory } from './report/verdict.ts';
import { stepEnd } from './common/step-end.ts';
import { isoDate } from './common/clock.ts';
import { whatToDo } from './step/act-on-decision.ts';
import { configOrEnd } from './step/without-secrets.ts';
import { finishTurn, type Tally, type Turn } from './step/finish-turn.ts';
import { lastlyOf } from './step/finish-dispatch.ts';
import { sendOrResume } from './step/send-or-resume.ts';
import { leaveCancelledTurn } from './step/let-go.ts';
import type { Step } from './step/step.ts';
import { commentRun } from './step/comment-run.ts';
import type { RunContext } from './step/run-context.ts';
import { waitForAll } from './step/wait-for-all.ts';
import { asItIsNow } from './step/as-it-is-now.ts';

export type { ActionIO } from './output/log.ts';
export { ACTION_NAME, reportCrash } from './report/publish.ts';
export { defaultDeps, REQUEST_TIMEOUT_MS, type RunDeps } from './deps.ts';
export { FOLLOW_UP_GRACE_INTERVALS } from './step/send-or-resume.ts';

/** The comment and check run; the code that writes them is loaded only when the step keeps one. */
async function pullRequestSurfaces(
  context: RunContext,
  config: Config,
  trigger: Trigger | undefined,
  host: PullRequestHost | undefined,
  sharedComment: number | undefined,
  readNow: boolean,
  history: StepHistory,
) {
  const { log, clock, signal, leases, deadline } = context;
  const where = planSurfaces(config.visibility, trigger, log);
  if (!trigger || !host || !(where.comment || where.check)) return NO_SURFACES;
  const { createPullRequestSurfaces } = await import('./pull-request/surfaces.ts');
  const { apiKey, previousApiKey, visibility } = config;
  const recordFindsJob = config.work.plan.kind === 'start' && trigger.pullNumber !== undefined;
  const surfaceDeps = {
    ...{ log, clock, signal, host, apiKey, previousApiKey, sharedComment, leases, deadline, recordFindsJob },
    takesOverTurn: () => history.reportsUnrecordedTurn === true,
    ...(readNow && trigger.pullRequest?.state === 'open' ? { pullRequestOpen: true as const } : {}),
  };
  return createPullRequestSurfaces(visibility, trigger, where, surfaceDeps);
}

/** `sweep: true` sweeps and ends; `wait: sweep` (or any run on GitLab) first finishes its pull request's pending job. */
async function sweepFirst(context: RunContext, config: Config, trigger: Trigger | undefined, history: StepHistory) {
  if (!config.sweep && !config.work.letGo && !(trigger?.finishesLetGo && trigger.pullNumber))
    return workOf(config.work);
  return (await import('./sweep/entry.ts')).beforeStep(context, config, trigger, history);
}

/** Sends or resumes, waits for every job, looks up its docs pull request (`mirror`: for the comment too), reports. */
async function sendWaitAndReport(step: Step, codeHost: CodeHost, mirror: boolean): Promise<Outcome> {
  const next = await sendOrResume(step);
  if (typeof next === 'string') return next;
  if (step.config.githubToken !== '') setImmediate(() => codeHost.warm()); // loads while the first poll is out
  const endings = await waitForAll(step, next.plan);
  const left = await leaveCancelledTurn(step, endings);
  if (left !== undefined) return left;
  if (endings.some((ending) => ending.result.outcome === 'rejected')) step.history.readRejected = true;
  step.history.answered = endings.filter((ending) => ending.result.job !== undefined).map((ending) => ending.id);
  const waitedMs = Math.max(...endings.map((ending) => ending.result.waitedMs));
  const polls = next.requests + endings.reduce((sum, e) => sum + e.result.polls, 0);
  return step.finish(endings, { waitedMs, polls, lookUp: { mirror } });
}

/** The action, on the runner's dependencies or a test's. */
export async function run(overrides: Partial<RunDeps> = {}): Promise<Outcome> {
  // The runner's protocol (@actions/core) loads only when no other IO is given (the command line's is).
  const io = overrides.io ?? (await import('./runner/io.ts')).runnerIO;
  const deps: RunDeps = { ...defaultDeps(io), ...overrides };
  const end = stepEnd(deps.signal, deps.clock);
  try {
    return await runStep(deps, end.signal);
  } finally {
    end.dispose();
  }
}

const UNEXPECTED_STOP =
  "The step stopped on an unexpected error before it could report; the workflow run's log says more.";

async function runStep(deps: RunDeps, end: AbortSignal): Promise<Outcome> {
  const proxies = readProxySettings(deps.env);
  // The secrets are masked before anything else runs, so no later line can show them.
  const secrets = stepSecrets(deps.io, proxies);
  const sent = { requests: 0 };
  // `polls` is every request the step sent the service, counted where they leave (src/deps.ts).
  const polls = (name: string, value: string) => (name === 'polls' ? String(sent.requests) : value);
  const log = createLog(withHostProse(deps.io, deps.host?.trigger?.words?.prose), secrets, polls);
  const history: StepHistory = deps.history ?? { started: false };
  let config: Config | undefined;
  let work: Work | undefined;
  let surfaces: PullRequestSurfaces | undefined;
  try {
    const triggered = deps.host ? deps.host.trigger : readTrigger(deps.env);
    const getInput = (name: string) => deps.io.getInput(name);
    const hostAlone = () => codeHostOf(log, deps, secrets, end);
    const read = () => readConfig(log, getInput, proxies, triggered);
    const inputs = await configOrEnd({ ...deps, log, getInput, codeHost: hostAlone }, triggered, read);
    if (typeof inputs === 'string') return inputs;
    config = inputs;
    const since = deps.clock.now();
    const context = runContextOf(log, deps, config, { secrets, proxies, end, since, sent });
    const { env, clock, random, signal, deadline, requestTimeoutMs, service, codeHost } = context;
    const { trigger: asNow, readNow } = await asItIsNow(context, config, triggered);
    const swept = await sweepFirst(context, config, asNow, history);
    if (typeof swept === 'string') return swept;
    const commandRun = await commentRun(context, config, asNow);
    if (typeof commandRun === 'string') return commandRun;
    const { trigger, command: commanded } = commandRun;
    work = { ...swept, ...commanded?.work };
    const host = reportHost(codeHost, config.visibility.reportToken, trigger);
    surfaces = await pullRequestSurfaces(context, config, trigger, host, commanded?.sharedComment, readNow, history);
    // What a re-run of this workflow would do, for the next steps the report gives.
    history.rerunResumes = surfaces !== NO_SURFACES && config.visibility.onRerun === 'resume';
    const todo = await whatToDo({ ...context, history }, config, work, trigger, surfaces, host);
    if (typeof todo === 'string') return todo;
    work = todo.work;
    if (todo.resumed) history.resumed = todo.resumed;
    const lastly = lastlyOf(context, config, trigger, history, todo.lastly);
    const turn: Turn = { config, history, trigger, surfaces, publishes: true, lastly };
    const command = todo.command ?? commanded?.comment;
    // `polls` is every request the step sent the service, counted where they leave (src/deps.ts).
    const finish = async (endings: JobEnding[], tally: Tally) =>
      (await finishTurn(context, turn, endings, { ...tally, polls: context.serviceRequests() })).report.outcome;
    const step: Step = {
      ...{ log, config, work, history, service, trigger, surfaces, finish, since },
      ...(commanded ? {} : { idleFirst: todo.idleFirst }),
      ...(command ? { command } : {}),
      ...{ clock, random, signal, requestTimeoutMs, deadline },
      record: stepRecord(work, trigger, {
        who: commanded?.who ?? todo.who ?? env.GITHUB_ACTOR,
        ...{ at: isoDate(clock), excerpt: log.excerpt, head: commanded?.head },
        answers: command?.review ? undefined : command?.id,
        answersReview: command?.review ? command.id : undefined,
        ...{ headUntold: todo.headUntold, check: work.letGo ? config.visibility.checkName : undefined },
      }),
    };
    return await sendWaitAndReport(step, codeHost, surfaces !== NO_SURFACES && config.visibility.comment !== 'false');
  } catch (error) {
    await publishError(log, error, { started: history.started, jobIds: work?.jobIds ?? config?.work.jobIds ?? [] });
    await surfaces?.abandon(UNEXPECTED_STOP);
    return 'error';
  }
}
