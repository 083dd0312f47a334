/**
 * The pull request as GitHub shows it now, read once with the token: whether it is open or
 * merged, its draft flag, labels, author, where its head lives and the head itself. A run whose
 * event is not the pull request's own (a comment's, a review's, a sweep's turn) reads it here,
 * so what it decides on is what it read, never a guess.
 */
import type { Answer, Budget, Trigger } from '../pull-request/host.ts';
import type { PullRequestFacts } from '../pull-request/code-host.ts';
import type { GitHubClient } from './client.ts';
import { isFromFork, pullRequestEvent, type PullRequestPayload } from './trigger.ts';
import { COMMIT_SHA } from '../common/ids.ts';

export async function pullRequestFacts(
  github: GitHubClient,
  token: string,
  trigger: Trigger,
  budget: Budget,
): Promise<Answer<PullRequestFacts>> {
  const { owner, repo, pullNumber } = trigger;
  const read = await github.caller(token, { name: 'report-token', needs: 'pull-requests: read' })(
    { route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}', params: { owner, repo, pull_number: pullNumber ?? 0 } },
    budget,
  );
  if (!read.ok) return { ok: false, ...(read.status === undefined ? {} : { status: read.status }), cause: read.cause };
  const pull = (read.data ?? {}) as PullRequestPayload & { state?: unknown };
  const head = pull.head?.sha;
  if (pull.number !== pullNumber || typeof head !== 'string' || !COMMIT_SHA.test(head))
    return { ok: false, status: 200, cause: "GitHub's answer is not this pull request with a head commit" };
  const { draft, labels, state, author, changedFiles, closedAt } = pullRequestEvent({}, pull);
  const merged = state === 'merged';
  // GitHub's pull request names both repositories; a deleted fork's head has none (a fork's).
  const fromFork = isFromFork(pull);
  return {
    ok: true,
    value: {
      ...{ open: pull.state === 'open', draft, labels, fromFork, head },
      ...(merged ? { merged } : {}),
      ...(author ? { author } : {}),
      ...(changedFiles === undefined ? {} : { changedFiles }),
      ...(closedAt === undefined ? {} : { closedAt }),
    },
  };
}
