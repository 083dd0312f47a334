/**
 * What a step sent, recorded where a re-run can read it again: in the comment's hidden marker and
 * in the check run's `external_id`. The record names the step (workflow, job, step) and is signed
 * with a key derived from the api-key and the pull request (or repository) it is written on, so a
 * marker someone else wrote, or edited, or made up, or copied from another pull request, is never
 * taken for ours: only a holder of the key can write one, and only for that place. The comment is
 * found by the step, never by the bot's identity, so a change of token keeps finding it.
 *
 * A record of a start or a follow-up is also a turn of the job's conversation: who asked, when,
 * what (redacted, bounded) and how it ended. The job's one comment shows its turns, newest last.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { COMMIT_SHA, GITHUB_LOGIN, GITLAB_USERNAME, idProblem } from '../common/ids.ts';
import type { Work } from '../inputs/inputs.ts';
import type { ClaimHolder } from './claim.ts';
import type { Trigger } from './host.ts';
import type { StepName } from './names.ts';

export type { StepName } from './names.ts';

export interface StepRecord {
  /** The workflow run and its attempt that wrote the record. */
  run: string;
  attempt: number;
  /** What that attempt did: started a job, sent a message, or only waited. */
  kind: 'prompt' | 'message' | 'wait';
  /** A digest of the prompt or message, so a re-run that would send other text sends it. */
  sent?: string;
  /** The jobs it started, sent to, or waited for; empty while a start is under way. */
  jobs: string[];
  /** Set by the ending when a job failed: a re-run then sends again instead of reporting the failure again. */
  failed?: true;
  /** A start whose answer was lost (a 5xx, a reset): the service may have made a job it never named. */
  unanswered?: true;
  /** The key of the step that wrote it (stepKey): one comment keeps the records of every step of its job. */
  step?: string;
  /** The turn of the conversation, for a start or a follow-up: the login that asked (never a mention). */
  who?: string;
  /**
   * The command's comment this turn sent: answered, whatever its reactions say (a 🚀 GitHub failed
   * to make after the send must not let a later run send it again).
   */
  answers?: number;
  /**
   * The review this turn sent (review ids are not comment ids): answered, whatever its answer line
   * says (a line GitHub failed to write must not let a later run send the review again).
   */
  answersReview?: number;
  /** When the step began, ISO 8601. */
  at?: string;
  /** What was sent: the log's excerpt, redacted and at most MAX_SAID_CHARS with its cut marker. */
  said?: string;
  /** How the step ended (a check run's conclusion); absent while it runs. */
  ended?: RecordedConclusion;
  /** On a pull request, the head commit the job was told about by this start or follow-up. */
  head?: string;
  /**
   * A start's check run name ('check-name'): should its run end before the start is answered, a
   * sweep finds that check run on `head` and finishes it (the start's answer was lost).
   */
  check?: string;
  /** `wait: sweep`: the step let the runner go; a sweep finishes its check run and comment. */
  pending?: Pending;
}

/**
 * What a sweep needs to finish a step that let the runner go, as that step would have: the step's
 * name (the sweep writes as it), its check run, its deadline, and what to dispatch after.
 */
export interface Pending {
  /** The step's deadline (its start plus 'timeout'), in ms since the epoch: past it, the job is finished as timed out. */
  until: number;
  /** The check run's name, and the commit it is on. */
  check: string;
  sha?: string;
  workflow: string;
  job: string;
  step: string;
  /** A workflow file of the repository to dispatch once the job is finished, and the branch it runs on. */
  dispatch?: string;
  ref?: string;
  /** The job was busy: nothing was sent; the sweep sends what is owed once it is not. */
  queued?: true;
  /** A queued `/docs` command: its comment, which the sweep sends (and no other). */
  comment?: number;
  /** A queued review of the pull request: its id, which the sweep sends (and no other). */
  review?: number;
  /** The step's `follow-up-command` and `follow-up-permission`, for the commands the sweep sends. */
  command?: string;
  permission?: string;
  /** What the step's inputs say of the ending, which the sweep judges as the step would have. */
  failOn?: string[];
  requirePr?: true;
  docsPr?: true;
  /** The follow-up's answer still read the job final (from before it): a final read soon after may be too. */
  sentAsFinal?: true;
  /**
   * A queued turn past its deadline, its job still busy: its check run ended timed out, nothing
   * sent. It stays queued a day more (its `until`), so the sweep sends it once the job is not.
   */
  unsent?: true;
  /**
   * A queued turn whose run first sent an earlier command or review no run had answered: that
   * turn's `dispatch` is owed once the job ends, before this one's own.
   */
  dispatchOwed?: true;
  /**
   * A queued turn from an event that names no head (a comment's, a review's): the head its check
   * run went on, found there when the turn is sent or finished. Unlike `sha`, it tells no head.
   */
  checkOn?: string;
  /** The step's `timeout` in ms: the deadline of a follow-up the sweep sends for it. */
  timeout?: number;
  /** What the step's inputs say is owed, which the sweep decides a queued turn by: `skip-label`, `on-push`, `agent-login`, and a close by `on-close`. */
  skipLabel?: string;
  onPush?: 'follow-up' | 'new-job' | 'ignore';
  /** `on-close`: what a close the sweep finds owes the job's docs pull request. */
  onClose?: 'comment' | 'close-docs';
  agent?: string;
  /** The run that claimed finishing it (its 🎉 reaction): a claim whose run ended is free at once. */
  claim?: ClaimHolder;
  /** The step's 'project-id': a sweep of another project reads no such job, which is no ending. */
  project?: string;
}

