/**
 * What a `/docs` command sends. Its message goes to the pull request's job, after what the pull
 * request's pushes changed since the head the job was last told about: a push run that its
 * concurrency group cancelled while pending told it nothing, and no push is lost. When the job
 * failed or was archived, or its docs pull request was merged or closed, the command starts a new
 * job with the message instead, as a push would: such a job never answers new work; so does a
 * command on a pull request no job was started on (with the workflow's prompt first).
 */
import { takesNoMore } from '../common/agent-job.ts';
import type { Plan } from '../inputs/inputs.ts';
import type { Config } from '../inputs/inputs.ts';
import { msg, type Say } from '../output/text.ts';
import type { LostStart, StartedJob } from '../pull-request/comment.ts';
import { NO_RECORD_KEPT } from '../pull-request/decide.ts';
import type { Budget, PullRequestHost, Trigger } from '../pull-request/host.ts';
import { docsPullRequestEnded, newsSince, type PushDeps } from './push-news.ts';

export interface CommandPlan {
  plan: Plan;
  /** The pull request's head the job is told about with this message, for the record. */
  head?: string;
  /** Why a new job is started instead of a follow-up: the docs pull request was merged or closed, or none was started. */
  newJob?: Say;
  /** No job was started on the pull request before: this is its first. */
  first?: true;
}

/** The new job's prompt: the step's own `prompt` (one workflow for the pull request's life), then the message. */
export function newJobPrompt(config: Config, message: string): string {
  return config.work.plan.kind === 'start' ? `${config.work.plan.prompt}\n\n${message}` : message;
}

/**
 * Why the job takes no more follow-ups, as a push's run judges it (src/pull-request/decide.ts): it
 * is not found, failed or was archived, or its docs pull request was merged or closed. Read with
 * `github-token` only, as before the send the job is read for its docs pull request alone (a step
 * without it reads the job's status once, waiting for it). Undefined when it takes them, or that
 * cannot be read.
 */
export async function jobEnded(
  deps: PushDeps,
  config: Config,
  job: string,
  budget: Budget,
  /** Its status is read without `github-token` too (a review, which the job's wait never answers). */
  { statusAlways = false }: { statusAlways?: boolean } = {},
): Promise<Say | undefined> {
  if (config.githubToken === '' && !statusAlways) return undefined;
  const timeoutMs = Math.max(1, budget.deadline - deps.clock.now());
  const read = await deps.service.getJob(job, { timeoutMs, signal: budget.signal });
  if (read.kind === 'not-found') return msg`Job ${job} is not found`;
  if (read.kind !== 'job') return undefined;
  if (takesNoMore(read.job.status)) return msg`Job ${job} ${read.job.status}`;
  if (config.githubToken === '') return undefined;
  const docs = await docsPullRequestEnded(deps, config, read.job);
  return docs === undefined ? undefined : msg`Job ${job}'s docs pull request ${docs}`;
}

/** A command on a pull request no job was started on: it starts the job, with the prompt and its message, from the head as it stands. */
async function firstJobPlan(
  config: Config,
  where: { host: PullRequestHost; trigger: Trigger; budget: Budget },
  message: string,
  lost: LostStart | undefined,
): Promise<CommandPlan> {
  const head = await where.host.head(where.budget);
  const plan = { kind: 'start' as const, prompt: newJobPrompt(config, message) };
  const newJob: Say = lost
    ? msg`Run ${lost.run} sent this pull request's prompt and recorded no job (its answer was lost, or it was stopped), and the service lists none`
    : config.visibility.comment === 'false'
      ? NO_RECORD_KEPT
      : 'No agent job was started on this pull request yet';
  return { plan, newJob, first: true, ...(head === undefined ? {} : { head }) };
}

export async function commandPlan(
  deps: PushDeps,
  config: Config,
  where: { host: PullRequestHost; trigger: Trigger; budget: Budget },
  job: { id: string; started?: StartedJob | undefined; lostStart?: LostStart | undefined },
  message: string,
): Promise<CommandPlan> {
  const { host, trigger, budget } = where;
  if (job.id === '') return firstJobPlan(config, where, message, job.lostStart);
  const newJob = await jobEnded(deps, config, job.id, budget);
  if (newJob) {
    // The new job starts from the pull request as it stands: its record keeps the head, so the next push tells only what is new.
    const head = await host.head(budget);
    const plan = { kind: 'start' as const, prompt: newJobPrompt(config, message) };
    return { plan, newJob, ...(head === undefined ? {} : { head }) };
  }
  const plan = { kind: 'message' as const, message };
  const lastHead = job.started?.job === job.id ? job.started.lastHead : undefined;
  if (config.docsNeed.onPush !== 'follow-up' || lastHead === undefined) return { plan };
  const head = await host.head(budget);
  if (head === undefined) return { plan };
  if (head === lastHead) return { plan, head };
  const news = await newsSince({ log: deps.log, config, host, budget }, trigger, job.id, lastHead, head);
  // What the push changed could not be read: the command goes alone, and the head stays untold.
  if (typeof news !== 'string') return 'unread' in news ? { plan } : { plan, head };
  deps.log.info(msg`The pull request changed since job ${job.id} was last told: the message says so first.`);
  return { plan: { kind: 'message', message: `${news}\n\n${message}` }, head };
}
