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
const MAX_RECORD_CHARS = 16_000;

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

/** The record as one token of URL-safe characters: `<prefix>.<step>.<payload>.<signature>`. */
export function encodeRecord(step: StepName, record: StepRecord, apiKey: string): string {
  const head = `${PREFIX}.${stepKey(step)}.${Buffer.from(JSON.stringify(record)).toString('base64url')}`;
  return `${head}.${sign(apiKey, head)}`;
}

/** The hidden marker a comment carries. */
export function commentMarker(step: StepName, record: StepRecord, apiKey: string): string {
  return `<!-- ${encodeRecord(step, record, apiKey)} -->`;
}

/** Every token in `text` that claims to be this step's record, whoever wrote it. */
function claims(text: string, step: StepName): string[] {
  const start = `${PREFIX}.${stepKey(step)}.`;
  return [...text.matchAll(/wait-for-agent-job\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g)]
    .map((match) => match[0])
    .filter((token) => token.startsWith(start) && token.length <= MAX_RECORD_CHARS);
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

/** A checked record, or undefined for anything that is not one this step signed. */
function parse(token: string): StepRecord | undefined {
  const { payload } = partsOf(token);
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const record = value as Partial<StepRecord>;
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
  return parse(token);
}

/**
 * This step's record in a comment: only from the one place the action writes it, the hidden
 * marker on the body's last line. A marker anywhere else (inside a prompt or message the comment
 * shows, quoted by someone) is text, never a record.
 */
export function readCommentRecord(
  body: string | null | undefined,
  step: StepName,
  apiKey: string,
): StepRecord | undefined {
  const last = (body ?? '').trimEnd().split('\n').at(-1) ?? '';
  const marker = /^<!-- (\S+) -->$/.exec(last);
  return marker ? readRecord(marker[1], step, apiKey) : undefined;
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
