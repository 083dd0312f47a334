/**
 * A pull request run that would start a job first asks whether there is anything to do
 * (src/pull-request/docs-need.ts): a draft, the skip-label, another label, a closed pull request,
 * or no changed file matching `paths`. Such a run ends here with its own outcome: the outputs and
 * the summary say why, the check run concludes `skipped` (a required check accepts it), and a
 * comment that exists says why in one line; none is created for it.
 */
import type { Clock } from '../common/clock.ts';
import type { GitHubClient } from '../github/client.ts';
import type { Config } from '../inputs/inputs.ts';
import type { Service } from '../service/client.ts';
import type { Sink } from '../output/sink.ts';
import { msg } from '../output/text.ts';
import { eventNeedsNothing, withoutSecrets, type NothingToDoEnding } from '../pull-request/docs-need.ts';
import type { Conclusion, Trigger } from '../pull-request/host.ts';
import { NO_SURFACES, type ReviewerSurfaces } from '../pull-request/plan.ts';
import { publish, publishNewLinks } from '../report/publish.ts';
import { nothingSentReport, type Outcome } from '../report/report.ts';
import type { CommandComment } from './follow-up-command.ts';
import type { OwedTarget } from './owed-command.ts';

/** What reading the changed files may take, within the step's deadline. */
const FILES_BUDGET_MS = 20_000;

/** The run goes on: with this config, after the job is idle or not, sending a command its own run left unsent. */
export interface WhatToDo {
  config: Config;
  idleFirst: boolean;
  command?: CommandComment;
  who?: string;
  /** The message tells the job nothing of the pull request's head: its record must not say it does. */
  headUntold?: true;
  /** A re-run of a push's run: the message an earlier attempt sent is waited for again, not sent. */
  resumed?: { attempt: number; kind: 'message' };
}

export interface DocsNeededDeps {
  sink: Sink;
  env: NodeJS.ProcessEnv;
  github: GitHubClient;
  clock: Clock;
  signal: AbortSignal;
  deadline: number;
  service: Service;
}

/** Why this run has nothing to do, or undefined when it goes on (the log says why when `paths` decided). */
async function whyNothing(
  deps: DocsNeededDeps,
  config: Config,
  trigger: Trigger,
): Promise<NothingToDoEnding | undefined> {
  const ending = eventNeedsNothing(trigger, config.docsNeed);
  if (ending || config.docsNeed.paths.length === 0) return ending;
  const token = config.visibility.reportToken;
  if (token === '') {
    deps.sink.info(
      "'report-token' is empty, so the pull request's files cannot be read: 'paths' is taken as matching.",
    );
    return undefined;
  }
  const [{ gitHubHostWith }, { decidePaths }] = await Promise.all([
    import('../github/host.ts'),
    import('../pull-request/paths.ts'),
  ]);
  const host = gitHubHostWith(deps.github, { value: token, name: 'report-token' }, trigger, deps.sink);
  // Half of what is left at most: the start that may follow needs its time too.
  const deadline = deps.clock.now() + Math.min(FILES_BUDGET_MS, (deps.deadline - deps.clock.now()) / 2);
  const ms = Math.max(0, Math.ceil(deadline - deps.clock.now()));
  const budget = { signal: AbortSignal.any([deps.signal, AbortSignal.timeout(ms)]), deadline };
  const decided = await decidePaths(host, trigger, config.docsNeed.paths, budget);
  if (decided.kind === 'none-match') return decided.ending;
  // A cancel cut the read short: the step ends cancelled, and saying the job starts would mislead.
  if (!deps.signal.aborted) deps.sink.info(decided.say);
  return undefined;
}

/** A fork's or Dependabot's pull request run without the api-key ends with its reason, its inputs unread. */
export async function endIfNoSecrets(sink: Sink, env: NodeJS.ProcessEnv, apiKey: string): Promise<Outcome | undefined> {
  const { readTrigger } = await import('../github/trigger.ts');
  const ending = withoutSecrets(readTrigger(env), apiKey.trim() !== '');
  return ending ? endNothingToDo(sink, ending, NO_SURFACES) : undefined;
}

/**
 * What a pull request run does: end with nothing to do; tell the pull request's job about a push
 * (the config then sends it a message, once it is idle); or go on as configured. A re-run whose
 * earlier attempt recorded a job goes on with that job, whatever the files or labels say now.
 */
