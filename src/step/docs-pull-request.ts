/**
 * After the report: with `docs-pr-comment`, one comment on the docs pull request the job opened
 * (src/pull-request/docs-comment.ts), on GitHub. Nothing here changes the step's result.
 */
import type { AgentJob } from '../common/agent-job.ts';
import { isoDate, type Clock } from '../common/clock.ts';
import { docsHostOf, type CodeHost, type PullRequestDetails } from '../pull-request/code-host.ts';
import { isAgentLogin } from '../pull-request/docs-need.ts';
import type { Trigger } from '../pull-request/host.ts';
import { recordKeysOf } from '../pull-request/record.ts';
import type { Config } from '../inputs/inputs.ts';
import type { Log } from '../output/log.ts';
import { msg, quoted, type Say } from '../output/text.ts';
import { ownPullRequest } from '../service/job-view.ts';
import { parsePullRequestLink, type PullRequestRef } from '../service/pr-link.ts';
import { pullRequestWebUrl } from '../pull-request/where.ts';
import type { JobEnding } from '../report/verdict.ts';

export type After = (endings: JobEnding[]) => Promise<void>;

export interface DocsCommentDeps {
  log: Log;
  codeHost: CodeHost;
  trigger: Trigger | undefined;
  config: Config;
  clock: Clock;
  signal: AbortSignal;
  env: NodeJS.ProcessEnv;
}

export function docsPullRequestComment(deps: DocsCommentDeps): After {
  const { config, trigger } = deps;
  return async (endings) => {
    const [only] = endings;
    const pr = endings.length === 1 ? only?.view?.pullRequest : undefined;
    if (!config.visibility.docsPrComment || !trigger || !pr || !only) return;
    const details = only.pullRequest ?? (await readAgain(deps, pr));
    // Who opened it is what makes it the job's: not read for now, a later run with nothing else to do writes it.
    if (details === 'unread') {
      deps.log.warning(
        msg`No comment on ${pr.url} yet: who opened it could not be read, so whether it is the job's docs pull request is not known. A later run of this pull request writes it: a push, a comment, or a re-run of the run that started job ${only.id}.`,
      );
      return;
    }
    await keepDocsCommentOf(deps, trigger, { id: only.id, pr, details, ref: only.view?.ref });
  };
}

/**
 * A docs pull request the look-up could not describe, read once more: its details; `unread` when
 * the host failed for now; undefined when it never will (no token, another host, a refusal for
 * good, whose write is refused too and says the fix).
 */
async function readAgain(
  { codeHost, config, signal }: DocsCommentDeps,
  pr: PullRequestRef,
): Promise<PullRequestDetails | 'unread' | undefined> {
  const at = codeHost.addressOf(pr);
  if (at === undefined || config.githubToken === '') return undefined;
  const read = await codeHost.lookUp(at, config.githubToken, signal);
  return read.kind === 'found' ? read.details : read.forGood ? undefined : 'unread';
}

/**
 * The docs comment of a job an earlier run started and that has ended, kept by a later run with
 * nothing else to do: the run that waited for the job was cancelled or killed before it wrote
 * it. Found by its record, it is written once however many runs come; a docs pull request that
 * cannot be read now is left to a later run.
 */
export async function keepEndedJobsDocsComment(
  deps: DocsCommentDeps,
  job: { id: string; docsOf?: Pick<AgentJob, 'prLink' | 'source'> },
): Promise<void> {
  const { config, trigger } = deps;
  if (!config.visibility.docsPrComment || !trigger || !job.docsOf) return;
  const { pullRequest: pr } = ownPullRequest(job.docsOf);
  if (!pr) return;
  const details = await deps.codeHost.describe(pr, config.githubToken, deps.signal);
  if (!details) return;
  await keepDocsCommentOf(deps, trigger, { id: job.id, pr, details, ref: job.docsOf.source?.ref });
}

/**
 * The docs comment of a job still at work, kept by an event of the docs pull request it opened
 * (docs in the same repository, where the agent opens it while it works): a `/docs` or a review
 * there finds the job by it, and waits for the job, before the finish would have written it.
 */
