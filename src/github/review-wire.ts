/**
 * GitHub's reviews of a pull request for the host (src/pull-request/host.ts): the reviews, the
 * line comments of one review, and a reaction on a line comment. Each answer is read here into
 * the host's plain shapes (src/pull-request/review.ts); an item not in GitHub's shape makes its
 * whole list unreadable, never a shorter one.
 */
import { UNREADABLE_ITEM, type Answer, type Mark, type PullRequestHost } from '../pull-request/host.ts';
import type { LineComment, Review } from '../pull-request/review.ts';
import { listAll, type GitHubCall } from './client.ts';
import { authorOf, gitHubId } from './values.ts';

const time = (value: unknown): number => Date.parse(typeof value === 'string' ? value : '');
const lineNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/** A review as GitHub lists it (or sends it in a `pull_request_review` event), or undefined when not in its shape. */
export function reviewOf(item: unknown): Review | undefined {
  const { id: sent, state, body, user, submitted_at: at } = (item ?? {}) as Record<string, unknown>;
  const id = gitHubId(sent);
  if (id === undefined) return undefined;
  const author = authorOf(user);
  return {
    id,
    state: typeof state === 'string' ? state.toLowerCase() : '',
    // A review with no body: GitHub sends null.
    body: typeof body === 'string' ? body : '',
    ...(author === undefined ? {} : { author }),
    submittedAt: time(at),
  };
}

/** A line comment of a review, or undefined when it is not in GitHub's shape. */
export function lineCommentOf(item: unknown): LineComment | undefined {
  const fields = (item ?? {}) as Record<string, unknown>;
  const id = gitHubId(fields.id);
  const { path, body, diff_hunk: hunk } = fields;
  if (id === undefined || typeof path !== 'string' || typeof body !== 'string') return undefined;
  const [line, startLine, originalLine] = [fields.line, fields.start_line, fields.original_line].map(lineNumber);
  return {
    id,
    path,
    ...(line === undefined ? {} : { line }),
    ...(startLine === undefined ? {} : { startLine }),
    ...(originalLine === undefined ? {} : { originalLine }),
    ...(typeof hunk === 'string' ? { diffHunk: hunk } : {}),
    body,
    createdAt: time(fields.created_at),
  };
}

function every<T>(items: unknown[], read: (item: unknown) => T | undefined): Answer<T[]> {
  const out: T[] = [];
  for (const item of items) {
    const value = read(item);
    if (value === undefined) return UNREADABLE_ITEM;
    out.push(value);
  }
  return { ok: true, value: out };
}

type ReviewOperations = Pick<PullRequestHost, 'reviews' | 'reviewComments' | 'reactOnLine'>;

export function reviewOperations(wire: {
  owner: string;
  repo: string;
  pullNumber: number;
  call: GitHubCall;
}): ReviewOperations {
  const { owner, repo, pullNumber, call } = wire;
  const pull = { owner, repo, pull_number: pullNumber };
  return {
    async reviews(budget) {
      const route = 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews' as const;
      const listed = await listAll(call, { route, params: { ...pull, per_page: 100 } }, budget);
      return listed.ok ? every(listed.items, reviewOf) : listed;
    },

    async reviewComments(reviewId, budget) {
      const route = 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments' as const;
      const listed = await listAll(call, { route, params: { ...pull, review_id: reviewId, per_page: 100 } }, budget);
      return listed.ok ? every(listed.items, lineCommentOf) : listed;
    },

    async reactOnLine(commentId: number, mark: Mark, budget) {
      const made = await call(
        {
          route: 'POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions',
          params: { owner, repo, comment_id: commentId, content: mark },
        },
        budget,
      );
      return made.ok ? { ok: true, value: null } : made;
    },
  };
}
