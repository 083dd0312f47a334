/**
 * What the product pull request's comment mirrors of the docs pull request beyond the pull
 * request itself: its review state, its preview and its changed files, read with the
 * github-token. Each read is best-effort: one that fails leaves its part out, and all the parts
 * left out cost one short line in the log together. Every answer is untrusted.
 */
import type { Clock } from '../common/clock.ts';
import type { Sink } from '../output/sink.ts';
import { httpUrl, joinMessages, msg, type Say } from '../output/text.ts';
import { listAll, type GitHubCall, type GitHubResult } from './client.ts';
import type { PullRequestAddress, PullRequestMirror, ReviewState } from './look-up.ts';

/** What the three reads may take together. */
export const MIRROR_BUDGET_MS = 5_000;
/** Changed files read: one page. */
export const FILES_PAGE = 100;

type Budget = Parameters<GitHubCall>[1];
type Part<T> = { ok: true; value: T | undefined } | { ok: false; why: Say };

const why = (result: Extract<GitHubResult, { ok: false }>): Say =>
  result.status === undefined ? 'no answer' : `HTTP ${result.status}`;

const isList = (data: unknown): data is unknown[] => Array.isArray(data);

/** Reviewers' latest reviews: any asking for changes wins, else any approval. */
export function reviewStateOf(reviews: unknown[]): ReviewState | undefined {
  const latest = new Map<string, string>();
  for (const review of reviews) {
    const { user, state } = (review ?? {}) as { user?: { login?: unknown }; state?: unknown };
    // A comment is no verdict: it leaves the reviewer's earlier approval or request standing.
    if (typeof user?.login !== 'string' || (state !== 'APPROVED' && state !== 'CHANGES_REQUESTED')) continue;
    latest.set(user.login, state);
  }
  const states = [...latest.values()];
  if (states.includes('CHANGES_REQUESTED')) return 'changes-requested';
  return states.includes('APPROVED') ? 'approved' : undefined;
}

async function readReview(call: GitHubCall, at: PullRequestAddress, budget: Budget): Promise<Part<ReviewState>> {
  const params = { owner: at.owner, repo: at.repo, pull_number: at.number };
  const listed = await listAll(
    call,
    { route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', params },
    budget,
  );
  return listed.ok ? { ok: true, value: reviewStateOf(listed.items) } : { ok: false, why: why(listed) };
}

/** The newest deployment of the head, and its newest successful status's http(s) address. */
async function readPreview(
  call: GitHubCall,
  at: PullRequestAddress,
  sha: string,
  budget: Budget,
): Promise<Part<string>> {
  const place = { owner: at.owner, repo: at.repo };
  const deployments = await call(
    { route: 'GET /repos/{owner}/{repo}/deployments', params: { ...place, sha, per_page: 1 } },
    budget,
  );
  if (!deployments.ok) return { ok: false, why: why(deployments) };
  if (!isList(deployments.data)) return { ok: false, why: 'not a list' };
  const id = (deployments.data[0] as { id?: unknown } | undefined)?.id;
  if (id === undefined) return { ok: true, value: undefined };
  if (!Number.isSafeInteger(id)) return { ok: false, why: 'no deployment id' };
  const statuses = await call(
    {
      route: 'GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses',
      params: { ...place, deployment_id: id, per_page: 100 },
    },
    budget,
  );
  if (!statuses.ok) return { ok: false, why: why(statuses) };
  if (!isList(statuses.data)) return { ok: false, why: 'not a list' };
  const success = statuses.data.find((status) => (status as { state?: unknown } | null)?.state === 'success') as
    { environment_url?: unknown } | undefined;
  const url = typeof success?.environment_url === 'string' ? httpUrl(success.environment_url) : undefined;
  return { ok: true, value: url?.href };
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

/** The three reads at once, within one budget; what could not be read is said in one line. */
export async function readMirror(
  sink: Sink,
  call: GitHubCall,
  at: PullRequestAddress,
  pull: { headSha: string; files?: number },
  deps: { signal: AbortSignal; clock: Clock },
): Promise<PullRequestMirror> {
  const timeout = AbortSignal.timeout(MIRROR_BUDGET_MS);
  const budget = { signal: AbortSignal.any([deps.signal, timeout]), deadline: deps.clock.now() + MIRROR_BUDGET_MS };
  const [review, preview, files] = await Promise.all([
    readReview(call, at, budget),
    readPreview(call, at, pull.headSha, budget),
    readFiles(call, at, pull.files, budget),
  ]);
  const missed: Say[] = [];
  if (!review.ok) missed.push(msg`the reviews (${review.why})`);
  if (!preview.ok) missed.push(msg`the preview (${preview.why})`);
  if (!files.ok) missed.push(msg`the changed files (${files.why})`);
  if (missed.length > 0)
    sink.info(
      msg`The comment leaves out what could not be read of the docs pull request: ${joinMessages(missed, ', ')}.`,
    );
  return {
    ...(review.ok && review.value ? { review: review.value } : {}),
    ...(preview.ok && preview.value ? { preview: preview.value } : {}),
    ...(files.ok && files.value ? { files: files.value } : {}),
  };
}
