/**
 * The pull request comment: this step's is the oldest comment on the pull request that carries
 * its record signed with the api-key, whoever's token wrote it; any other marker is ignored.
 */
import { listAll, type Budget, type GitHubCall, type GitHubRequest } from './client.ts';
import type { Found } from './surface.ts';
import { readCommentRecord, type StepRecord } from './record.ts';
import type { Trigger } from './trigger.ts';

export const COMMENT_NEEDS = 'pull-requests: write';

export const UNREADABLE_ITEM: Found = {
  ok: false,
  status: 200,
  cause: "GitHub's list holds an item that is not what GitHub sends (an id that is not a number, no body or link)",
};

const issuePath = (trigger: Trigger): string =>
  `/repos/${trigger.owner}/${trigger.repo}/issues/${trigger.pullNumber ?? 0}`;

/** Every comment of the pull request is read: a list that cannot be read to its end finds nothing either way. */
export async function findComment(call: GitHubCall, trigger: Trigger, apiKey: string, budget: Budget): Promise<Found> {
  const listed = await listAll(call, `${issuePath(trigger)}/comments`, budget);
  if (!listed.ok) return listed;
  let oldest: { id: number; url: string; record: StepRecord } | undefined;
  for (const item of listed.items) {
    const { id, body, html_url: url } = (item ?? {}) as { id?: unknown; body?: unknown; html_url?: unknown };
    // One item this action cannot read could be its own comment: then nothing is known.
    if (typeof id !== 'number' || typeof body !== 'string' || typeof url !== 'string') return UNREADABLE_ITEM;
    const record = readCommentRecord(body, trigger.step, apiKey);
    if (record && (!oldest || id < oldest.id)) oldest = { id, url, record };
  }
  return oldest ? { ok: true, match: oldest } : { ok: true };
}

export function createCommentRequest(trigger: Trigger, body: string): GitHubRequest {
  return { method: 'POST', path: `${issuePath(trigger)}/comments`, body: { body } };
}

export function updateCommentRequest(trigger: Trigger, id: number, body: string): GitHubRequest {
  return { method: 'PATCH', path: `/repos/${trigger.owner}/${trigger.repo}/issues/comments/${id}`, body: { body } };
}
