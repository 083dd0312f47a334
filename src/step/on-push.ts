/**
 * One job per product pull request for its whole life: a push (`synchronize`), and any other event
 * of the pull request once it has a job, tells the job the action recorded on the pull request what
 * changed (`on-push: follow-up`, the default) instead of starting another. The job is the newest one the action's own records name on the pull request,
 * whatever step or workflow wrote them. A push starts a new job with the prompt when there is no
 * such job, when it failed or was archived, or when its docs pull request was merged or closed.
 * `on-push: new-job` always starts one; `ignore` sends nothing.
 */
import type { Clock } from '../common/clock.ts';
import type { GitHubClient } from '../github/client.ts';
import { lookUpPullRequest, LOOKUP_TOKEN } from '../github/look-up.ts';
import type { Config } from '../inputs/inputs.ts';
import type { Sink } from '../output/sink.ts';
import { msg, type Say } from '../output/text.ts';
import { findStartedJob, type StartedJob } from '../pull-request/comment.ts';
import type { NothingToDoEnding } from '../pull-request/docs-need.ts';
import type { Budget, Conclusion, PullRequestHost, Trigger } from '../pull-request/host.ts';
import { pushMessage, type PushChange } from '../pull-request/push.ts';
import { recordKeysOf } from '../pull-request/record.ts';
import { parsePullRequestLink } from '../service/pr-link.ts';
import type { Service } from '../service/client.ts';

/** What a push does: start a job (with the prompt), send the job a follow-up, or end with nothing to send. */
export type PushDecision =
  | { kind: 'start' }
  | { kind: 'send'; jobId: string; message: string }
  /** `jobId`: the pull request's job, when one was found (a command left unanswered may still be owed to it). */
  | { kind: 'end'; ending: NothingToDoEnding; conclusion: Conclusion; jobId?: string };

export interface PushDeps {
  sink: Sink;
  github: GitHubClient;
  clock: Clock;
  signal: AbortSignal;
  deadline: number;
  service: Service;
}

/** What the reads a push makes (records, the job, the docs pull request, the comparison) may take in all. */
const PUSH_BUDGET_MS = 30_000;

const start = (sink: Sink, why: Say): PushDecision => {
  sink.info(msg`${why} This run starts a new job with the prompt.`);
  return { kind: 'start' };
};

/** The job's state as the new head's check run shows it: never `skipped`, which could hide a failure. */
function nothingToSend(job: string, status: string, why: Say): PushDecision {
  return {
    kind: 'end',
    ending: { outcome: 'nothing-new', heading: msg`Nothing new for job ${job}`, why },
    conclusion: status === 'completed' ? 'success' : 'neutral',
    jobId: job,
  };
}

/** The docs pull request of the job, merged or closed: then a push starts a new job. */
export async function docsPullRequestEnded(deps: PushDeps, config: Config, prLink: string | null | undefined) {
  const pr = parsePullRequestLink(prLink);
  if (!pr || pr.host !== 'github' || !pr.owner || !pr.repo || pr.number === undefined || config.githubToken === '')
    return undefined;
  const call = deps.github.caller(config.githubToken, LOOKUP_TOKEN);
  const address = { owner: pr.owner, repo: pr.repo, number: pr.number };
  const found = await lookUpPullRequest(call, address, deps.signal, deps.clock);
  if (found.kind !== 'found') {
    deps.sink.info(
      msg`Whether ${pr.repository ?? ''}#${pr.number} was merged or closed could not be read (${found.reason}), so the job is taken as open; give 'github-token' read access to the docs repository (an app token) to start a new job after a merge.`,
    );
    return undefined;
  }
  const { state } = found.details;
  return state === 'merged' || state === 'closed' ? `${pr.repository}#${pr.number} was ${state}` : undefined;
}

/** Whether a commit is still one of the pull request's (a list that cannot be read is no proof either way: false). */
async function stillListed(host: PullRequestHost, sha: string, budget: Budget): Promise<boolean> {
  const commits = await host.commits(budget);
  return commits.ok && commits.value.includes(sha);
}

/** With `paths`, a push whose own files (merges left out) all fall outside it brings the job nothing. */
async function noneMatchPaths(config: Config, change: Extract<PushChange, { kind: 'compared' }>): Promise<boolean> {
  const { paths } = config.docsNeed;
  if (paths.length === 0 || change.comparison.filesCapped) return false;
  const { firstNeedingDocs } = await import('../pull-request/paths.ts');
  const files = change.prFiles
    ? change.comparison.files.filter((file) => change.prFiles?.includes(file))
    : change.comparison.files;
  return firstNeedingDocs(files, paths) === undefined;
}

/** What changed since the head the job was last told about; on doubt, that something did. */
async function changeSince(
  host: PullRequestHost,
  from: string | undefined,
  to: string,
  budget: Budget,
): Promise<PushChange> {
  const files = async (): Promise<string[] | undefined> => {
    const listed = await host.changedFiles(budget);
    return listed.ok ? listed.value : undefined;
  };
  const compared = from === undefined ? undefined : await host.compare(from, to, budget);
  if (compared?.ok === false || (compared === undefined && from !== undefined)) {
    const prFiles = await files();
    return { kind: 'unlisted', ...(prFiles ? { prFiles } : {}) };
  }
  if (compared?.value === 'unrelated' && from !== undefined && (await stillListed(host, from, budget))) {
    // Still one of the pull request's commits: not a force-push, but a comparison this token may not read.
    const prFiles = await files();
    return { kind: 'unlisted', ...(prFiles ? { prFiles } : {}) };
  }
  if (compared === undefined || compared.value === 'unrelated') {
    const prFiles = await files();
    return prFiles === undefined
      ? { kind: 'unlisted' }
      : { kind: 'rewritten', ...(from === undefined ? {} : { from }), prFiles };
  }
  const comparison = compared.value;
  const merged = comparison.commits.some((commit) => commit.merge);
  const prFiles = merged || comparison.filesCapped ? await files() : undefined;
  return { kind: 'compared', from: from as string, comparison, ...(prFiles ? { prFiles } : {}) };
}

