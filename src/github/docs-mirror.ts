/**
 * What the product pull request's comment mirrors of the docs pull request beyond the pull
 * request itself: its review state and who gave it, the reviews that went to the agent, its
 * preview and its changed files, read with the github-token. Each read is best-effort: one that
 * fails leaves its part out, and all the parts left out cost one short line in the log together.
 * Every answer is untrusted.
 */
import type { Clock } from '../common/clock.ts';
import type { Log } from '../output/log.ts';
import { httpUrl, joinMessages, msg, type Say } from '../output/text.ts';
import { sentReviews } from '../pull-request/review-queue.ts';
import { listAll, type GitHubCall, type GitHubResult } from './client.ts';
import type {
  PullRequestAddress,
  PullRequestMirror,
  ReviewState,
  SentReview,
  SentTo,
} from '../pull-request/code-host.ts';
import { gitHubId, gitHubWebUrl } from './values.ts';
import { BUDGET_MS, budgetFor } from '../common/budget.ts';

/** Changed files read: one page. */
export const FILES_PAGE = 100;

type Budget = Parameters<GitHubCall>[1];
type Part<T> = { ok: true; value: T | undefined } | { ok: false; why: Say };

const why = (result: Extract<GitHubResult, { ok: false }>): Say =>
  result.status === undefined ? 'no answer' : `HTTP ${result.status}`;

const isList = (data: unknown): data is unknown[] => Array.isArray(data);

type Reviewers = NonNullable<PullRequestMirror['reviewers']>;

/** Each reviewer's latest verdict, in the order they first gave one. */
export function reviewersOf(reviews: unknown[]): Reviewers {
  const latest = new Map<string, ReviewState>();
  for (const review of reviews) {
    const { user, state } = (review ?? {}) as { user?: { login?: unknown }; state?: unknown };
    // A comment is no verdict: it leaves the reviewer's earlier approval or request standing.
    if (typeof user?.login !== 'string' || (state !== 'APPROVED' && state !== 'CHANGES_REQUESTED')) continue;
    latest.set(user.login, state === 'APPROVED' ? 'approved' : 'changes-requested');
  }
  return [...latest].map(([login, state]) => ({ login, state }));
}

/** Reviewers' latest reviews: any asking for changes wins, else any approval. */
export function reviewStateOf(reviews: unknown[]): ReviewState | undefined {
  const states = reviewersOf(reviews).map(({ state }) => state);
  if (states.includes('changes-requested')) return 'changes-requested';
  return states.includes('approved') ? 'approved' : undefined;
}

const MAY_BE_SENT: Record<string, SentReview['state']> = {
  CHANGES_REQUESTED: 'changes-requested',
  COMMENTED: 'commented',
  // Dismissed after it was sent: what was sent stays sent.
  DISMISSED: 'dismissed',
};

/** The reviews that may have gone to the agent (an approval never does), oldest first. */
export function mayBeSent(reviews: unknown[], server?: string): SentReview[] {
  return reviews.flatMap((item): SentReview[] => {
    const { id: given, state, user, html_url: url } = (item ?? {}) as Record<string, unknown>;
    const id = gitHubId(given);
    const kind = typeof state === 'string' && Object.hasOwn(MAY_BE_SENT, state) ? MAY_BE_SENT[state] : undefined;
    if (id === undefined || kind === undefined) return [];
    const login = (user as { login?: unknown } | null | undefined)?.login;
    // A link to a page of this run's GitHub only, as every link the comment shows.
    const href = gitHubWebUrl(url, server);
    return [{ id, state: kind, ...(typeof login === 'string' ? { login } : {}), ...(href ? { url: href } : {}) }];
  });
}

