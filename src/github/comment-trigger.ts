/**
 * A comment on a pull request that sent the job nothing (no command, a command below the
 * permission, `/DOCS`) still brings the pull request into step, as any other event of it does:
 * the pull request is read once from GitHub (its head, draft flag, labels, whether it is open and
 * where its head lives) and the run goes on as the pull request's own event `commented`. A run
 * replaced while pending (one concurrency group per pull request) may have owed a push's news,
 * the head's check run or a queued command: this run finds and does it. What may start or tell a
 * job does not widen: a fork's, Dependabot's or a closed pull request owes nothing to a comment.
 */
import type { Log } from '../output/log.ts';
import { msg } from '../output/text.ts';
import type { Answer, Budget, Trigger } from '../pull-request/host.ts';
import type { PullRequestFacts } from '../pull-request/code-host.ts';
import type { GitHubClient } from './client.ts';
import { isFromFork, pullRequestEvent, type PullRequestPayload } from './trigger.ts';
import { COMMIT_SHA } from '../common/ids.ts';

/** The pull request's action a comment's run goes on as. */
export const COMMENTED = 'commented';

/** The comment's run as the pull request's own event, or why it owes nothing (said in the log). */
export async function asPullRequestEvent(
  github: GitHubClient,
  token: string,
  trigger: Trigger,
  log: Log,
  budget: Budget,
): Promise<Trigger | undefined> {
  const { owner, repo, pullNumber } = trigger;
  if (pullNumber === undefined || token === '') return undefined;
  const read = await github.caller(token, { name: 'report-token', needs: 'pull-requests: read' })(
    { route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}', params: { owner, repo, pull_number: pullNumber } },
    budget,
  );
  const pull = (read.ok ? read.data : undefined) as
    (PullRequestPayload & { state?: unknown; user?: unknown }) | undefined;
  const head = pull?.head?.sha;
  if (!read.ok || typeof head !== 'string' || !COMMIT_SHA.test(head)) {
    const why = read.ok ? "GitHub's answer names no head commit" : read.cause;
    log.info(
      msg`The pull request could not be read (${why}), so this run does not bring it into step; its next run does.`,
    );
    return undefined;
  }
  const author = (pull?.user as { login?: unknown } | null | undefined)?.login;
  const owesNothing =
    pull?.number !== pullNumber
      ? 'GitHub answered with another pull request'
      : pull.state !== 'open'
        ? 'it is not open'
        : isFromFork(pull)
          ? 'it comes from a fork'
          : typeof author === 'string' && author.toLowerCase() === 'dependabot[bot]'
            ? "it is Dependabot's"
            : undefined;
  if (owesNothing) {
    log.info(msg`The pull request owes its job nothing on a comment: ${owesNothing}.`);
    return undefined;
  }
  log.info('This run goes on as any other event of the pull request: it tells the job what it owes.');
  return {
    ...trigger,
    headSha: head,
    headNeedsLookUp: false,
    pullRequest: pullRequestEvent({ action: COMMENTED }, pull),
  };
}

/** The pull request as plain data: open, its author, from a fork, its head; a failure when GitHub did not say. */
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
  const author = typeof pull.user?.login === 'string' ? pull.user.login.toLowerCase() : undefined;
  // GitHub's pull request names both repositories; a deleted fork's head has none (a fork's).
  const fromFork = isFromFork(pull);
  return { ok: true, value: { open: pull.state === 'open', fromFork, head, ...(author ? { author } : {}) } };
}