export async function whatToDo(
  deps: DocsNeededDeps,
  config: Config,
  trigger: Trigger | undefined,
  surfaces: ReviewerSurfaces,
): Promise<Outcome | WhatToDo> {
  const goOn = { config, idleFirst: false };
  if (config.plan.kind !== 'start' || !trigger?.pullRequest) return goOn;
  const earlier = trigger.attempt > 1 ? await surfaces.earlierRecord() : undefined;
  if (earlier?.kind === 'found' && earlier.record.jobs.length > 0) {
    // A start resumes as any re-run does; a push's follow-up is waited for again.
    const { kind, jobs, attempt } = earlier.record;
    const wait = { ...config, plan: { kind: 'wait' as const }, jobId: jobs[0] ?? '', jobIds: jobs };
    return kind === 'message' ? { config: wait, idleFirst: false, resumed: { attempt, kind: 'message' } } : goOn;
  }
  const ending = await whyNothing(deps, config, trigger);
  // A closed pull request's run writes no check run there; its job's comment and docs pull request hear of it.
  const closed = trigger.pullRequest.action === 'closed';
  if (closed) await (await import('./on-close.ts')).endOfPullRequest(deps, config, trigger);
  if (ending) {
    // Nothing to do for the pull request; a `/docs` command whose run never came is still owed to its job.
    const owed = await owedCommand(deps, config, trigger, undefined);
    return owed ?? endNothingToDo(deps.sink, ending, closed ? NO_SURFACES : surfaces);
  }
  const [{ decidePush }, { gitHubHostWith }] = await Promise.all([import('./on-push.ts'), import('../github/host.ts')]);
  const token = config.visibility.reportToken;
  const host =
    token === '' ? undefined : gitHubHostWith(deps.github, { value: token, name: 'report-token' }, trigger, deps.sink);
  const push = await decidePush(deps, config, trigger, host);
  // A `/docs` command whose run never came goes first: with the push's news in the same message,
  // or after the prompt of the new job this run starts.
  const target: OwedTarget | undefined =
    push.kind === 'start'
      ? { newJob: true }
      : push.jobId === undefined
        ? undefined
        : { jobId: push.jobId, ...(push.kind === 'send' ? { news: push.message } : {}) };
  const owed = target === undefined ? undefined : await owedCommand(deps, config, trigger, target);
  if (owed) return owed;
  if (push.kind === 'start') return goOn;
  if (push.kind === 'end') return endNothingToDo(deps.sink, push.ending, surfaces, push.conclusion);
  const plan = { kind: 'message' as const, message: push.message };
  return { config: { ...config, plan, jobId: push.jobId, jobIds: [push.jobId] }, idleFirst: true };
}

/**
 * The newest `/docs` command whose run never came, sent by this run (one workflow for the pull
 * request's life) to `target`; undefined: to the pull request's job, from its records.
 */
async function owedCommand(
  deps: DocsNeededDeps,
  config: Config,
  trigger: Trigger,
  target: OwedTarget | undefined,
): Promise<WhatToDo | undefined> {
  if (!config.followUp) return undefined;
  const { sendOwedCommand, targetOfPullRequest } = await import('./owed-command.ts');
  const where = target ?? (await targetOfPullRequest(deps, config, trigger));
  const owed = where === undefined ? undefined : await sendOwedCommand(deps, config, trigger, where);
  if (!owed) return undefined;
  const { config: sends, comment, who, headUntold } = owed;
  return { config: sends, idleFirst: true, command: comment, who, ...(headUntold ? { headUntold } : {}) };
}

/** The outputs and summary first, then the check run `skipped` and a line on the comment there is. */
export async function endNothingToDo(
  sink: Sink,
  ending: NothingToDoEnding,
  surfaces: ReviewerSurfaces,
  conclusion: Conclusion = 'skipped',
): Promise<Outcome> {
  const { outcome, heading, why, next } = ending;
  sink.info(next ? msg`${heading}. ${why} ${next}` : msg`${heading}. ${why}`);
  const report = nothingSentReport(outcome, heading, why, next);
  await publish(sink, report);
  const doc = { ...report.summary, paragraphs: [] };
  publishNewLinks(
    sink,
    report,
    await surfaces.finish({
      ...{ doc, conclusion, jobFailed: false, noNewComment: true, noRecord: true },
      // A push with nothing new leaves the job's comment as the job left it; a run with nothing to do says why there.
      keepComment: ending.outcome === 'nothing-new',
    }),
  );
  return outcome;
}