async function readReviews(call: GitHubCall, at: PullRequestAddress, budget: Budget): Promise<Part<unknown[]>> {
  const params = { owner: at.owner, repo: at.repo, pull_number: at.number };
  const listed = await listAll(
    call,
    { route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', params },
    budget,
  );
  return listed.ok ? { ok: true, value: listed.items } : { ok: false, why: why(listed) };
}

/**
 * Of the reviews that may have been sent, those the pull request's comments say went to the job.
 * The comments are read only when there is such a review.
 */
async function readSent(
  call: GitHubCall,
  at: PullRequestAddress,
  reviews: unknown[],
  { to, server }: { to: SentTo; server: string | undefined },
  budget: Budget,
): Promise<Part<SentReview[]>> {
  const candidates = mayBeSent(reviews, server);
  if (candidates.length === 0) return { ok: true, value: undefined };
  const params = { owner: at.owner, repo: at.repo, issue_number: at.number, per_page: 100 };
  const route = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments' as const;
  const listed = await listAll(call, { route, params }, budget);
  if (!listed.ok) return { ok: false, why: why(listed) };
  const bodies = listed.items.flatMap((comment) => {
    const body = (comment as { body?: unknown } | null)?.body;
    return typeof body === 'string' && body.includes('review-sent') ? [body] : [];
  });
  const sent = sentReviews(bodies, to.keys, { repository: `${at.owner}/${at.repo}`, pull: at.number }, to.job);
  const value = candidates.filter(({ id }) => sent.has(id));
  return { ok: true, value: value.length > 0 ? value : undefined };
}

/** How many of the head's deployments, newest first, are read for a successful one (a redeploy may have failed). */
const PREVIEW_DEPLOYMENTS = 3;

/** The newest successful deployment of the head (among its newest few): its newest successful status's http(s) address. */
async function readPreview(
  call: GitHubCall,
  at: PullRequestAddress,
  sha: string,
  budget: Budget,
): Promise<Part<string>> {
  const place = { owner: at.owner, repo: at.repo };
  const deployments = await call(
    { route: 'GET /repos/{owner}/{repo}/deployments', params: { ...place, sha, per_page: PREVIEW_DEPLOYMENTS } },
    budget,
  );
  if (!deployments.ok) return { ok: false, why: why(deployments) };
  if (!isList(deployments.data)) return { ok: false, why: 'not a list' };
  for (const deployment of deployments.data.slice(0, PREVIEW_DEPLOYMENTS)) {
    const id = (deployment as { id?: unknown } | null)?.id;
    if (!Number.isSafeInteger(id)) return { ok: false, why: 'no deployment id' };
    const statuses = await call(
      {
        route: 'GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses',
        params: { ...place, deployment_id: id as number, per_page: 100 },
      },
      budget,
    );
    if (!statuses.ok) return { ok: false, why: why(statuses) };
    if (!isList(statuses.data)) return { ok: false, why: 'not a list' };
    const success = statuses.data.find((status) => (status as { state?: unknown } | null)?.state === 'success') as
      { environment_url?: unknown } | undefined;
    const url = typeof success?.environment_url === 'string' ? httpUrl(success.environment_url) : undefined;
    if (url) return { ok: true, value: url.href };
  }
  return { ok: true, value: undefined };
}

async function readFiles(
  call: GitHubCall,
  at: PullRequestAddress,
  total: number | undefined,
  budget: Budget,
): Promise<Part<NonNullable<PullRequestMirror['files']>>> {
  const params = { owner: at.owner, repo: at.repo, pull_number: at.number, per_page: FILES_PAGE };
  const files = await call({ route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files', params }, budget);
  if (!files.ok) return { ok: false, why: why(files) };
  if (!isList(files.data)) return { ok: false, why: 'not a list' };
  const names = files.data.flatMap((file) => {
    const name = (file as { filename?: unknown } | null)?.filename;
    return typeof name === 'string' && name !== '' ? [name] : [];
  });
  return { ok: true, value: { names, total: Math.max(total ?? 0, names.length) } };
}

/** The reviews, then the answers about them; the preview and the files beside them. */
async function readAll(
  call: GitHubCall,
  at: PullRequestAddress,
  pull: Pull,
  { to, server }: { to: SentTo | undefined; server: string | undefined },
  budget: Budget,
) {
  const reviewsThenSent = async (): Promise<[Part<unknown[]>, Part<SentReview[]>]> => {
    const reviews = await readReviews(call, at, budget);
    if (!reviews.ok || !to || !reviews.value) return [reviews, { ok: true, value: undefined }];
    return [reviews, await readSent(call, at, reviews.value, { to, server }, budget)];
  };
  const [[reviews, sent], preview, files] = await Promise.all([
    reviewsThenSent(),
    readPreview(call, at, pull.headSha, budget),
    readFiles(call, at, pull.files, budget),
  ]);
  return { reviews, sent, preview, files };
}

type Pull = { headSha: string; files?: number };

/**
 * The reads at once, within one budget; what could not be read is said in one line. With `to`,
 * the reviews that went to that job too.
 */
export async function readMirror(
  log: Log,
  call: GitHubCall,
  at: PullRequestAddress,
  pull: Pull,
  /** `server`: this run's GitHub (GITHUB_SERVER_URL), the only one a review's link may point at. */
  deps: { signal: AbortSignal; clock: Clock; server?: string },
  to?: SentTo,
): Promise<PullRequestMirror> {
  const budget = budgetFor(deps.clock, BUDGET_MS.docsMirror, { signals: [deps.signal] });
  const { reviews, sent, preview, files } = await readAll(call, at, pull, { to, server: deps.server }, budget);
  const missed: Say[] = [];
  if (!reviews.ok) missed.push(msg`the reviews (${reviews.why})`);
  if (!sent.ok) missed.push(msg`which reviews went to the agent (${sent.why})`);
  if (!preview.ok) missed.push(msg`the preview (${preview.why})`);
  if (!files.ok) missed.push(msg`the changed files (${files.why})`);
  if (missed.length > 0)
    log.info(
      msg`The comment leaves out what could not be read of the docs pull request: ${joinMessages(missed, ', ')}.`,
    );
  const review = reviews.ok && reviews.value ? reviewStateOf(reviews.value) : undefined;
  const reviewers = reviews.ok && reviews.value ? reviewersOf(reviews.value) : [];
  return {
    ...(review ? { review } : {}),
    ...(reviewers.length > 0 ? { reviewers } : {}),
    ...(sent.ok && sent.value ? { sent: sent.value } : {}),
    ...(preview.ok && preview.value ? { preview: preview.value } : {}),
    ...(files.ok && files.value ? { files: files.value } : {}),
  };
}