export async function keepWorkingJobsDocsComment(
  deps: DocsCommentDeps,
  docs: Trigger,
  product: { pull: number; job: string },
): Promise<void> {
  const pr = parsePullRequestLink(pullRequestWebUrl(docs));
  if (!deps.config.visibility.docsPrComment || !pr) return;
  const trigger = { ...docs, pullNumber: product.pull };
  await keepDocsCommentOf({ ...deps, trigger }, trigger, { id: product.job, pr, details: undefined, ref: undefined });
}

/** Keeps the comment on the job's docs pull request, unless its head branch is not the one the job's agent works on. */
async function keepDocsCommentOf(
  deps: DocsCommentDeps,
  trigger: Trigger,
  job: { id: string; pr: PullRequestRef; details: SeenPullRequest | undefined; ref: string | null | undefined },
): Promise<void> {
  const { config } = deps;
  const { pr, details } = job;
  if (notTheJobs(details, job.ref, config.docsNeed.agentLogin)) {
    deps.log.warning(
      msg`No comment on ${pr.url}: ${whyNotTheJobs(details, job.ref, job.id)}, so it is not the job's docs pull request. Check the job on the service.`,
    );
    return;
  }
  // Loaded only when asked for: the bundle's entry stays small on every other path.
  const { keepDocsComment } = await import('../pull-request/docs-comment.ts');
  const token = config.githubToken;
  const hostFor = (docs: Trigger) => docsHostOf(deps.codeHost, token, docs);
  await keepDocsComment({
    ...deps,
    trigger,
    ...(token === '' ? {} : { hostFor }),
    addressOf: deps.codeHost.addressOf,
    apiKey: config.apiKey,
    previousApiKey: config.previousApiKey,
    jobId: job.id,
    pr,
    serverUrl: (trigger.serverUrl || deps.env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/$/, ''),
    command: config.followUp?.command ?? '/docs',
  });
}

/**
 * The job's docs pull request: the one its prLink names; with no prLink at all (the service gives
 * none while the job works, nor after a turn that changed no files), the pull request on the
 * branch its agent works on, looked up on GitHub. A link the step refused (another repository's,
 * not a link) is never stood in for: that job named a pull request, and not this one.
 */
export async function docsPullRequestOf(
  codeHost: Pick<CodeHost, 'branchPullRequest'>,
  config: Pick<Config, 'githubToken' | 'docsNeed'>,
  job: Pick<AgentJob, 'prLink' | 'source' | 'foreignPrLink' | 'prLinkOfType'>,
  signal: AbortSignal,
): Promise<{ pullRequest?: PullRequestRef; onBranch?: true; unread?: Say; unreadable?: string }> {
  if (job.prLink) return { ...ownPullRequest(job) };
  if (job.foreignPrLink !== undefined || job.prLinkOfType !== undefined || !job.source?.ref) return {};
  const found = await codeHost.branchPullRequest(job.source, config.githubToken, signal, config.docsNeed.agentLogin);
  if (found.kind === 'unread')
    return { unread: found.why, ...(found.unreadable ? { unreadable: found.unreadable } : {}) };
  return found.kind === 'found' ? { pullRequest: found.pullRequest, onBranch: true } : {};
}

/**
 * Whether a pull request the service names is another's: its head is not the branch the job's
 * agent works on (both known). The one rule for every reader that would act on it as the job's.
 */
export const onAnotherBranch = (head: string | undefined, jobRef: string | null | undefined): boolean =>
  head !== undefined && head !== '' && typeof jobRef === 'string' && jobRef !== '' && head !== jobRef;

/** What a reader saw of a pull request the service names: its head branch, who opened it. */
type SeenPullRequest = Partial<Pick<PullRequestDetails, 'headRef' | 'openedBy'>>;

/**
 * Opened by another account than the agent's: any other, with `agent-login` set; a person's,
 * without. An app's `agent-login` (`name[bot]`) is never a person's account of the same name.
 */
