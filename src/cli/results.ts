/**
 * What the command line hands on: the action's outputs as one JSON object (numbers and booleans
 * typed), a dotenv file of the few a next CI job needs (GitLab's dotenv report, Jenkins'
 * properties), and the exit code the README documents.
 */
import type { Outcome } from '../common/outcome.ts';
import { REDACTED, type Redact } from '../output/redaction.ts';
import { redactedValue } from '../output/redacted-json.ts';
import { oneLineJson, withoutRunnerCommands } from '../output/text.ts';

export const EXIT = {
  ok: 0,
  /** The job ended and failed the policy: `failed`, `archived`, no pull request with --require-pr. */
  failed: 1,
  timedOut: 2,
  usage: 3,
  /** The service refused the key, the project or the request (a 4xx), or has no such job. */
  refused: 4,
  /** The service could not be reached, or kept failing after retries. */
  unreachable: 5,
  interrupted: 130,
  terminated: 143,
  /** The terminal went away (SIGHUP): an ssh session closed, a terminal window shut. */
  hungUp: 129,
} as const;

/** The signals that stop the command, as a shell reports them: 128 + the signal's number. */
export type StopSignal = 'SIGINT' | 'SIGTERM' | 'SIGHUP';

/**
 * The exit code of a run that ended with `outcome`, failed or not. A time-out in which no status
 * was ever read is the service's fault, not the job's: 5.
 */
export function exitCodeOf(
  outcome: Outcome,
  failed: boolean,
  signal: StopSignal | undefined,
  statusRead = true,
): number {
  if (signal) return { SIGINT: EXIT.interrupted, SIGTERM: EXIT.terminated, SIGHUP: EXIT.hungUp }[signal];
  if (!failed) return EXIT.ok;
  switch (outcome) {
    case 'timed-out':
      return statusRead ? EXIT.timedOut : EXIT.unreachable;
    case 'unauthorized':
    case 'not-found':
      return EXIT.refused;
    case 'error':
      return EXIT.unreachable;
    case 'cancelled':
      return EXIT.interrupted;
    default:
      return EXIT.failed;
  }
}

/**
 * The exit code of the step's run: with several jobs the highest of theirs wins, each job judged
 * by its own outcome in `results` (a time-out with no status ever read is the service's: 5).
 */
export function exitCodeOfRun(
  outcome: Outcome,
  failed: boolean,
  signal: StopSignal | undefined,
  outputs: Record<string, string>,
  answeredJobs: readonly string[] = [],
  /** The run's own code when it is known apart from its outcome (a request the service refused as sent: 4). */
  ownCode?: number,
): number {
  let results: Array<{ id?: unknown; status?: unknown; outcome?: unknown }> = [];
  try {
    results = JSON.parse(outputs.results || '[]') as typeof results;
  } catch {
    results = [];
  }
  // A status read, or an answer whose status does not count yet (final from before a message).
  const read = (entry: { id?: unknown; status?: unknown }): boolean =>
    (typeof entry.status === 'string' && entry.status !== '') ||
    (typeof entry.id === 'string' && answeredJobs.includes(entry.id));
  // A job's answer read (`job`), even one whose status is not counted (still final from before a message), is the service answering.
  const answered = (outputs.status ?? '') !== '' || (outputs.job ?? '') !== '';
  const statusRead = results.length === 0 ? answered : results.some(read) || (results.length === 1 && answered);
  const own = ownCode ?? exitCodeOf(outcome, failed, signal, statusRead);
  if (signal || !failed || results.length < 2) return own;
  const each = results.map((entry) =>
    entry.outcome === 'timed-out'
      ? read(entry)
        ? EXIT.timedOut
        : EXIT.unreachable
      : entry.outcome === 'not-found'
        ? EXIT.refused
        : EXIT.ok,
  );
  return Math.max(own, ...each);
}

