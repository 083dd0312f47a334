/**
 * The pull request comment: this step's is the oldest comment on the pull request that carries
 * its records signed with the api-key, written by the report-token's own account. Another
 * account's comment is never taken for it, whatever marker it carries: it is never trusted, and
 * never edited.
 */
import { listAll, type Budget, type GitHubCall, type GitHubRequest, type GitHubResult } from './client.ts';
import { isAccount, isBotAccount, type Identity } from './identity.ts';
import { gitHubId, gitHubWebUrl } from './values.ts';
import type { Found } from './surface.ts';
import {
  readCommentRecords,
  unverifiedRecord,
  type CommentRecords,
  type RecordKeys,
  type StepRecord,
} from './record.ts';
import type { Trigger } from './trigger.ts';

export const COMMENT_NEEDS = 'pull-requests: write';

export const UNREADABLE_ITEM: Found = {
  ok: false,
  status: 200,
  cause: "GitHub's list holds an item that is not what GitHub sends (an id that is not a number, no body or link)",
};

/** Every comment of the pull request, read to the end. */
export const listCommentsRequest = (trigger: Trigger) =>
  ({
    route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
    params: { owner: trigger.owner, repo: trigger.repo, issue_number: trigger.pullNumber ?? 0 },
  }) as const;

/**
 * Whether the action wrote the comment: its author is the account the signed records name (every
 * write after the first names it); a record that names none (a step that ended right after its
 * first write) is taken only from the token's own account when GitHub says who that is, else
 * from a bot's comment, as GITHUB_TOKEN's and apps' comments are.
 */
export function writtenByAction(user: unknown, kept: CommentRecords, identity: Identity | undefined): boolean {
  const author = user as { id?: unknown; login?: unknown; type?: unknown } | null | undefined;
  if (kept.oldKey) return identity !== undefined && isAccount(user, identity);
  if (kept.by !== undefined) return author?.id === kept.by;
  if (identity) return isAccount(user, identity);
  // A list that names no author at all is not GitHub's own shape: nothing there says it is not ours.
  if (author === undefined) return true;
  return isBotAccount(author);
}

/**
 * Every comment of the pull request is read: a list that cannot be read to its end finds nothing
 * either way. Who the token is is asked only when a candidate's records name no author.
 */
export async function findComment(
  call: GitHubCall,
  trigger: Trigger,
  keys: RecordKeys,
  budget: Budget,
  identity: () => Promise<Identity | undefined>,
  sharedCommentId?: number,
): Promise<Found> {
  const listed = await listAll(call, listCommentsRequest(trigger), budget);
  if (!listed.ok) return listed;
  const candidates: Array<{ id: number; url: string; user: unknown; kept: CommentRecords }> = [];
  let unverified = false;
  for (const item of listed.items) {
    const { id: sent, body, html_url: link, user } = (item ?? {}) as Record<string, unknown>;
    const id = gitHubId(sent);
    // One item this action cannot read could be its own comment: then nothing is known.
    if (id === undefined || typeof body !== 'string' || typeof link !== 'string') return UNREADABLE_ITEM;
    // A link off this run's GitHub is not handed on; the comment is still the one it is.
    const url = gitHubWebUrl(link, trigger.serverUrl) ?? '';
    // The shared comment (the job's, where a follow-up writes its turn) is kept, whichever step wrote it first.
    const kept = readCommentRecords(body, trigger.step, keys, id === sharedCommentId);
    if (kept) candidates.push({ id, url, user, kept });
    else unverified ||= unverifiedRecord(body, trigger.step, keys, 'comment');
  }
  const account = candidates.some(({ kept }) => kept.by === undefined) ? await identity() : undefined;
  const oldest = candidates
    .filter(({ user, kept }) => writtenByAction(user, kept, account))
    .sort((a, b) => Number(b.id === sharedCommentId) - Number(a.id === sharedCommentId) || a.id - b.id)[0];
  const doubt = unverified ? { unverified } : {};
  if (!oldest) return { ok: true, ...doubt };
  const { id, url, kept, user } = oldest;
  // A comment taken for the action's names its author from now on, though its records did not yet.
  const by = kept.by ?? gitHubId((user as { id?: unknown } | null | undefined)?.id);
  return { ok: true, match: { id, url, records: kept.records, ...(by === undefined ? {} : { by }) }, ...doubt };
}

/** The job a follow-up goes to, and the comment that keeps its conversation. */
export interface StartedJob {
  job: string;
  /** The comment its start was recorded in, and that comment's author (GitHub user id). */
  comment: { id: number; author?: number };
}

/**
 * The job the action started on this pull request most recently (or `jobId`'s start), from the
 * signed records in its own comments (any step's: the start workflow's comment serves a follow-up
 * workflow): the newest run's record of a started job. Another account's comment is never read,
 * whatever it carries.
 */
export async function findStartedJob(
  call: GitHubCall,
  trigger: Trigger,
  keys: RecordKeys,
  budget: Budget,
  identity: () => Promise<Identity | undefined>,
  jobId?: string,
): Promise<{ ok: true; started?: StartedJob; unverified?: true } | Extract<GitHubResult, { ok: false }>> {
  const listed = await listAll(call, listCommentsRequest(trigger), budget);
  if (!listed.ok) return listed;
  const starts: Array<{ record: StepRecord; comment: StartedJob['comment'] }> = [];
  let account: Identity | undefined;
  let unverified = false;
  for (const item of listed.items) {
    const { id: sent, body, user } = (item ?? {}) as Record<string, unknown>;
    const id = gitHubId(sent);
    // An item this action cannot read could hold the record: then nothing is known, never "no job".
    if (id === undefined || typeof body !== 'string') return UNREADABLE_ITEM;
    const kept = readCommentRecords(body, trigger.step, keys, true);
    unverified ||= !kept && unverifiedRecord(body, trigger.step, keys, 'comment', true);
    if (!kept) continue;
    if (kept.by === undefined) account ??= await identity();
    if (!writtenByAction(user, kept, account)) continue;
    const author = gitHubId((user as { id?: unknown } | null | undefined)?.id);
    const comment = { id, ...(author === undefined ? {} : { author }) };
    for (const record of kept.records)
      if (record.kind === 'prompt' && record.jobs.length > 0 && (jobId === undefined || record.jobs.includes(jobId)))
        starts.push({ record, comment });
  }
  const newest = starts.sort(
    (a, b) => Number(b.record.run) - Number(a.record.run) || b.record.attempt - a.record.attempt,
  )[0];
  if (!newest) return unverified ? { ok: true, unverified } : { ok: true };
  return { ok: true, started: { job: jobId ?? newest.record.jobs[0] ?? '', comment: newest.comment } };
}

export function createCommentRequest(trigger: Trigger, body: string): GitHubRequest {
  return {
    route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
    params: { owner: trigger.owner, repo: trigger.repo, issue_number: trigger.pullNumber ?? 0, body },
  };
}

export function readCommentRequest(trigger: Trigger, id: number): GitHubRequest {
  return {
    route: 'GET /repos/{owner}/{repo}/issues/comments/{comment_id}',
    params: { owner: trigger.owner, repo: trigger.repo, comment_id: id },
  };
}

export function updateCommentRequest(trigger: Trigger, id: number, body: string): GitHubRequest {
  return {
    route: 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
    params: { owner: trigger.owner, repo: trigger.repo, comment_id: id, body },
  };
}
