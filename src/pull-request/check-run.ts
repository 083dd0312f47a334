/**
 * The check run: on the commit that triggered the run (the pull request's head), named by the
 * user, its conclusion following the step. This run's check run of this step is found again by
 * the record in its `external_id`, so a re-run updates it instead of leaving it in progress.
 */
import type { Budget, PullRequestHost, Trigger } from './host.ts';
import { readRecord, unverifiedRecord, type RecordKeys, type StepRecord } from './record.ts';
import type { Found } from './surface.ts';

/** This run's check run of this step on the commit, the newest, when an earlier attempt made one. */
export async function findCheckRun(
  host: PullRequestHost,
  trigger: Trigger,
  name: string,
  sha: string | undefined,
  keys: RecordKeys,
  budget: Budget,
  anew?: boolean,
): Promise<Found> {
  const listed = await host.checkRuns(sha, name, budget, anew);
  if (!listed.ok) return listed;
  let newest: { id: number; url: string; records: StepRecord[] } | undefined;
  let unverified = false;
  let leftByOthers = false;
  for (const { id, url, status, externalId: external, run } of listed.value) {
    // A host whose check runs hold no record (GitLab's status) names the run that set it: this run's is its own.
    const ownRun = run !== undefined && run === trigger.runId && host.checkRunHoldsRecord === false;
    if (ownRun && (!newest || id > newest.id)) newest = { id, url, records: [] };
    // Another app's check run of the same name may carry no external id: not ours, and not a doubt.
    if (external === undefined) continue;
    const record = readRecord(external, trigger.step, keys);
    if (record?.run === trigger.runId && (!newest || id > newest.id)) newest = { id, url, records: [record] };
    unverified ||= !record && unverifiedRecord(external, trigger.step, keys, 'check-run');
    leftByOthers ||= status === 'in_progress' && record !== undefined && record.run !== trigger.runId;
  }
  const others = leftByOthers ? { leftByOthers: true as const } : {};
  if (newest) return { ok: true, match: newest, ...others };
  return unverified ? { ok: true, unverified, ...others } : { ok: true, ...others };
}

/** How many earlier commits of the pull request a re-run looks on for its check run, newest first. */
export const MAX_EARLIER_HEADS = 20;

/**
 * This run's check run of this step: on the head, and on a re-run of a comment's run (whose head
 * is looked up, so a push between attempts moves it) also on the pull request's earlier commits,
 * newest first, where attempt 1 put it. A commit list that cannot be read is not "none".
 */
export async function findThisRunsCheckRun(
  host: PullRequestHost,
  trigger: Trigger,
  name: string,
  head: string | undefined,
  keys: RecordKeys,
  budget: Budget,
  anew?: boolean,
): Promise<Found> {
  const found = await findCheckRun(host, trigger, name, head, keys, budget, anew);
  if (!found.ok || found.match || trigger.attempt <= 1 || !trigger.headNeedsLookUp) return found;
  const commits = await host.commits(budget);
  if (!commits.ok) return commits;
  const shas = commits.value
    .filter((sha) => sha !== head)
    .reverse()
    .slice(0, MAX_EARLIER_HEADS);
  let unverified = found.unverified === true;
  for (const sha of shas) {
    const earlier = await findCheckRun(host, trigger, name, sha, keys, budget);
    if (!earlier.ok || earlier.match) return earlier;
    unverified ||= earlier.unverified === true;
  }
  // A force-push drops attempt 1's head from the list, and older heads are not searched.
  const others = found.leftByOthers ? { leftByOthers: true as const } : {};
  return { ok: true, elsewhere: true, ...(unverified ? { unverified } : {}), ...others };
}