/**
 * The JSON the command prints, on one line: a CI's runner may read its output, and some read a
 * command anywhere in a line (GitHub's older `##[name]`, Azure's `##vso[`), so that `[` is written
 * escaped (`\\u005b`, the same value to any JSON reader).
 */
export function jsonLine(value: unknown): string {
  return `${withoutRunnerCommands(oneLineJson(value), '\\u005b')}\n`;
}

/**
 * The JSON line with every secret hidden (output/redacted-json.ts): each string, then any part
 * whose strings, read one after another, still spell one; our own field names and syntax are kept
 * (a key `null` or `x` never breaks the document). Then each string as the line prints it (a `[`
 * written `\u005b`), alone and one after another. Should that hide the whole, every string is
 * hidden: never a piece of a secret, and always a JSON object with its fields.
 */
export function redactedJsonLine(value: Record<string, unknown>, redact: Redact): string {
  const hidden = redactedValue(value, redact, 'ours');
  const whole = typeof hidden === 'object' && hidden !== null && !Array.isArray(hidden);
  const printed = whole ? hideWhatPrints(hidden, redact) : undefined;
  return jsonLine(printed ?? everyStringHidden(value));
}

/** A string as jsonLine prints it, without its quotes. */
const printedForm = (text: string): string => withoutRunnerCommands(oneLineJson(text), '\\u005b').slice(1, -1);

/** Each string whose printed form shows a secret hidden; undefined when the printed strings, one after another, still do. */
function hideWhatPrints(value: unknown, redact: Redact): unknown {
  const hide = (part: unknown): unknown => {
    if (typeof part === 'string') return redact(printedForm(part)) === printedForm(part) ? part : REDACTED;
    if (Array.isArray(part)) return part.map(hide);
    if (typeof part !== 'object' || part === null) return part;
    return Object.fromEntries(Object.entries(part).map(([key, inner]) => [key, hide(inner)]));
  };
  const hidden = hide(value);
  const joined = stringsOf(hidden).map(printedForm).join('');
  return redact(joined) === joined ? hidden : undefined;
}

/** Every string of a value, in the order its JSON shows them. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringsOf);
}

function everyStringHidden(value: unknown): unknown {
  if (typeof value === 'string') return REDACTED;
  if (Array.isArray(value)) return value.map(everyStringHidden);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, part]) => [key, everyStringHidden(part)]));
}

const NUMBERS = new Set([
  'pr-number',
  'waited-seconds',
  'polls',
  'completed-count',
  'failed-count',
  'archived-count',
  'pending-count',
]);
const BOOLEANS = new Set(['started', 'pr-draft', 'resumed']);

/** The outputs as JSON values: numbers and booleans as such, `results` parsed, empty ones null. */
/** JSON text as its value; text that is not JSON (a redaction cut it) as the text itself. */
function parsedOr(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The jobs' pull request links, one item a job in input order (null for one without), from
 * `results`; the output's own lines (jobs with a link only) when `results` is not there to read.
 */
function prLinksOf(outputs: Record<string, string>): unknown[] {
  const results = parsedOr(outputs.results ?? '');
  if (Array.isArray(results))
    return results.map((entry: unknown) => {
      const link = typeof entry === 'object' && entry !== null ? (entry as { prLink?: unknown }).prLink : undefined;
      return typeof link === 'string' ? link : null;
    });
  return (outputs['pr-links'] ?? '').split('\n').filter(Boolean);
}

export function typedOutputs(outputs: Record<string, string>): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(outputs)) {
    // Lists whatever they hold, so `."job-id"[0]` never reads null.
    if (name === 'job-id') typed[name] = value.split('\n').filter(Boolean);
    else if (name === 'pr-links') typed[name] = prLinksOf(outputs);
    else if (value === '') typed[name] = null;
    else if (NUMBERS.has(name) && /^\d+$/.test(value)) typed[name] = Number(value);
    else if (BOOLEANS.has(name) && (value === 'true' || value === 'false')) typed[name] = value === 'true';
    else if (name === 'results' || name === 'job') typed[name] = parsedOr(value);
    else typed[name] = value;
  }
  return typed;
}