/**
 * What the pull request's pushes changed since the head the job was last told, as a message for
 * the job; or why there is nothing to tell (only a merge of the base, no file within `paths`).
 */
export async function newsSince(
  deps: { sink: Sink; config: Config; host: PullRequestHost; budget: Budget },
  where: string,
  job: string,
  lastHead: string | undefined,
  head: string,
): Promise<string | { nothing: Say }> {
  const change = await changeSince(deps.host, lastHead, head, deps.budget);
  if (change.kind === 'unlisted')
    deps.sink.warning(
      "What this push changed could not be compared (GitHub's compare needs 'contents: read' for the report-token); the job is told there are new commits.",
    );
  if (change.kind === 'compared' && (await noneMatchPaths(deps.config, change)))
    return { nothing: msg`No file this push changes matches 'paths': nothing for job ${job} to do.` };
  const message = pushMessage(where, head, change);
  return message ?? { nothing: msg`This push only merged the base branch: nothing for job ${job} to do.` };
}

export async function decidePush(
  deps: PushDeps,
  config: Config,
  trigger: Trigger | undefined,
  host: PullRequestHost | undefined,
): Promise<PushDecision> {
  const { sink } = deps;
  const onPush = config.docsNeed.onPush;
  // Every event of the pull request goes this way, not only a push: a run cancelled while pending
  // (one concurrency group per pull request) may have had news, and moving to one workflow must not
  // start a second job on a pull request that has one.
  if (!trigger?.headSha || !trigger.pullRequest || config.plan.kind !== 'start' || onPush === 'new-job')
    return { kind: 'start' };
  if (!host) return start(sink, "'report-token' is empty, so the job this pull request already has cannot be found.");
  const deadline = Math.min(deps.clock.now() + PUSH_BUDGET_MS, deps.deadline);
  const ms = Math.max(0, Math.ceil(deadline - deps.clock.now()));
  const budget: Budget = { signal: AbortSignal.any([deps.signal, AbortSignal.timeout(ms)]), deadline };
  const found = await findStartedJob(host, trigger, recordKeysOf(config), budget, () => host.identity(budget));
  // Not knowing whether the pull request has a job is never "it has none": that would start a second.
  // Only a pull request just opened cannot have one yet.
  const doubt = !found.ok
    ? msg`The pull request's comments, where its job is recorded, could not be read (${found.cause})`
    : !found.started && found.unverified
      ? msg`A record of this action on the pull request cannot be verified with this api-key (was it rotated? set 'previous-api-key')`
      : undefined;
  if (doubt && trigger.pullRequest.action !== 'opened') {
    sink.warning(
      msg`${doubt}, so nothing is sent: a new job could be a second one. The next event or a re-run tries again.`,
    );
    const why = msg`${doubt}; nothing was sent.`;
    return {
      kind: 'end',
      ending: { outcome: 'nothing-new', heading: 'Nothing sent: the job could not be found', why },
      conclusion: 'neutral',
    };
  }
  if (!found.ok || !found.started) return start(sink, 'No job was started on this pull request by this action yet.');
  return decideForJob(deps, config, { ...trigger, headSha: trigger.headSha }, host, found.started, budget);
}

async function decideForJob(
  deps: PushDeps,
  config: Config,
  trigger: Trigger & { headSha: string },
  host: PullRequestHost,
  started: StartedJob,
  budget: Budget,
): Promise<PushDecision> {
  const { sink } = deps;
  const { job, lastHead } = started;
  const read = await deps.service.getJob(job, {
    timeoutMs: Math.max(1, budget.deadline - deps.clock.now()),
    signal: budget.signal,
  });
  if (read.kind === 'not-found') return start(sink, msg`Job ${job}, this pull request's, is not found.`);
  const status = read.kind === 'job' ? read.job.status : 'active';
  if (status === 'failed' || status === 'archived')
    return start(sink, msg`Job ${job}, this pull request's, ${status}.`);
  const ended = read.kind === 'job' ? await docsPullRequestEnded(deps, config, read.job.prLink) : undefined;
  if (ended) return start(sink, msg`Job ${job}'s docs pull request ${ended}.`);
  if (config.docsNeed.onPush === 'ignore')
    return nothingToSend(job, status, msg`'on-push' is ignore: job ${job} is not told about this push.`);
  if (lastHead === trigger.headSha)
    return nothingToSend(job, status, msg`Job ${job} was already told about this head.`);
  const where = `${trigger.owner}/${trigger.repo}#${trigger.pullNumber ?? ''}`;
  const news = await newsSince({ sink, config, host, budget }, where, job, lastHead, trigger.headSha);
  if (typeof news !== 'string') return nothingToSend(job, status, news.nothing);
  sink.info(msg`This push is sent to job ${job}, this pull request's, as a follow-up (on-push: follow-up).`);
  return { kind: 'send', jobId: job, message: news };
}
