/**
 * The pull request look-up for a finished job: head, state and draft flag, read through the
 * step's GitHub client with the github-token. It never fails the step: a look-up that does not go
 * through leaves its outputs empty and says why.
 */
import type { Clock } from '../common/clock.ts';
import { COMMIT_SHA } from '../common/ids.ts';
import type { Log } from '../output/log.ts';
import { abbreviated, fullText, httpUrl, msg, quoted, type Say } from '../output/text.ts';
import type { GitHubCall, GitHubResult } from './client.ts';
import { refusedForGood, type Answer } from '../pull-request/host.ts';
import { branchName, gitHubId } from './values.ts';
import { ownerAndName, parsePullRequestLink, repositoryName } from '../service/pr-link.ts';
import type {
  BranchPullRequest,
  LookUpPullRequest,
  PullRequestAddress,
  PullRequestDetails,
  PullRequestLink,
  PullRequestLookup,
} from '../pull-request/code-host.ts';
import { BUDGET_MS, budgetFor } from '../common/budget.ts';

/** The github-token's use, for the client's messages. */
export const LOOKUP_TOKEN = { name: 'github-token', needs: 'pull-requests: read on that repository' };

function whyNot(result: Extract<GitHubResult, { ok: false }>, timedOut: boolean): Say {
  if (result.unreached !== undefined) return `the GitHub API could not be reached: ${result.unreached}`;
  if (timedOut && result.status === undefined)
    return `the GitHub API did not answer within ${BUDGET_MS.lookUp / 1_000}s`;
  switch (result.status) {
    case 401:
      return 'GitHub did not accept the github-token (HTTP 401): it is expired, revoked or not a token; give the step a valid github-token';
    case 404:
      return 'the github-token cannot see that repository, or the pull request does not exist (HTTP 404)';
    case 403:
      if (!/rate/i.test(fullText(result.cause)))
        return 'the github-token may not read it (HTTP 403); it needs pull-requests: read on that repository';
      return result.cause;
    case undefined:
      return result.cause;
    default:
      return result.status >= 500 ? `the GitHub API answered HTTP ${result.status}` : result.cause;
  }
}

/** Reads one pull request; its answer is untrusted too: a head that is not a commit id is not handed on. */
export async function lookUpPullRequest(
  call: GitHubCall,
  address: PullRequestAddress,
  signal: AbortSignal,
  clock: Clock,
): Promise<PullRequestLookup> {
  const budget = budgetFor(clock, BUDGET_MS.lookUp, { signals: [signal] });
  const result = await call(
    {
      route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
      params: { owner: address.owner, repo: address.repo, pull_number: address.number },
    },
    budget,
  );
  if (!result.ok)
    return {
      kind: 'unavailable',
      reason: whyNot(result, budget.signal.aborted && !signal.aborted),
      ...(refusedForGood(result) ? { forGood: true as const } : {}),
    };
  const data = (result.data ?? {}) as {
    head?: { sha?: unknown; ref?: unknown };
    user?: { login?: unknown; type?: unknown };
    state?: unknown;
    merged?: unknown;
    merged_at?: unknown;
    draft?: unknown;
    title?: unknown;
    additions?: unknown;
    deletions?: unknown;
    changed_files?: unknown;
  };
  const sha = data.head?.sha;
  if (typeof sha !== 'string' || !COMMIT_SHA.test(sha))
    return { kind: 'unavailable', reason: 'GitHub gave no commit id for its head' };
  return {
    kind: 'found',
    details: {
      headSha: sha,
      // Handed on as the pr-head-branch output: only a name git allows for a branch.
      headRef: branchName(data.head?.ref) ?? '',
      state: data.merged === true || data.merged_at ? 'merged' : data.state === 'closed' ? 'closed' : 'open',
      draft: data.draft === true,
      ...(typeof data.title === 'string' ? { title: data.title } : {}),
      ...(typeof data.user?.login === 'string'
        ? { openedBy: { login: data.user.login, person: data.user.type === 'User' } }
        : {}),
      ...sizeOf(data.additions, data.deletions, data.changed_files),
    },
  };
}

/**
 * The pull requests whose head is `branch` of the repository itself (a fork's branch of the same
 * name is someone else's), any state, newest first, with who opened each; none when GitHub does not say.
 */
