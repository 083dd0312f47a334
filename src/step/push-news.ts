/**
 * The facts about a pull request's job that the decision (src/pull-request/decide.ts) asks for and
 * only a read can give: whether the job's docs pull request was merged or closed, and what the
 * pushes since the head the job was last told changed, as a message for the job.
 */
import type { Config } from '../inputs/inputs.ts';
import type { Log } from '../output/log.ts';
import { msg, type Say } from '../output/text.ts';
import { refusedForGood, type Budget, type PullRequestHost, type Trigger } from '../pull-request/host.ts';
import { namedPullRequest, wordsOf, type PullRequestWords } from '../pull-request/where.ts';
import { pullRequestName } from '../report/verdict.ts';
import { pushMessage, type PushChange } from '../pull-request/push.ts';
import type { AgentJob } from '../common/agent-job.ts';
import { docsPullRequestOf, notTheJobs } from './docs-pull-request.ts';
import type { RunContext } from './run-context.ts';

export type PushDeps = Pick<RunContext, 'log' | 'codeHost' | 'clock' | 'signal' | 'deadline' | 'service'>;

/**
 * The docs pull request of the job, merged or closed: then a push starts a new job. While the job
 * works, and after a turn that changed no files, the service names none: the one on its branch.
 */
export async function docsPullRequestEnded(deps: PushDeps, config: Config, job: AgentJob) {
  const read = await docsPullRequestOf(deps.codeHost, config, job, deps.signal);
  if (read.unread !== undefined)
    deps.log.info(
      msg`Whether the job's docs pull request was merged or closed could not be read (the pull requests of its agent's branch could not be listed: ${read.unread}), so the job is taken as open.`,
    );
  const pr = read.pullRequest;
  const address = deps.codeHost.addressOf(pr);
  if (!pr || !address || config.githubToken === '') return undefined;
  const found = await deps.codeHost.lookUp(address, config.githubToken, deps.signal);
  if (found.kind !== 'found') {
    deps.log.info(
      msg`Whether ${pullRequestName(pr)} was merged or closed could not be read (${found.reason}), so the job is taken as open${found.forGood ? "; give 'github-token' read access to the docs repository (an app token) to start a new job after a merge" : ': a later run reads it again'}.`,
    );
    return undefined;
  }
  const { state } = found.details;
  // Another's pull request (not on the job's branch, or a person's) says nothing of the job.
  if (notTheJobs(found.details, job.source?.ref, config.docsNeed.agentLogin)) return undefined;
  return state === 'merged' || state === 'closed' ? `${pullRequestName(pr)} was ${state}` : undefined;
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

/** What changed since the head the job was last told about; on doubt, that something did (and why). */
async function changeSince(
  host: PullRequestHost,
  from: string | undefined,
  to: string,
  budget: Budget,
  words: PullRequestWords,
): Promise<PushChange | { kind: 'refused'; cause: Say }> {
  const files = async (): Promise<string[] | undefined> => {
    const listed = await host.changedFiles(budget);
    return listed.ok ? listed.value.paths : undefined;
  };
  const compared = from === undefined ? undefined : await host.compare(from, to, budget);
  // The token itself refused (expired, revoked): nothing read or written after it holds, so nothing is sent.
  if (compared?.ok === false && refusedForGood(compared, [401])) return { kind: 'refused', cause: compared.cause };
  const unlisted = async (why: Say): Promise<PushChange> => {
    const prFiles = await files();
    return { kind: 'unlisted', why, ...(prFiles ? { prFiles } : {}) };
  };
  // What GitHub answered, never a permission it did not name: a 403 names the one it needs.
  if (compared?.ok === false)
    return unlisted(refusedForGood(compared) ? compared.cause : msg`${compared.cause}, a failure that may pass`);
  if (compared?.value === 'unrelated' && from !== undefined && (await stillListed(host, from, budget)))
    // Still one of the pull request's commits: not a force-push, but a comparison this token may not read.
    return unlisted(words.unrelatedButListed);
  if (compared === undefined || compared.value === 'unrelated') {
    const prFiles = await files();
    return prFiles === undefined
      ? { kind: 'unlisted', why: `the history was rewritten and the ${words.noun}'s files could not be read` }
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
  deps: { log: Log; config: Config; host: PullRequestHost; budget: Budget },
  trigger: Trigger,
  job: string,
  lastHead: string | undefined,
  head: string,
): Promise<string | { nothing: Say } | { unread: Say }> {
  const change = await changeSince(deps.host, lastHead, head, deps.budget, wordsOf(trigger));
  if (change.kind === 'refused')
    return {
      unread: msg`What this push changed could not be read: ${wordsOf(trigger).host} refused the report-token (${change.cause})`,
    };
  // A compare the cancel cut short is the cancel's: the run ends there, and tells the job nothing.
  if (change.kind === 'unlisted' && !deps.budget.signal?.aborted)
    deps.log.warning(
      msg`What this push changed could not be compared${change.why ? msg` (${change.why})` : ''}; the job is told there are new commits.`,
    );
  if (change.kind === 'compared' && (await noneMatchPaths(deps.config, change)))
    return { nothing: msg`No file this push changes matches 'paths': nothing for job ${job} to do.` };
  const message = pushMessage(namedPullRequest(trigger), head, change, wordsOf(trigger));
  return message ?? { nothing: msg`This push only merged the base branch: nothing for job ${job} to do.` };
}
