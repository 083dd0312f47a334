/** The pull request look-up for a finished job: head, state and draft flag; never fails the step. */
import type { PullRequestDetails, PullRequestLookup, PullRequestAddress } from './octokit.ts';
import type { Sink } from '../out/sink.ts';
import { abbreviated, httpUrl, msg, quoted } from '../out/text.ts';
import type { JobEnding } from '../report/verdict.ts';

export type LookUpPullRequest = (
  address: PullRequestAddress,
  token: string,
  signal: AbortSignal,
) => Promise<PullRequestLookup>;

export async function describePullRequest(
  sink: Sink,
  ending: JobEnding,
  options: { token: string; lookUp: LookUpPullRequest; env: NodeJS.ProcessEnv; signal: AbortSignal },
): Promise<PullRequestDetails | undefined> {
  const link = ending.view?.pullRequest;
  if (ending.result.outcome !== 'final' || link?.host !== 'github' || !link.owner || !link.repo || !link.number)
    return undefined;
  const name = `${link.owner}/${link.repo}#${link.number}`;
  if (options.token === '') {
    sink.debug(`No github-token, so ${name} is not looked up.`);
    return undefined;
  }
  const server = httpUrl(options.env.GITHUB_SERVER_URL || 'https://github.com');
  if (httpUrl(link.url)?.host !== server?.host) {
    sink.debug(`${name} is not on this workflow's GitHub server, so it is not looked up.`);
    return undefined;
  }
  const lookup = await options.lookUp(
    { owner: link.owner, repo: link.repo, number: link.number },
    options.token,
    options.signal,
  );
  if (lookup.kind === 'unavailable') {
    sink.info(
      msg`Could not read pull request ${name}: ${lookup.reason}. The pr-head-sha, pr-state and pr-draft outputs stay empty; pass a github-token that can read ${link.owner}/${link.repo} to fill them.`,
    );
    return undefined;
  }
  const { details } = lookup;
  sink.info(
    msg`Pull request ${name} is ${details.state}${details.draft ? ' (draft)' : ''}, head ${abbreviated(details.headSha, 12)} on ${quoted(details.headRef)}.`,
  );
  return details;
}