async function branchPullRequests(
  call: GitHubCall,
  where: { owner: string; repo: string; branch: string },
  signal: AbortSignal,
  clock: Clock,
): Promise<Answer<Array<{ number: number; author?: string }>>> {
  const budget = budgetFor(clock, BUDGET_MS.lookUp, { signals: [signal] });
  const { owner, repo, branch } = where;
  const result = await call(
    {
      route: 'GET /repos/{owner}/{repo}/pulls',
      params: {
        owner,
        repo,
        head: `${owner}:${branch}`,
        state: 'all',
        sort: 'created',
        direction: 'desc',
        per_page: 100,
      },
    },
    budget,
  );
  if (!result.ok) return { ...result, cause: whyNot(result, budget.signal.aborted && !signal.aborted) };
  if (!Array.isArray(result.data)) return { ok: false, cause: 'GitHub answered with no list' };
  const own = `${owner}/${repo}`.toLowerCase();
  type Listed = {
    number?: unknown;
    user?: { login?: unknown };
    head?: { ref?: unknown; repo?: { full_name?: unknown } };
  };
  const listed = (result.data as Listed[]).flatMap((item) => {
    const fullName = item?.head?.repo?.full_name;
    const number = gitHubId(item?.number);
    const ours = typeof fullName === 'string' && fullName.toLowerCase() === own && item.head?.ref === branch;
    if (!ours || number === undefined) return [];
    const login = item.user?.login;
    return [{ number, ...(typeof login === 'string' ? { author: login } : {}) }];
  });
  return { ok: true, value: listed };
}

/**
 * The newest pull request the agent opened from the branch a job's agent works on, in the job's
 * repository on this run's server (`home`): anyone who reads a repository may open a pull request
 * from its branches, so only the agent's own counts.
 */
export async function agentsBranchPullRequest(
  call: GitHubCall,
  job: { repository?: string | null | undefined; ref?: string | null | undefined; home: URL; agent: string },
  signal: AbortSignal,
  clock: Clock,
): Promise<BranchPullRequest> {
  const repository = job.repository ?? undefined;
  const name = repositoryName(repository);
  const branch = branchName(job.ref);
  const where = name === undefined ? undefined : ownerAndName(name);
  if (!name || !where || !branch || httpUrl(repository)?.host !== job.home.host) return { kind: 'none' };
  const { owner, repo } = where;
  const listed = await branchPullRequests(call, { owner, repo, branch }, signal, clock);
  if (!listed.ok && refusedForGood(listed, [403, 404])) return { kind: 'unread', why: listed.cause, unreadable: name };
  if (!listed.ok) return { kind: 'unread', why: listed.cause };
  // REST names a bot `name[bot]`: a person's account named `name` is never taken for `agent-login: name[bot]`.
  const agent = job.agent.trim().toLowerCase();
  const opened = (author: string | undefined): boolean =>
    author !== undefined && [agent, `${agent}[bot]`].includes(author.toLowerCase());
  const found = listed.value.find(({ author }) => opened(author));
  const pullRequest = found && parsePullRequestLink(`${job.home.origin}/${owner}/${repo}/pull/${found.number}`);
  return pullRequest ? { kind: 'found', pullRequest } : { kind: 'none' };
}

const count = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The pull request's size, only when GitHub gave all three counts as counts. */
function sizeOf(additions: unknown, deletions: unknown, files: unknown): Pick<PullRequestDetails, 'size'> {
  return count(additions) && count(deletions) && count(files) ? { size: { additions, deletions, files } } : {};
}

export async function describePullRequest(
  log: Log,
  link: PullRequestLink | undefined,
  options: { token: string; lookUp: LookUpPullRequest; env: NodeJS.ProcessEnv; signal: AbortSignal },
): Promise<PullRequestDetails | undefined> {
  if (link?.host !== 'github' || !link.owner || !link.repo || !link.number) return undefined;
  const name = `${link.owner}/${link.repo}#${link.number}`;
  if (options.token === '') {
    log.debug(`No github-token, so ${name} is not looked up.`);
    return undefined;
  }
  const server = httpUrl(options.env.GITHUB_SERVER_URL || 'https://github.com');
  if (httpUrl(link.url)?.host !== server?.host) {
    log.debug(`${name} is not on this workflow's GitHub server, so it is not looked up.`);
    return undefined;
  }
  const lookup = await options.lookUp(
    { owner: link.owner, repo: link.repo, number: link.number },
    options.token,
    options.signal,
  );
  if (lookup.kind === 'unavailable') {
    // Only a refusal is the token's; a 5xx, a rate limit or no answer is GitHub's, and passes.
    const fix = lookup.forGood
      ? msg`pass a github-token that can read ${link.owner}/${link.repo} to fill them.`
      : 'GitHub failed this time, not the token: re-run once GitHub answers to fill them, or read the pull request on GitHub.';
    log.info(
      msg`Could not read pull request ${name}: ${lookup.reason}. The pr-head-sha, pr-state and pr-draft outputs stay empty; ${fix}`,
    );
    return undefined;
  }
  const { details } = lookup;
  log.info(
    details.headRef === ''
      ? msg`Pull request ${name} is ${details.state}${details.draft ? ' (draft)' : ''}, head ${abbreviated(details.headSha, 12)}.`
      : msg`Pull request ${name} is ${details.state}${details.draft ? ' (draft)' : ''}, head ${abbreviated(details.headSha, 12)} on ${quoted(details.headRef)}.`,
  );
  return details;
}
