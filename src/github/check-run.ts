/**
 * The check run: on the commit that triggered the run (the pull request's head), named by the
 * user, its conclusion following the step. This run's check run of this step is found again by
 * the record in its `external_id`, so a re-run updates it instead of leaving it in progress.
 */
import { COMMIT_SHA } from '../common/ids.ts';
import type { Sink } from '../output/sink.ts';
import { listAll, type Budget, type GitHubCall, type GitHubRequest } from './client.ts';
import { UNREADABLE_ITEM } from './comment.ts';
import { gitHubId, gitHubWebUrl } from './values.ts';
import { readRecord, unverifiedRecord, type RecordKeys, type StepRecord } from './record.ts';
import type { Found } from './surface.ts';
import type { Trigger } from './trigger.ts';

export const CHECK_NEEDS = 'checks: write';

/** Where the check run goes: the pull request's head; on a comment's event, looked up (the run's commit is the default branch's). */
export function createHeadLookUp(
  call: GitHubCall,
  trigger: Trigger,
  sink: Sink,
): (budget: Budget) => Promise<string | undefined> {
  let head: string | undefined;
  return async (budget) => {
    if (!trigger.headNeedsLookUp) return trigger.headSha;
    if (head !== undefined) return head;
    const pull = await call(
      {
        route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
        params: { owner: trigger.owner, repo: trigger.repo, pull_number: trigger.pullNumber ?? 0 },
      },
      budget,
    );
    const sha = pull.ok ? (pull.data as { head?: { sha?: unknown } } | null)?.head?.sha : undefined;
    if (typeof sha === 'string' && COMMIT_SHA.test(sha)) return (head = sha);
    sink.info(`Could not read the pull request's head commit, so the check run goes on this run's commit.`);
    return trigger.headSha;
  };
}

/** This run's check run of this step on the commit, the newest, when an earlier attempt made one. */
export async function findCheckRun(
  call: GitHubCall,
  trigger: Trigger,
  name: string,
  sha: string | undefined,
  keys: RecordKeys,
  budget: Budget,
): Promise<Found> {
  const listed = await listAll(
    call,
    {
      route: 'GET /repos/{owner}/{repo}/commits/{ref}/check-runs',
      params: { owner: trigger.owner, repo: trigger.repo, ref: sha ?? '', check_name: name, filter: 'all' },
    },
    budget,
    'check_runs',
  );
  if (!listed.ok) return listed;
  let newest: { id: number; url: string; records: StepRecord[] } | undefined;
  let unverified = false;
  for (const item of listed.items) {
    const { id: sent, external_id: external, html_url: link } = (item ?? {}) as Record<string, unknown>;
    const id = gitHubId(sent);
    if (id === undefined || typeof link !== 'string') return UNREADABLE_ITEM;
    const url = gitHubWebUrl(link, trigger.serverUrl) ?? '';
    // Another app's check run of the same name may carry no external id: not ours, and not a doubt.
    if (typeof external !== 'string') continue;
    const record = readRecord(external, trigger.step, keys);
    if (record?.run === trigger.runId && (!newest || id > newest.id)) newest = { id, url, records: [record] };
    unverified ||= !record && unverifiedRecord(external, trigger.step, keys, 'check-run');
  }
  if (newest) return { ok: true, match: newest };
  return unverified ? { ok: true, unverified } : { ok: true };
}

/** How many earlier commits of the pull request a re-run looks on for its check run, newest first. */
export const MAX_EARLIER_HEADS = 20;

/**
 * This run's check run of this step: on the head, and on a re-run of a comment's run (whose head
 * is looked up, so a push between attempts moves it) also on the pull request's earlier commits,
 * newest first, where attempt 1 put it. A commit list that cannot be read is not "none".
 */
export async function findThisRunsCheckRun(
  call: GitHubCall,
  trigger: Trigger,
  name: string,
  head: string | undefined,
  keys: RecordKeys,
  budget: Budget,
): Promise<Found> {
  const found = await findCheckRun(call, trigger, name, head, keys, budget);
  if (!found.ok || found.match || trigger.attempt <= 1 || !trigger.headNeedsLookUp) return found;
  const commits = await listAll(
    call,
    {
      route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits',
      params: { owner: trigger.owner, repo: trigger.repo, pull_number: trigger.pullNumber ?? 0, per_page: 100 },
    },
    budget,
  );
  if (!commits.ok) return commits;
  const listed = commits.items.map((item) => (item as { sha?: unknown } | null)?.sha);
  if (!listed.every((sha): sha is string => typeof sha === 'string' && COMMIT_SHA.test(sha))) return UNREADABLE_ITEM;
  const shas = listed
    .filter((sha) => sha !== head)
    .reverse()
    .slice(0, MAX_EARLIER_HEADS);
  let unverified = found.unverified === true;
  for (const sha of shas) {
    const earlier = await findCheckRun(call, trigger, name, sha, keys, budget);
    if (!earlier.ok || earlier.match) return earlier;
    unverified ||= earlier.unverified === true;
  }
  // A force-push drops attempt 1's head from the list, and older heads are not searched.
  return { ok: true, elsewhere: true, ...(unverified ? { unverified } : {}) };
}

export function createCheckRunRequest(
  trigger: Trigger,
  name: string,
  sha: string | undefined,
  fields: Record<string, unknown>,
): GitHubRequest {
  return {
    route: 'POST /repos/{owner}/{repo}/check-runs',
    params: {
      ...{ owner: trigger.owner, repo: trigger.repo, name, head_sha: sha },
      ...(trigger.runUrl ? { details_url: trigger.runUrl } : {}),
      ...fields,
    },
  };
}

export function updateCheckRunRequest(trigger: Trigger, id: number, fields: Record<string, unknown>): GitHubRequest {
  return {
    route: 'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
    params: { owner: trigger.owner, repo: trigger.repo, check_run_id: id, ...fields },
  };
}
