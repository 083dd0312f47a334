/**
 * What a pull request has pending: the records of the steps that let the runner go (`wait:
 * sweep`), read only from the action's own comment (signed for this pull request with the
 * api-key, written by the account the records name) and bound to the step they name: a record
 * whose step name does not hash to its key is not taken, so the sweep writes only as a step that
 * wrote it.
 */
import type { ClaimHolder } from '../pull-request/claim.ts';
import type { PullRequestFacts } from '../pull-request/code-host.ts';
import { isAccount, writtenByAction } from '../pull-request/comment.ts';
import type { Account, Budget, Comment, CommentBody, Failure, PullRequestHost } from '../pull-request/host.ts';
import {
  commentMarker,
  readCommentRecords,
  stepKey,
  unverifiedRecord,
  withoutMarker,
  type Pending,
  type RecordKeys,
  type StepName,
  type StepRecord,
} from '../pull-request/record.ts';

export type PendingRecord = StepRecord & { pending: Pending };

/** One step that let go: its record and its full name (the sweep writes as it). */
export interface PendingRun {
  record: PendingRecord;
  name: StepName;
  /**
   * A turn of the finishing run's own, for a head the job was not told (its push's run never came):
   * decided on the pull request as that run read it, and it sends a `/docs` command no run answered.
   */
  ownTurn?: { facts: PullRequestFacts };
}

/** The action's comment with pending runs, newest first. */
export interface PendingComment {
  id: number;
  pendingRuns: PendingRun[];
}

/**
 * `otherAccount`: the author of a comment whose pending records this api-key verifies, written by
 * another bot than the one this token writes as (a step's `report-token` another than the sweep's).
 */
/** `settled`: none pending, but the action's own comment holds this pull request's turns (all finished). */
export type PendingRead =
  { ok: true; comment?: PendingComment; unverified: boolean; otherAccount?: string; settled?: true } | Failure;

/** Where records are signed: the repository and the pull request (a step's name does not change the key). */
export const placeOf = (repository: string, pull: number): StepName => ({
  workflow: '',
  job: '',
  step: '',
  repository,
  pull,
});

const newerFirst = (a: PendingRun, b: PendingRun): number =>
  Number(b.record.run) - Number(a.record.run) || b.record.attempt - a.record.attempt;

/** The pending runs of one comment's records, each bound to the step it names. */
export function pendingRunsOf(records: StepRecord[], place: StepName): PendingRun[] {
  const pendingRuns: PendingRun[] = [];
  for (const record of records) {
    const { pending } = record;
    if (!pending) continue;
    const name: StepName = { ...place, workflow: pending.workflow, job: pending.job, step: pending.step };
    if (record.step === stepKey(name)) pendingRuns.push({ record: record as PendingRecord, name });
  }
  return pendingRuns.sort(newerFirst);
}

/** The pending runs a comment's records hold, whoever wrote it (its records verified). */
function pendingRunsIn(comment: Pick<Comment, 'body'>, place: StepName, keys: RecordKeys): PendingRun[] {
  const kept = readCommentRecords(comment.body, place, keys, true);
  return kept ? pendingRunsOf(kept.records, place) : [];
}

/** The pending runs in one comment, when it is the action's. */
export function pendingIn(
  comment: Pick<Comment, 'id' | 'body' | 'author'>,
  place: StepName,
  keys: RecordKeys,
  account: Account | undefined,
): PendingComment | undefined {
  const kept = readCommentRecords(comment.body, place, keys, true);
  if (!kept || !writtenByAction(comment.author, kept, account)) return undefined;
  const pendingRuns = pendingRunsOf(kept.records, place);
  return pendingRuns.length > 0 ? { id: comment.id, pendingRuns } : undefined;
}

/**
 * The comment's body with each pending record as `change` makes it. Undefined when the records
 * cannot be signed again as they are: none, or signed only with `previous-api-key` (the author
 * they name is not taken).
 */
function withPendingChanged(
  body: string,
  writer: StepName,
  keys: RecordKeys,
  change: (record: StepRecord & { pending: Pending }) => Pending,
): CommentBody | undefined {
  const kept = readCommentRecords(body, writer, keys, true);
  if (!kept || kept.oldKey) return undefined;
  const records = kept.records.map((record) =>
    record.pending ? { ...record, pending: change({ ...record, pending: record.pending }) } : record,
  );
  const [apiKey] = typeof keys === 'string' ? [keys] : keys;
  const marker = commentMarker(writer, { ...(kept.by === undefined ? {} : { by: kept.by }), records }, apiKey);
  // The text as it was; the record, its marker line, written anew (github/host.ts puts it back last).
  return { text: withoutMarker(body), record: marker };
}

/**
 * The comment's body with each pending record naming the run that claimed the finish, so a run
 * that meets the claim asks whether that run ended.
 */