/** The outputs a next job reads from the dotenv file, in upper case with underscores. */
export const DOTENV_OUTPUTS = [
  'status',
  'outcome',
  'job-id',
  'pr-link',
  'pr-number',
  'pr-repository',
  'pr-head-branch',
  'repository',
  'ref',
  'waited-seconds',
  'failed-count',
] as const;

/** GitLab takes a dotenv report of at most 5 KB. */
export const MAX_DOTENV_BYTES = 5_000;

/** Each value at most this many bytes, so every line (EXIT_CODE last) fits GitLab's 5 KB. */
const MAX_DOTENV_VALUE = 380;

/**
 * What a value may hold as it is: nothing a shell, GitLab's dotenv report or Jenkins' properties
 * read as more than text. A comma is the list's own (ids or links joined): one inside a value is encoded.
 */
const PLAIN = /^[A-Za-z0-9_./:@+=-]$/u;

/** A character as the file writes it: itself when plain, else its UTF-8 bytes percent-encoded. */
const encoded = (character: string): string =>
  PLAIN.test(character)
    ? character
    : [...Buffer.from(character)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/**
 * The items percent-encoded outside PLAIN and joined by commas, at most `bytes`: a list keeps its
 * first whole items, and a value longer than that alone is left out whole, so no value is a piece
 * of one (a branch cut short names another branch).
 */
function encodedValue(items: string[], bytes: number): string {
  let kept = '';
  for (const item of items) {
    const next = `${kept === '' ? '' : ','}${[...item].map(encoded).join('')}`;
    if (kept.length + next.length > bytes) return kept;
    kept += next;
  }
  return kept;
}

/**
 * `KEY=VALUE` lines: single-line values (several job ids or links joined by commas), every
 * character but letters, digits and `_ . / : @ + = -` percent-encoded (a comma within a value too) (`decodeURIComponent`
 * reads it back): a shell that sources the file (CircleCI's recipe) runs nothing a value holds,
 * GitLab expands no `$VAR`, Jenkins reads no escape. Each value is cut to MAX_DOTENV_VALUE, so
 * all of them, EXIT_CODE included, fit in 5 KB.
 */
/** `exitCode` '' while the command runs: the file written first, to prove it can be. */
export function dotenvOf(outputs: Record<string, string>, exitCode: number | ''): string {
  const lines = DOTENV_OUTPUTS.map((name) => `${dotenvName(name)}=${dotenvValue(outputs, name).kept}`);
  return `${[...lines, `EXIT_CODE=${exitCode}`].join('\n')}\n`;
}

const dotenvName = (name: string): string => name.toUpperCase().replace(/-/g, '_');

/** A value as the file holds it, and how many of its items (a list's) it keeps of how many. */
function dotenvValue(outputs: Record<string, string>, name: string) {
  const items = (outputs[name] ?? '').split('\n').filter(Boolean);
  const kept = encodedValue(items, MAX_DOTENV_VALUE);
  return { kept, items: items.length, keptItems: kept === '' ? 0 : kept.split(',').length };
}

/** What the dotenv file left out: a list that kept only its first items, or a value too long for it, said on standard error. */
export function dotenvCuts(outputs: Record<string, string>): string[] {
  const bound = `a dotenv value is at most ${MAX_DOTENV_VALUE} bytes, percent-encoded`;
  return DOTENV_OUTPUTS.flatMap((name) => {
    const { items, keptItems } = dotenvValue(outputs, name);
    if (keptItems === items) return [];
    return keptItems === 0
      ? [
          `${dotenvName(name)} in the --output-file is empty: its value is too long for it (${bound}); --json has it whole.`,
        ]
      : [
          `${dotenvName(name)} in the --output-file holds the first ${keptItems} of ${items} (${bound}): --json has them all.`,
        ];
  });
}
