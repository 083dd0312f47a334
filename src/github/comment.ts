/**
 * The pull request comment: this step's is the oldest comment on the pull request that carries
 * its record signed with the api-key, whoever's token wrote it; any other marker is ignored.
 */
import type { GitHubRequest, GitHubResult } from './client.ts';
import type { Budget, Found } from './surface.ts';
import { readRecord, type StepRecord } from './record.ts';
import type { Trigger } from './trigger.ts';

/** Comments read to find this step's: 10 pages of 100. */
const COMMENT_PAGES = 10;

export const COMMENT_NEEDS = 'pull-requests: write';

type Call = (request: GitHubRequest, budget: Budget) => Promise<GitHubResult>;

const issuePath = (trigger: Trigger): string =>
  `/repos/${trigger.owner}/${trigger.repo}/issues/${trigger.pullNumber ?? 0}`;

export async function findComment(call: Call, trigger: Trigger, apiKey: string, budget: Budget): Promise<Found> {
  let oldest: { id: number; url: string; record: StepRecord } | undefined;
  for (let page = 1; page <= COMMENT_PAGES; page++) {
    const listed = await call(
      { method: 'GET', path: `${issuePath(trigger)}/comments?per_page=100&page=${page}` },
      budget,
    );
    if (!listed.ok) return listed;
    const comments = Array.isArray(listed.data) ? (listed.data as unknown[]) : [];
    for (const item of comments) {
      const { id, body, html_url: url } = (item ?? {}) as { id?: unknown; body?: unknown; html_url?: unknown };
      if (typeof id !== 'number' || typeof body !== 'string' || typeof url !== 'string') continue;
      const record = readRecord(body, trigger.step, apiKey);
      if (record && (!oldest || id < oldest.id)) oldest = { id, url, record };
    }
    if (comments.length < 100) break;
  }
  return oldest ? { ok: true, match: oldest } : { ok: true };
}

export function createCommentRequest(trigger: Trigger, body: string): GitHubRequest {
  return { method: 'POST', path: `${issuePath(trigger)}/comments`, body: { body } };
}

export function updateCommentRequest(trigger: Trigger, id: number, body: string): GitHubRequest {
  return { method: 'PATCH', path: `/repos/${trigger.owner}/${trigger.repo}/issues/comments/${id}`, body: { body } };
}