export const withClaimNamed = (body: string, writer: StepName, keys: RecordKeys, holder: ClaimHolder) =>
  withPendingChanged(body, writer, keys, ({ pending }) => ({ ...pending, claim: holder }));

/** A queued turn's pending part, its earlier turn's dispatch no longer owed. */
export const withoutDispatchOwed = ({ dispatchOwed: _owed, ...pending }: Pending): Pending => pending;

/** The comment's body with the dispatch of these runs' earlier turns no longer owed (it is being sent). */
export const withDispatchesSent = (body: string, writer: StepName, keys: RecordKeys, turns: readonly StepRecord[]) =>
  withPendingChanged(body, writer, keys, (record) =>
    turns.some((turn) => turn.run === record.run && turn.attempt === record.attempt && turn.step === record.step)
      ? withoutDispatchOwed(record.pending)
      : record.pending,
  );

/** The comment's body with this queued turn owing the dispatch of an earlier turn sent before it. */
export const withDispatchOwed = (body: string, writer: StepName, keys: RecordKeys, turn: StepRecord) =>
  withPendingChanged(body, writer, keys, (record) =>
    turn.run === record.run && turn.attempt === record.attempt && turn.step === record.step
      ? { ...record.pending, dispatchOwed: true as const }
      : record.pending,
  );

/** The claims a comment's pending runs name. */
export const claimsNamed = (comment: PendingComment): ClaimHolder[] =>
  comment.pendingRuns.flatMap((pendingRun) =>
    pendingRun.record.pending.claim === undefined ? [] : [pendingRun.record.pending.claim],
  );

/** The pending runs as they read once the claim is named in them. */
export const namedTurns = (comment: PendingComment, holder: ClaimHolder): PendingComment => ({
  ...comment,
  pendingRuns: comment.pendingRuns.map((pendingRun) => ({
    ...pendingRun,
    record: { ...pendingRun.record, pending: { ...pendingRun.record.pending, claim: holder } },
  })),
});

/** A comment that may be the action's: a marker line (its signature and author are checked after). */
const mayBeOurs = (comment: Comment): boolean => /^<!-- wait-for-agent-job\.\S+ -->/m.test(comment.body);

/**
 * The action's comment with pending runs on the pull request (the oldest such comment), if any.
 * The comments are read up to the first page that holds one that may be it, which is the first
 * page for a comment the step made when the job started, however many were written after; only
 * when that one is not it is the whole list read.
 */
export async function readPending(
  host: PullRequestHost,
  place: StepName,
  keys: RecordKeys,
  budget: Budget,
  account: () => Promise<Account | undefined>,
): Promise<PendingRead> {
  let unverified = false;
  let settled = false;
  let otherAccount: string | undefined;
  for (const enough of [mayBeOurs, undefined]) {
    const listed = await host.comments(budget, enough);
    if (!listed.ok) return listed;
    for (const comment of listed.value) {
      const own = mayBeOurs(comment) ? await account() : undefined;
      // One account holds a pull request's claims (a reaction is made once per account): another
      // account's pending comment (an app's report-token, or a person's token on GitLab) is not
      // this run's to finish. Anyone's copy of one is no matter: only an app the repository
      // installed comments as a bot, and a person's counts only where its signed records name it.
      const another =
        own !== undefined &&
        !isAccount(comment.author, own) &&
        (comment.author?.bot === true || signedBy(comment, place, keys));
      if (another && pendingRunsIn(comment, place, keys).length > 0) {
        otherAccount ??= comment.author?.login ?? 'a deleted account';
        continue;
      }
      const found = mayBeOurs(comment) ? pendingIn(comment, place, keys, own) : undefined;
      if (found) return { ok: true, comment: found, unverified };
      settled ||= own !== undefined && isAccount(comment.author, own) && turnsIn(comment, place, keys) > 0;
      // A record no key verifies in a bot's comment may be the action's under another key; in anyone else's it is not.
      unverified ||= comment.author?.bot !== false && unverifiedRecord(comment.body, place, keys, 'comment', true);
    }
    if (!listed.value.some(mayBeOurs)) break;
  }
  return {
    ...{ ok: true as const, unverified },
    ...(otherAccount === undefined ? {} : { otherAccount }),
    ...(settled ? { settled: true as const } : {}),
  };
}

/** Whether the comment's records, signed with this api-key, name its own author as their writer (no copy of another's). */
function signedBy(comment: Comment, place: StepName, keys: RecordKeys): boolean {
  const kept = readCommentRecords(comment.body, place, keys, true);
  return kept !== undefined && !kept.oldKey && kept.by !== undefined && comment.author?.id === kept.by;
}

/** How many turns of this pull request a comment's records hold, as this api-key verifies them. */
const turnsIn = (comment: Comment, place: StepName, keys: RecordKeys): number =>
  readCommentRecords(comment.body, place, keys, true)?.records.length ?? 0;
