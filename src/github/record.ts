/**
 * What a step sent, recorded where a re-run can read it again: in the comment's hidden marker and
 * in the check run's `external_id`. The record names the step (workflow, job, step) and is signed
 * with the api-key, so a marker someone else wrote, or edited, or made up, is never taken for
 * ours: only a holder of the key can write one. The comment is found by the step, never by the
 * bot's identity, so a change of token keeps finding it.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { idProblem } from '../common/ids.ts';
import type { Config } from '../inputs/inputs.ts';
import type { Trigger } from './trigger.ts';

/**
 * The step a record belongs to: the workflow file (GITHUB_WORKFLOW_REF's path, not the display
 * name two files can share), the job and the step, in this repository, on this pull request.
 */
export interface StepName {
  workflow: string;
  job: string;
  step: string;
  /** `owner/repo`: a record copied to another repository is not this step's. */
  repository?: string;
  /** A record copied to another pull request is not this step's. */
  pull?: number;
}

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
}

const PREFIX = 'wait-for-agent-job';
/** A claim longer than this is not read: a marker the action writes is bounded well below it. */
const MAX_RECORD_CHARS = 24_000;

/**
 * The first bytes of a hash, URL-safe. Only bytes of a hash are dropped here, never text: no
 * value from a user or the service is shortened, and nothing of a secret can be in a hash.
 */
const leading = (hash: Buffer, bytes: number): string => hash.subarray(0, bytes).toString('base64url');

/** A short digest of the step's name: the same step in every run finds the same comment. */
export function stepKey(step: StepName): string {
  const where = `${step.repository === undefined ? '' : `\n${step.repository}`}${step.pull === undefined ? '' : `\n#${step.pull}`}`;
  return leading(createHash('sha256').update(`${step.workflow}\n${step.job}\n${step.step}${where}`).digest(), 16);
}

/** A digest of the prompt or message, so the record never holds the text itself. */
export function digest(text: string): string {
  return leading(createHash('sha256').update(text).digest(), 16);
}

/** An HMAC-SHA256 of 192 bits with the api-key: only a holder of the key can sign a record. */
const sign = (key: string, text: string): string => leading(createHmac('sha256', key).update(text).digest(), 24);

/** The record as one token of URL-safe characters: `<prefix>.<step>.<payload>.<signature>` (a check run's external_id). */
export function encodeRecord(step: StepName, record: StepRecord, apiKey: string): string {
  const head = `${PREFIX}.${stepKey(step)}.${Buffer.from(JSON.stringify(record)).toString('base64url')}`;
  return `${head}.${sign(apiKey, head)}`;
}

/** Every token in `text` shaped like a record of this action, bounded in length, whoever wrote it. */
function anyClaims(text: string): string[] {
  return [...text.matchAll(/wait-for-agent-job\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g)]
    .map((match) => match[0])
    .filter((token) => token.length <= MAX_RECORD_CHARS);
}

/** Every token in `text` that claims to be this step's record, whoever wrote it. */
function claims(text: string, step: StepName): string[] {
  const start = `${PREFIX}.${stepKey(step)}.`;
  return anyClaims(text).filter((token) => token.startsWith(start));
}

/** The token's four parts: `<prefix>.<step>.<payload>.<signature>` (none holds a dot). */
function partsOf(token: string): { head: string; payload: string; signature: string } {
  const [prefix = '', step = '', payload = '', signature = ''] = token.split('.');
  return { head: `${prefix}.${step}.${payload}`, payload, signature };
}

function verified(token: string, apiKey: string): boolean {
  const { head, signature } = partsOf(token);
  const expected = Buffer.from(sign(apiKey, head));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

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
    !jobs ||
    jobs.length > 50 ||
    !jobs.every((id) => typeof id === 'string' && idProblem(id) === undefined)
  )
    return undefined;
  return record as StepRecord;
}

/** This step's record, when `text` (a check run's external_id) is one token the key signed, and nothing else. */
export function readRecord(text: string | null | undefined, step: StepName, apiKey: string): StepRecord | undefined {
  const [token] = claims(text ?? '', step);
  if (token === undefined || token !== text || !verified(token, apiKey)) return undefined;
  return asRecord(payloadOf(token));
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
  records: StepRecord[];
}

export const MAX_RUNS_KEPT = 20;
/** The other runs' records are dropped, oldest first, past this size, so the comment keeps room for what it shows. */
export const MAX_MARKER_CHARS = 16_000;

/** The comment's records: this attempt's first, then the other runs' the comment kept, bounded. */
export function keepRecords(current: StepRecord, earlier: StepRecord[], by: number | undefined): CommentRecords {
  const others = earlier.filter((record) => record.run !== current.run).slice(0, MAX_RUNS_KEPT - 1);
  const kept = (records: StepRecord[]): CommentRecords => ({ ...(by === undefined ? {} : { by }), records });
  // Base64 makes four characters of three; the current record is kept whatever its size.
  while (others.length > 0 && (JSON.stringify(kept([current, ...others])).length * 4) / 3 > MAX_MARKER_CHARS)
    others.pop();
  return kept([current, ...others]);
}

/** The hidden marker a comment carries: the records, signed as one token. */
export function commentMarker(step: StepName, kept: CommentRecords | StepRecord, apiKey: string): string {
  const payload = 'records' in kept ? kept : { records: [kept] };
  const head = `${PREFIX}.${stepKey(step)}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `<!-- ${head}.${sign(apiKey, head)} -->`;
}

function asCommentRecords(value: unknown): CommentRecords | undefined {
  const { by, records } = (value ?? {}) as { by?: unknown; records?: unknown };
  // A comment written before records were kept per run holds one record.
  if (records === undefined) {
    const single = asRecord(value);
    return single && { records: [single] };
  }
  if (!Array.isArray(records) || records.length === 0 || records.length > MAX_RUNS_KEPT) return undefined;
  if (by !== undefined && !(typeof by === 'number' && Number.isSafeInteger(by))) return undefined;
  const checked = records.map(asRecord);
  if (!checked.every((record): record is StepRecord => record !== undefined)) return undefined;
  return { ...(by === undefined ? {} : { by }), records: checked };
}

/**
 * This step's records in a comment: only from the one place the action writes them, the hidden
 * marker on the body's last line. A marker anywhere else (inside a prompt or message the comment
 * shows, quoted by someone) is text, never a record.
 */
export function readCommentRecords(
  body: string | null | undefined,
  step: StepName | 'any step',
  apiKey: string,
): CommentRecords | undefined {
  const last = (body ?? '').trimEnd().split('\n').at(-1) ?? '';
  const token = /^<!-- (\S+) -->$/.exec(last)?.[1];
  if (token === undefined) return undefined;
  // Any step of this action: a follow-up finds the job another workflow's step started on the pull request.
  const [claim] = step === 'any step' ? anyClaims(token) : claims(token, step);
  if (claim !== token || !verified(token, apiKey)) return undefined;
  return asCommentRecords(payloadOf(token));
}

/** What this step records for a re-run: the run, the attempt, a digest of what it sends, the jobs. */
export function stepRecord(config: Config, trigger: Trigger | undefined): StepRecord {
  const { plan } = config;
  const text = plan.kind === 'start' ? plan.prompt : plan.kind === 'message' ? plan.message : undefined;
  return {
    run: trigger?.runId ?? '',
    attempt: trigger?.attempt ?? 1,
    kind: plan.kind === 'start' ? 'prompt' : plan.kind,
    ...(text === undefined ? {} : { sent: digest(text) }),
    jobs: plan.kind === 'wait' ? config.jobIds : [],
  };
}