export { PENDING_LABEL } from '../common/pending-label.ts';

/** A pending record's name parts: what GitHub's runner names a workflow file, job and step with. */
const NAME_PART = /^[^\u0000-\u001f\u007f]{1,300}$/;
/** A GitLab CI job has no steps: its record's step part is empty. */
const STEP_PART = /^[^\u0000-\u001f\u007f]{0,300}$/;
const BRANCH = /^[^\u0000-\u001f\u007f ~^:?*[\\]{1,250}$/;

function isPending(value: unknown): boolean {
  const p = (value ?? {}) as Partial<Record<keyof Pending, unknown>>;
  const text = (field: unknown, pattern: RegExp): boolean => typeof field === 'string' && pattern.test(field);
  return (
    typeof value === 'object' &&
    typeof p.until === 'number' &&
    Number.isSafeInteger(p.until) &&
    text(p.check, /^[^\u0000-\u001f\u007f]{1,100}$/) &&
    optional(p.sha, (sha) => typeof sha === 'string' && COMMIT_SHA.test(sha)) &&
    text(p.workflow, NAME_PART) &&
    text(p.job, NAME_PART) &&
    text(p.step, STEP_PART) &&
    optional(p.dispatch, (file) => text(file, /^[A-Za-z0-9._-]{1,100}\.ya?ml$/)) &&
    optional(p.ref, (ref) => text(ref, BRANCH)) &&
    optional(p.queued, (queued) => queued === true) &&
    optional(p.comment, (id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0) &&
    optional(p.review, (id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0) &&
    optional(p.command, (command) => text(command, /^[^\s\u0000-\u001f\u007f]{1,40}$/)) &&
    optional(p.permission, (level) => text(level, /^(triage|write|maintain|admin)$/)) &&
    optional(p.failOn, (list) => Array.isArray(list) && list.every((s) => s === 'failed' || s === 'archived')) &&
    optional(p.requirePr, (flag) => flag === true) &&
    optional(p.docsPr, (flag) => flag === true) &&
    optional(p.sentAsFinal, (flag) => flag === true) &&
    optional(p.unsent, (flag) => flag === true) &&
    optional(p.dispatchOwed, (flag) => flag === true) &&
    optional(p.checkOn, (sha) => typeof sha === 'string' && COMMIT_SHA.test(sha)) &&
    optional(p.timeout, (ms) => typeof ms === 'number' && Number.isSafeInteger(ms) && ms > 0 && ms <= 86_400_000) &&
    optional(p.skipLabel, (label) => text(label, /^[^\u0000-\u001f\u007f]{0,100}$/)) &&
    optional(p.onPush, (choice) => text(choice, /^(follow-up|new-job|ignore)$/)) &&
    optional(p.onClose, (choice) => text(choice, /^(comment|close-docs)$/)) &&
    optional(
      p.agent,
      (login) => (text(login, GITHUB_LOGIN) || text(login, GITLAB_USERNAME)) && login === String(login).toLowerCase(),
    ) &&
    optional(p.claim, isClaimHolder) &&
    optional(p.project, (id) => typeof id === 'string' && idProblem(id) === undefined)
  );
}

function isClaimHolder(value: unknown): boolean {
  const { run, attempt, reaction } = (value ?? {}) as Partial<Record<keyof ClaimHolder, unknown>>;
  const count = (n: unknown): boolean => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
  return (
    typeof value === 'object' && typeof run === 'string' && /^\d{1,20}$/.test(run) && count(attempt) && count(reaction)
  );
}

export const RECORDED_CONCLUSIONS = ['success', 'failure', 'neutral', 'timed_out', 'cancelled'] as const;
export type RecordedConclusion = (typeof RECORDED_CONCLUSIONS)[number];
/** A GitHub login as the action writes it in a turn: anything else is left out, never shown. */
/** The characters kept for the log's cut marker, "… [cut: 1,234,567 characters in all]", within MAX_SAID_CHARS. */
export const CUT_MARKER_CHARS = 64;
/** What a turn keeps of the text it sent: the comment shows it folded; the job summary has all of it. */
export const MAX_SAID_CHARS = 1_000;

const PREFIX = 'wait-for-agent-job';
/** How every hidden record begins: what finds a comment that may hold one, before any is read. */
export const RECORD_MARK = `<!-- ${PREFIX}.`;
/** A claim longer than this is not read: a marker the action writes is bounded well below it. */
const MAX_RECORD_CHARS = 48_000;

/**
 * The first bytes of a hash, URL-safe. Only bytes of a hash are dropped here, never text: no
 * value from a user or the service is shortened, and nothing of a secret can be in a hash.
 */
const leading = (hash: Buffer, bytes: number): string => hash.subarray(0, bytes).toString('base64url');

/**
 * The place as GitHub compares it: owner and repository names are case-insensitive, so a record
 * is bound to the name in lower case. Records written before were bound to the name as it was
 * spelled (`asSpelled`), and still read.
 */
const caseless = <T extends Place>(step: T): T =>
  step.repository === undefined ? step : { ...step, repository: step.repository.toLowerCase() };

function keyOf(step: StepName): string {
  const where = `${step.repository === undefined ? '' : `\n${step.repository}`}${step.pull === undefined ? '' : `\n#${step.pull}`}`;
  return leading(createHash('sha256').update(`${step.workflow}\n${step.job}\n${step.step}${where}`).digest(), 16);
}

/** A short digest of the step's name: the same step in every run finds the same comment. */
export function stepKey(step: StepName): string {
  return keyOf(caseless(step));
}

/** This step's key, and the one a record written before names were compared in lower case holds. */
const stepKeys = (step: StepName): string[] => [...new Set([stepKey(step), keyOf(step)])];

/** A digest of the prompt or message, so the record never holds the text itself. */
export function digest(text: string): string {
  return leading(createHash('sha256').update(text).digest(), 16);
}

/** Where a record is written: the repository, and the pull request when there is one. */
export type Place = Pick<StepName, 'repository' | 'pull'>;

const placeOf = (step: Place): string => `${step.repository ?? ''}#${step.pull ?? ''}`;

/**
 * The key records are signed with on one pull request (or repository): derived from the api-key,
 * so the key itself signs nothing, and bound to the place, so a record copied elsewhere fails.
 */
const recordKey = (apiKey: string, step: Place): Buffer =>
  createHmac('sha256', apiKey)
    .update(`${PREFIX} record key v2\n${placeOf(caseless(step))}`)
    .digest();

/** The key bound to the place as it was spelled, which records written before signed with. */
const spelledRecordKey = (apiKey: string, step: StepName): Buffer =>
  createHmac('sha256', apiKey)
    .update(`${PREFIX} record key v2\n${placeOf(step)}`)
    .digest();

/** An HMAC-SHA256 of 192 bits: only a holder of the api-key can sign a record. */
const sign = (key: Buffer | string, text: string): string =>
  leading(createHmac('sha256', key).update(text).digest(), 24);

/**
 * A short text (never a record: it holds a space, which no record's head does) signed for one
 * place with the records' key: only a holder of the api-key makes one, and only for that place.
 */
export const placeSignature = (apiKey: string, place: Place, text: string): string =>
  sign(recordKey(apiKey, place), `${PREFIX} ${text}`);

/** Whether `signature` is the place's signature of `text` under one of the keys. */
export function signedForPlace(keys: RecordKeys, place: Place, text: string, signature: string): boolean {
  const given = Buffer.from(signature);
  return (typeof keys === 'string' ? [keys] : keys).some((apiKey) => {
    const expected = Buffer.from(placeSignature(apiKey, place, text));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * A let-go turn the sweep has not finished: no ending recorded, or one that ended unsent (timed
 * out while its job was busy), which stays queued for the sweep to send.
 */
export const letGoUnfinished = (record: StepRecord): boolean =>
  record.pending !== undefined && (record.ended === undefined || record.pending.unsent === true);

/**
 * Whether the comment's records name an unfinished let-go turn of the run a check run's record
 * names: that check run is the sweep's, whatever attempt of the run wrote it last (a resuming
 * re-run writes its own attempt), until the comment says the turn ended.
 */
export const letGoTurnHolds = (turns: readonly StepRecord[], record: Pick<StepRecord, 'run'>): boolean =>
  turns.some((turn) => letGoUnfinished(turn) && turn.run === record.run);

/**
 * Whether the check run a record names is a let-go turn's at all, ended or not: a turn queued on
 * its head takes such a one over (one the comment says ended, still in progress, is left by a sweep
 * whose comment write failed: the head never carries a second beside it).
 */
export const letGoTurnOf = (turns: readonly StepRecord[], record: Pick<StepRecord, 'run'>): boolean =>
  turns.some((turn) => turn.pending !== undefined && turn.run === record.run);

/** A pending record once it is finished: the same turn, with nothing left for a sweep. */
export const settled = ({ pending: _pending, ...record }: StepRecord): StepRecord => record;

/** The record as the check run keeps it: no turn (the check run shows its own text). */
const withoutTurn = ({
  who: _who,
  answers: _answers,
  answersReview: _answersReview,
  at: _at,
  said: _said,
  ended: _ended,
  pending: _pending,
  ...record
}: StepRecord) => record;

/** The record as one token of URL-safe characters: `<prefix>.<step>.<payload>.<signature>` (a check run's external_id). */
export function encodeRecord(step: StepName, record: StepRecord, apiKey: string): string {
  const payload = { ...withoutTurn(record), step: stepKey(step) };
  const head = `${PREFIX}.${stepKey(step)}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${head}.${sign(recordKey(apiKey, step), head)}`;
}

/** Every token in `text` shaped like a record of this action, bounded in length, whoever wrote it. */
function anyClaims(text: string): string[] {
  return [...text.matchAll(/wait-for-agent-job\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g)]
    .map((match) => match[0])
    .filter((token) => token.length <= MAX_RECORD_CHARS);
}

/** Every token in `text` that claims to be this step's record, whoever wrote it. */
function claims(text: string, step: StepName): string[] {
  const starts = stepKeys(step).map((key) => `${PREFIX}.${key}.`);
  return anyClaims(text).filter((token) => starts.some((start) => token.startsWith(start)));
}

/** The token's four parts: `<prefix>.<step>.<payload>.<signature>` (none holds a dot). */
function partsOf(token: string): { head: string; payload: string; signature: string } {
  const [prefix = '', step = '', payload = '', signature = ''] = token.split('.');
  return { head: `${prefix}.${step}.${payload}`, payload, signature };
}

function signedWith(token: string, key: Buffer | string): boolean {
  const { head, signature } = partsOf(token);
  const expected = Buffer.from(sign(key, head));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The keys a record is verified with: the api-key, then during a rotation `previous-api-key`.
 * A record is always signed with the first.
 */
export type RecordKeys = string | readonly [string, ...string[]];

/** The keys of a step's inputs: the api-key, and `previous-api-key` when set. */
export function recordKeysOf(config: { apiKey: string; previousApiKey?: string }): RecordKeys {
  return config.previousApiKey ? [config.apiKey, config.previousApiKey] : config.apiKey;
}

/** What the step says of a record no key verifies, and what to do. */
export const UNVERIFIED_RECORD = {
  why: "a record of this action is there that this api-key cannot verify: it was signed with another key (one rotated out?), or is not the action's",
  next: "During a key rotation, set 'previous-api-key' to the old key, so records it signed still read.",
} as const;

/**
 * Which key signed it, if any: signed with this place's key; a record of this very step (its key
 * in the token, so bound to the place too) may also be signed as releases before v2 signed, with
 * the api-key itself, so a re-run after an upgrade still resumes its job.
 */
function signer(
  token: string,
  keys: RecordKeys,
  step: StepName,
  sameStep: boolean,
): 'api-key' | 'previous' | undefined {
  const [current, ...previous] = typeof keys === 'string' ? [keys] : keys;
  const signs = (apiKey: string): boolean =>
    signedWith(token, recordKey(apiKey, step)) ||
    signedWith(token, spelledRecordKey(apiKey, step)) ||
    (sameStep && signedWith(token, apiKey));
  if (signs(current)) return 'api-key';
  return previous.some(signs) ? 'previous' : undefined;
}

const verified = (token: string, keys: RecordKeys, step: StepName, sameStep: boolean): boolean =>
  signer(token, keys, step, sameStep) !== undefined;

/** The token's payload as JSON, or undefined. */
function payloadOf(token: string): unknown {
  try {
    return JSON.parse(Buffer.from(partsOf(token).payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** A checked record, or undefined for anything that is not one. */
function asRecord(value: unknown): StepRecord | undefined {
  const record = (value ?? {}) as Partial<StepRecord>;
  const jobs = Array.isArray(record.jobs) ? record.jobs : undefined;
  if (
    typeof record.run !== 'string' ||
    !/^\d{1,20}$/.test(record.run) ||
    typeof record.attempt !== 'number' ||
    !Number.isSafeInteger(record.attempt) ||
    !['prompt', 'message', 'wait'].includes(record.kind ?? '') ||
    (record.sent !== undefined && typeof record.sent !== 'string') ||
    (record.failed !== undefined && record.failed !== true) ||
    (record.unanswered !== undefined && record.unanswered !== true) ||
    (record.head !== undefined && !(typeof record.head === 'string' && COMMIT_SHA.test(record.head))) ||
    !optional(record.check, (check) => typeof check === 'string' && /^[^\x00-\x1f\x7f]{1,200}$/.test(check)) ||
    !jobs ||
    jobs.length > 50 ||
    !jobs.every((id) => typeof id === 'string' && idProblem(id) === undefined) ||
    !optional(record.pending, isPending) ||
    !isTurn(record)
  )
    return undefined;
  return record as StepRecord;
}

const optional = (value: unknown, check: (present: unknown) => boolean): boolean => value === undefined || check(value);

const isId = (id: unknown): boolean => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;

/** A turn's fields, when present, are what the action writes: nothing else is shown. */
function isTurn(record: Partial<StepRecord>): boolean {
  return (
    optional(record.step, (step) => typeof step === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(step)) &&
    optional(record.who, (who) => typeof who === 'string' && GITHUB_LOGIN.test(who)) &&
    optional(record.answers, isId) &&
    optional(record.answersReview, isId) &&
    optional(record.at, (at) => typeof at === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{3})?Z$/.test(at)) &&
    optional(record.said, (said) => typeof said === 'string' && said.length <= MAX_SAID_CHARS) &&
    optional(record.ended, (ended) => (RECORDED_CONCLUSIONS as readonly unknown[]).includes(ended))
  );
}

/**
 * Any step's record on this pull request, when `text` (a check run's external_id) is one token the
 * key signed for the place, and nothing else: `step` is the key of the step that wrote it.
 */
export function readPlaceRecord(
  text: string | null | undefined,
  place: StepName,
  keys: RecordKeys,
): StepRecord | undefined {
  const [token] = anyClaims(text ?? '');
  if (token === undefined || token !== text || !verified(token, keys, place, false)) return undefined;
  const record = asRecord(payloadOf(token));
  return record && { ...record, step: token.split('.')[1] ?? '' };
}

/** This step's record, when `text` (a check run's external_id) is one token the key signed, and nothing else. */
export function readRecord(text: string | null | undefined, step: StepName, keys: RecordKeys): StepRecord | undefined {
  const [token] = claims(text ?? '', step);
  if (token === undefined || token !== text || !verified(token, keys, step, true)) return undefined;
  const record = asRecord(payloadOf(token));
  return record && { ...record, step: stepKey(step) };
}

/**
 * What the comment keeps: the newest record of each of the step's last MAX_RUNS_KEPT runs on this
 * pull request, newest first, so a re-run of an older run still finds its own after a newer run
 * updated the comment; and the account the comment is written by, once known, so a copy of the
 * marker in anyone else's comment is never taken for this action's.
 */
export interface CommentRecords {
  /** The GitHub user id of the comment's author, bound into the signature. */
  by?: number;
  /**
   * Signed with `previous-api-key` only: a key rotated out may be in anyone's hands, so the author
   * it names is not taken; only the token's own account's comment is read (see `writtenByAction`).
   */
  oldKey?: true;
  records: StepRecord[];
}

export const MAX_RUNS_KEPT = 20;
/** The other runs' records are dropped, oldest first, past this size, so the comment keeps room for what it shows. */
export const MAX_MARKER_CHARS = 24_000;

/** Whether two records are of the same run of the same step (a later attempt replaces the earlier). */
const sameRunAndStep = (a: StepRecord, b: StepRecord): boolean => a.run === b.run && a.step === b.step;

/** The record names a job it started or sent to: what a re-run resumes and the next push reads its head from. */
const sends = (record: StepRecord): boolean => record.kind !== 'wait' && record.jobs.length > 0;

/** The same text, of the same kind, to the same jobs: a re-run that resumed it, or sent it again. */
const sameSend = (a: StepRecord, b: StepRecord): boolean =>
  a.kind === b.kind && a.sent === b.sent && a.jobs.join('\n') === b.jobs.join('\n');

/** What a record says was told: the kind, the text's digest, the jobs, the head, a failed job, a start's lost answer. */
type Told = Pick<StepRecord, 'kind' | 'sent' | 'jobs' | 'head' | 'failed' | 'unanswered'>;

const toldOf = ({
  kind,
  sent,
  jobs,
  head,
  failed,
  unanswered,
}: Partial<StepRecord> & Pick<StepRecord, 'kind' | 'jobs'>): Told => ({
  kind,
  ...(sent === undefined ? {} : { sent }),
  jobs,
  ...(head === undefined ? {} : { head }),
  ...(failed === undefined ? {} : { failed }),
  ...(unanswered === undefined ? {} : { unanswered }),
});

/**
 * One earlier record of the run and step, and this write's: what was told is the earlier's unless
 * this write knows better (it sent other text and got its job, or waits for other jobs); the turn
 * is this write's when it has one, else the told one's, ended as this write says.
 */
function carryOne(earlier: StepRecord, current: StepRecord): StepRecord {
  const [job] = earlier.jobs;
  let told: Told;
  let fromEarlier = false;
  // A start whose answer was lost is this write's news: the next run must know a job may exist.
  if (!sends(earlier) || current.unanswered) told = toldOf(current);
  else if (sends(current) && !sameSend(current, earlier)) {
    // A newer send; a head it did not tell (a command sent alone) leaves the one its job was told.
    const head = current.head ?? (job !== undefined && current.jobs.includes(job) ? earlier.head : undefined);
    told = toldOf({ ...current, head });
  } else if (sends(current)) {
    // The same send, resumed (or sent again): its head is the one it told then, not one looked up since.
    told = toldOf({ ...current, head: earlier.head });
  } else if (current.jobs.length > 0 && (job === undefined || !current.jobs.includes(job))) told = toldOf(current);
  else {
    // Waits for what the earlier attempt sent, or has sent nothing yet (or nothing at all).
    const jobs = current.jobs.length > 0 ? current.jobs : earlier.jobs;
    told = toldOf({ ...earlier, jobs, failed: current.failed ?? earlier.failed });
    fromEarlier = true;
  }
  const turnOf = (record: StepRecord, ended: RecordedConclusion | undefined, at: string | undefined) => ({
    ...(record.who === undefined ? {} : { who: record.who }),
    ...(record.answers === undefined ? {} : { answers: record.answers }),
    ...(record.answersReview === undefined ? {} : { answersReview: record.answersReview }),
    ...(at === undefined ? {} : { at }),
    ...(record.said === undefined ? {} : { said: record.said }),
    ...(ended === undefined ? {} : { ended }),
  });
  const turn =
    current.said !== undefined
      ? turnOf(current, current.ended, earlier.at ?? current.at)
      : fromEarlier && earlier.said !== undefined
        ? turnOf(earlier, current.ended, earlier.at)
        : {};
  const { run, attempt, step, pending } = current;
  return {
    run,
    attempt,
    ...told,
    ...(step === undefined ? {} : { step }),
    ...turn,
    ...(pending === undefined ? {} : { pending }),
  };
}

/**
 * The record a write carries: never thinner than what the run's earlier attempts (and this
 * attempt's earlier writes) recorded of the same step. The job, the text's digest and the head the
 * job was told stay unless this write knows better: it sent other text and got its job, told a
 * head, or waits for other jobs. How the turn ended and what a sweep has left are this write's
 * alone: a settled record never takes back a pending one. `current` names its step (stepKey).
 */
export function carryForward(earlier: readonly StepRecord[], current: StepRecord): StepRecord {
  const same = earlier.filter((record) => sameRunAndStep(record, current)).sort((a, b) => a.attempt - b.attempt);
  const [oldest, ...newer] = same;
  const before = oldest && newer.reduce(carryOne, oldest);
  const merged = before ? carryOne(before, current) : current;
  // A record without a turn has no ending to show (the ending marks every record it writes).
  return merged.said === undefined ? withoutEnding(merged) : merged;
}

const withoutEnding = ({ ended: _ended, ...record }: StepRecord): StepRecord => record;

/**
 * The comment's records: this attempt's first (stamped with its step, and carrying forward what
 * the run's earlier attempts recorded), then the other runs' and other steps' the comment kept,
 * bounded; a turn keeps the time its run first began.
 */
export function keepRecords(
  current: StepRecord,
  earlier: StepRecord[],
  by: number | undefined,
  step: StepName,
): CommentRecords {
  const own = { ...current, step: stepKey(step) };
  const mine = carryForward(earlier, own);
  const rest = earlier.filter((record) => !sameRunAndStep(record, own));
  const needed = lifeRecords(mine, rest);
  const chosen = new Set(needed);
  for (const record of rest) if (chosen.size < MAX_RUNS_KEPT - 1) chosen.add(record);
  const others = rest.filter((record) => chosen.has(record));
  const kept = (records: StepRecord[]): CommentRecords => ({ ...(by === undefined ? {} : { by }), records });
  // Base64 makes four characters of three bytes of UTF-8 (a character may take up to four); the
  // current record is kept whatever its size.
  while ((Buffer.byteLength(JSON.stringify(kept([mine, ...others]))) * 4) / 3 > MAX_MARKER_CHARS) {
    const oldest = others.findLastIndex((record) => !needed.has(record));
    if (oldest < 0) break;
    others.splice(oldest, 1);
  }
  return kept([mine, ...others]);
}

const newerFirst = (a: StepRecord, b: StepRecord): number => Number(b.run) - Number(a.run) || b.attempt - a.attempt;

/**
 * What the pull request's life needs, whatever the number of turns since: the newest start of a
 * job (where every later run finds the job) and the newest record that told that job a head
 * (where a push's news begins). Kept unless they are the current record.
 */
function lifeRecords(mine: StepRecord, rest: StepRecord[]): Set<StepRecord> {
  const all = [mine, ...rest];
  const start = all.filter((record) => record.kind === 'prompt' && record.jobs.length > 0).sort(newerFirst)[0];
  const job = start?.jobs[0];
  const told =
    job === undefined
      ? undefined
      : all
          .filter((record) => record.head !== undefined && record.kind !== 'wait' && record.jobs.includes(job))
          .sort(newerFirst)[0];
  return new Set([start, told].filter((record): record is StepRecord => record !== undefined && record !== mine));
}

/** The hidden marker a comment carries: the records, each naming its step, signed as one token for this place. */
export function commentMarker(step: StepName, kept: CommentRecords | StepRecord, apiKey: string): string {
  const key = stepKey(step);
  const { by, records } = 'records' in kept ? kept : { by: undefined, records: [kept] };
  const payload = { ...(by === undefined ? {} : { by }), records: records.map((record) => ({ step: key, ...record })) };
  const head = `${PREFIX}.${key}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `<!-- ${head}.${sign(recordKey(apiKey, step), head)} -->`;
}

/** The records, each naming the step that wrote it (a record written before they did names the token's). */
function asCommentRecords(value: unknown, headKey: string): CommentRecords | undefined {
  const { by, records } = (value ?? {}) as { by?: unknown; records?: unknown };
  // A comment written before records were kept per run holds one record.
  const list = records === undefined ? [value] : records;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_RUNS_KEPT) return undefined;
  if (by !== undefined && !(typeof by === 'number' && Number.isSafeInteger(by))) return undefined;
  const checked = list.map(asRecord);
  if (!checked.every((record): record is StepRecord => record !== undefined)) return undefined;
  const named = checked.map((record) => ({ ...record, step: record.step ?? headKey }));
  return { ...(by === undefined ? {} : { by }), records: named };
}

/**
 * The token of the hidden marker: the body's last line, the one place the action writes it; or,
 * when a person added lines after it (GitHub lets anyone with write access edit the comment), the
 * last line that is a marker. Every value the action shows is escaped (`<` is `&lt;`), so no text it
 * quotes is ever a line of its own that reads as one.
 */
function markerOf(body: string | null | undefined): string | undefined {
  return markerLine(body)?.token;
}

/** The last line that is a marker: its index among the body's lines, and its token. */
function markerLine(body: string | null | undefined): { lines: string[]; at: number; token: string } | undefined {
  const lines = (body ?? '').trimEnd().split('\n');
  for (let at = lines.length - 1; at >= 0; at--) {
    const token = /^<!-- (\S+) -->/.exec(lines[at] ?? '')?.[1];
    if (token !== undefined) return { lines, at, token };
  }
  return undefined;
}

/** The body without its marker line (markerOf's), the lines a person added after it kept. */
export function withoutMarker(body: string): string {
  const found = markerLine(body);
  if (!found) return body.trimEnd();
  return found.lines
    .filter((_, at) => at !== found.at)
    .join('\n')
    .trimEnd();
}

/**
 * Whether the text (a comment body's marker, or a check run's external_id) holds a record of this
 * step (of any step with `anyStep`) that no key verifies: signed with another api-key (a rotated
 * one), or forged, or copied from another pull request. It is never trusted; the step says it is
 * there rather than that there is none.
 */
export function unverifiedRecord(
  text: string | null | undefined,
  step: StepName,
  keys: RecordKeys,
  where: 'comment' | 'check-run',
  anyStep = false,
): boolean {
  const token = where === 'comment' ? markerOf(text) : (text ?? undefined);
  if (token === undefined || anyClaims(token)[0] !== token) return false;
  const headKey = token.split('.')[1] ?? '';
  const ofThisStep = stepKeys(step).includes(headKey);
  if (!(anyStep || ofThisStep) || verified(token, keys, step, ofThisStep)) return false;
  // A comment's block that names no record (a start the service refused the key for keeps none)
  // says no more than no block would, forged or not: nothing to doubt.
  return where !== 'comment' || !namesNoRecord(payloadOf(token));
}

/** Whether a comment's marker is a block that names no record, verified or not: the comment of a start refused before it had one. */
export function holdsEmptyBlock(body: string | null | undefined): boolean {
  const token = markerOf(body);
  return token !== undefined && anyClaims(token)[0] === token && namesNoRecord(payloadOf(token));
}

/** A comment's block whose record list is empty (`{"by":7,"records":[]}`). */
function namesNoRecord(value: unknown): boolean {
  const { records } = (value ?? {}) as { records?: unknown };
  return Array.isArray(records) && records.length === 0;
}

/**
 * The records in a comment: only from the one place the action writes them, the hidden marker on
 * the body's last marker line (markerOf), signed for this pull request. A marker quoted by someone
 * (`> <!-- ... -->`), or in another's comment, is text, never a record. For a step, the comment
 * is its when a record names the step; with `anyStep`, every record (a follow-up finds the job
 * another workflow's step started on the pull request, and keeps the conversation in its comment).
 */
export function readCommentRecords(
  body: string | null | undefined,
  step: StepName,
  recordKeys: RecordKeys,
  anyStep = false,
): CommentRecords | undefined {
  const token = markerOf(body);
  if (token === undefined) return undefined;
  const [claim] = anyClaims(token);
  const headKey = token.split('.')[1] ?? '';
  const keys = stepKeys(step);
  const signedBy = claim === token ? signer(token, recordKeys, step, keys.includes(headKey)) : undefined;
  if (signedBy === undefined) return undefined;
  const parsed = asCommentRecords(payloadOf(token), headKey);
  if (!parsed) return undefined;
  const read: CommentRecords = signedBy === 'api-key' ? parsed : { records: parsed.records, oldKey: true };
  // A record of this step under the key as the name was spelled is this step's, under today's key.
  const key = stepKey(step);
  const records = read.records.map((record) => (keys.includes(record.step ?? '') ? { ...record, step: key } : record));
  const kept = { ...read, records };
  return anyStep || records.some((record) => record.step === key) ? kept : undefined;
}

/**
 * What this step records for a re-run: the run, the attempt, a digest of what it sends, the jobs;
 * for a start or a follow-up, its turn of the conversation: who asked, when, and what, redacted
 * and at most MAX_SAID_CHARS.
 */
export function stepRecord(
  work: Pick<Work, 'plan' | 'jobIds'>,
  trigger: Trigger | undefined,
  turn: {
    who?: string | undefined;
    /** When it was asked: the command's time, else the step's clock's date. */
    at: string;
    head?: string | undefined;
    /** The text tells the job nothing of the pull request's head (an owed command sent alone). */
    headUntold?: boolean | undefined;
    /** The command's comment this step sends. */
    answers?: number | undefined;
    /** The review this step sends. */
    answersReview?: number | undefined;
    /** The check run a start writes ('check-name'), for a sweep to finish should the start's answer be lost. */
    check?: string | undefined;
    excerpt(text: string, limit: number): string;
  },
): StepRecord {
  const { plan } = work;
  const text = plan.kind === 'start' ? plan.prompt : plan.kind === 'message' ? plan.message : undefined;
  const said = text === undefined ? undefined : turn.excerpt(text, MAX_SAID_CHARS - CUT_MARKER_CHARS);
  // What the job is told of a pull request: its head when this step sends to it (a command's run looked it up).
  const told = turn.head ?? (trigger?.pullRequest && !turn.headUntold ? trigger.headSha : undefined);
  const head = text !== undefined && told !== undefined ? { head: told } : {};
  return {
    run: trigger?.runId ?? '',
    attempt: trigger?.attempt ?? 1,
    kind: plan.kind === 'start' ? 'prompt' : plan.kind,
    ...(text === undefined ? {} : { sent: digest(text) }),
    ...head,
    ...(plan.kind === 'start' && head.head !== undefined && turn.check ? { check: turn.check } : {}),
    jobs: plan.kind === 'wait' ? work.jobIds : [],
    ...(said === undefined
      ? {}
      : {
          ...(turn.who !== undefined && GITHUB_LOGIN.test(turn.who) ? { who: turn.who } : {}),
          ...(turn.answers === undefined ? {} : { answers: turn.answers }),
          ...(turn.answersReview === undefined ? {} : { answersReview: turn.answersReview }),
          at: turn.at,
          said,
        }),
  };
}