const openedByAnother = (pr: SeenPullRequest | undefined, agentLogin: string): boolean => {
  const by = pr?.openedBy;
  if (by === undefined) return false;
  if (by.person && /\[bot\]$/i.test(agentLogin.trim())) return true;
  return !isAgentLogin(by.login, agentLogin) && (by.person || agentLogin.trim() !== '');
};

/**
 * Whether a pull request the service names is another's: not on the job's branch, or opened by
 * another account than the agent's (`agent-login`: a person's, Dependabot's, another app's). The
 * service's link and branch are both its answer, untrusted: another's pull request is never the
 * agent's to comment on, mirror, count as the job's merge, or close.
 */
export const notTheJobs = (
  pr: SeenPullRequest | undefined,
  jobRef: string | null | undefined,
  agentLogin: string,
): boolean => onAnotherBranch(pr?.headRef, jobRef) || openedByAnother(pr, agentLogin);

/** Why notTheJobs says so, for the warning. */
export const whyNotTheJobs = (
  pr: SeenPullRequest | undefined,
  jobRef: string | null | undefined,
  job?: string,
): Say => {
  if (onAnotherBranch(pr?.headRef, jobRef))
    return msg`its head branch ${quoted(pr?.headRef ?? '', 100)} is not the branch ${job === undefined ? 'the job' : msg`job ${job}`}'s agent works on (${quoted(jobRef ?? '', 100)})`;
  const login = quoted(pr?.openedBy?.login ?? '', 100);
  return pr?.openedBy?.person
    ? msg`it was opened by ${login}, a person, not by the agent ('agent-login')`
    : msg`it was opened by ${login}, not by the agent's account (if ${login} opens the agent's docs pull requests, name it in 'agent-login')`;
};

/** A completed job the service names no pull request for: the one on its branch, when there is one (its last turn changed no files). */
async function pullRequestOnBranch(
  codeHost: CodeHost,
  { signal, log }: { signal: AbortSignal; log: Log },
  config: Config,
  ending: JobEnding,
): Promise<void> {
  const { view, result } = ending;
  if (!view || view.pullRequest || view.linkRefused || view.status !== 'completed' || !result.job) return;
  const found = await docsPullRequestOf(codeHost, config, result.job, signal);
  if (found.unread !== undefined) view.pullRequestUnread = found.unread;
  if (found.unreadable !== undefined) view.pullRequestUnreadable = found.unreadable;
  if (!found.pullRequest) return;
  view.pullRequest = found.pullRequest;
  view.pullRequestOnBranch = true;
  log.info(
    msg`The service names no pull request for job ${ending.id} (its last turn changed no files); its docs pull request is ${found.pullRequest.url}, on the branch its agent works on (${quoted(view.ref ?? '', 100)}).`,
  );
}

/**
 * With one job that ended, its docs pull request's head, state, draft flag, title and size; with
 * `mirror` (a comment to keep), its reviews, preview and files too.
 */
export async function lookUpOnlyPullRequest(
  codeHost: CodeHost,
  { signal, clock, log }: { signal: AbortSignal; clock: Clock; log: Log },
  config: Config,
  endings: JobEnding[],
  mirror = false,
): Promise<void> {
  const [only] = endings;
  if (endings.length !== 1 || only?.result.outcome !== 'final') return;
  await pullRequestOnBranch(codeHost, { signal, log }, config, only);
  const link = only.view?.pullRequest;
  const pullRequest = await codeHost.describe(link, config.githubToken, signal);
  if (!pullRequest) return;
  pullRequest.readAt = isoDate(clock);
  only.pullRequest = pullRequest;
  const at = codeHost.addressOf(link);
  // Another's pull request is not mirrored as the job's docs pull request (its reviews, its preview).
  if (!mirror || !at || notTheJobs(pullRequest, only.view?.ref, config.docsNeed.agentLogin)) return;
  const pull = { headSha: pullRequest.headSha, ...(pullRequest.size ? { files: pullRequest.size.files } : {}) };
  const to = { job: only.id, keys: recordKeysOf(config) };
  const read = await codeHost.mirror(config.githubToken, at, pull, to);
  if (read) pullRequest.mirror = read;
}
