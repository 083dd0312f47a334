/**
 * The optional pull request look-up on the GitHub API. Loaded with a dynamic import only when
 * a job opened a pull request and a token was given, so the common path stays light.
 */
import { getOctokit } from '@actions/github';
import { oneLine } from './text.ts';

export interface PullRequestDetails {
  headSha: string;
  headRef: string;
  state: 'open' | 'closed' | 'merged';
  draft: boolean;
}

export type PullRequestLookup =
  { kind: 'found'; details: PullRequestDetails } | { kind: 'unavailable'; reason: string };

export interface PullRequestAddress {
  owner: string;
  repo: string;
  number: number;
}

const LOOKUP_TIMEOUT_MS = 10_000;

function describeFailure(error: unknown): string {
  const status = (error as { status?: unknown }).status;
  switch (status) {
    case 401:
      return 'the github-token was refused (HTTP 401)';
    case 403:
      return 'the github-token may not read it (HTTP 403); it needs pull-requests: read on that repository';
    case 404:
      return 'the github-token cannot see that repository, or the pull request does not exist (HTTP 404)';
    default:
      return typeof status === 'number'
        ? `the GitHub API answered HTTP ${status}`
        : `the GitHub API could not be reached (${oneLine(error instanceof Error ? error.message : String(error), 200)})`;
  }
}

export async function lookUpPullRequest(
  address: PullRequestAddress,
  token: string,
  signal: AbortSignal,
): Promise<PullRequestLookup> {
  const timeout = AbortSignal.timeout(LOOKUP_TIMEOUT_MS);
  try {
    const octokit = getOctokit(token, { request: { retries: 0 } });
    const { data } = await octokit.rest.pulls.get({
      owner: address.owner,
      repo: address.repo,
      pull_number: address.number,
      request: { signal: AbortSignal.any([signal, timeout]) },
    });
    return {
      kind: 'found',
      details: {
        headSha: data.head.sha,
        headRef: data.head.ref,
        state: data.merged || data.merged_at ? 'merged' : data.state === 'closed' ? 'closed' : 'open',
        draft: data.draft === true,
      },
    };
  } catch (error) {
    if (timeout.aborted)
      return { kind: 'unavailable', reason: `the GitHub API did not answer within ${LOOKUP_TIMEOUT_MS / 1_000}s` };
    return { kind: 'unavailable', reason: describeFailure(error) };
  }
}
