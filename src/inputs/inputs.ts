import { parseDuration, formatDuration } from './duration.ts';
import { isUnevaluatedExpression } from './expression.ts';
import { commandProblem, type PermissionLevel } from './follow-up.ts';
import { isLoopbackHost, withoutCredentials } from './proxy.ts';
import { ASSIGNED_KEY, unexpandedReference } from './secrets.ts';
import { GITHUB_LOGIN, GITLAB_USERNAME, idProblem, MAX_ID_LENGTH } from '../common/ids.ts';
import { PENDING_LABEL } from '../common/pending-label.ts';
import { createRedact, onlySecrets } from '../output/redaction.ts';
import picomatch from 'picomatch';
import {
  errorMessage,
  fullText,
  joinMessages,
  msg,
  quoted,
  thousands,
  type Message,
  type Say,
} from '../output/text.ts';
import type { FinalStatus } from '../common/agent-job.ts';

/** The one place the defaults live; a test proves action.yml declares the same ones. */
export const INPUT_DEFAULTS = {
  'base-url': 'https://api.mintlify.com',
  'poll-interval': '10s',
  timeout: '30m',
  'fail-on': 'failed',
  'require-pr': 'false',
  'allow-insecure-http': 'false',
  wait: 'true',
  'fail-fast': 'false',
  comment: 'auto',
  'on-rerun': 'resume',
  'follow-up-permission': 'write',
  'docs-pr-comment': 'false',
  'on-push': 'follow-up',
  'on-close': 'comment',
  sweep: 'false',
  'agent-login': 'mintlify[bot]',
  'on-review': 'send',
  'review-bot-rounds': '3',
  'after-message': 'false',
} as const;

/** More jobs than this in one step is an input error. */
export const MAX_JOB_IDS = 50;

/**
 * Defaults that only the runner can apply (expressions); a local run has none. action.yml
 * declares them and a test checks it.
 */
export const RUNNER_DEFAULTS = {
  'github-token': '${{ github.token }}',
  'report-token': '${{ github.token }}',
} as const;

export const REQUIRED_INPUTS = ['project-id', 'api-key'] as const;

/** Inputs with neither a default nor `required`: empty means "not used". */
export const OPTIONAL_INPUTS = [
  'job-id',
  'prompt',
  'message',
  'check-name',
  'follow-up-command',
  'previous-api-key',
  'paths',
  'skip-label',
  'on-finish-dispatch',
  'review-bots',
] as const;

/** The service takes prompts of any length; this bound keeps a runaway expression from a huge body. */
export const MAX_PROMPT_CHARS = 100_000;

const MIN_POLL_INTERVAL_MS = 100;
const MAX_DURATION_MS = 24 * 3_600_000;
const FAIL_ON_WORDS = ['failed', 'archived', 'none'] as const;

/** What the step does before it waits: nothing, start a job, or send one a follow-up. */
export type Plan =
  /** `afterMessage`: a `wait: false` step just sent the job a message: its status from before is no ending. */
  { kind: 'wait'; afterMessage?: true } | { kind: 'start'; prompt: string } | { kind: 'message'; message: string };

export interface Config {
  projectId: string;
  /** What the inputs ask the run to do; the pull request's state may decide otherwise (a run's `Work`). */
  work: Work;
  /** With several jobs: the first that fails the step ends the wait. */
  failFast: boolean;
  /** false: start the job (or send the message) and end the step without waiting. */
  wait: boolean;
  /** `sweep: true`: finish every pending job of the repository's pull requests, then end. */
  sweep: boolean;
  /** A workflow file to dispatch when a job the step let go is finished; empty for none. */
  onFinishDispatch: string;
  apiKey: string;
  /** During a key rotation, the old key: it only verifies records an earlier run signed with it. */
  previousApiKey: string;
  /** Without a trailing slash, so paths can be appended. */
  baseUrl: string;
  pollIntervalMs: number;
  timeoutMs: number;
  failOn: ReadonlySet<FinalStatus>;
  requirePr: boolean;
  /** For the optional pull request look-up; empty for none. */
  githubToken: string;
  /** Where else the report goes: the pull request comment, the check run, and what a re-run does. */
  visibility: Visibility;
  /** `follow-up-command`: a comment on the pull request that begins with it is sent to the job. */
  followUp?: FollowUp;
  /** On a pull request: which changes need docs (`paths`) and the label that says none do (`skip-label`). */
  docsNeed: DocsNeed;
  /** With `follow-up-command` and `on-review: send`: a review of the pull request is one follow-up. */
  review?: ReviewFollowUp;
}

/**
 * What a run does with the service: start, send or wait, on which jobs, and whether it lets the
 * runner go. The inputs give the first (`config.work`); the pull request's state may decide
 * another (a start, a push's news, a command's job), which the step carries beside the config it
 * never rewrites.
 */
export interface Work {
  plan: Plan;
  /** The job to wait for; empty until a started job has its id. With several, the first. */
  jobId: string;
  /** Every job to wait for, in input order (one, unless several ids were given). */
  jobIds: string[];
  /** `wait: sweep`: start or queue, leave the check run in progress, and let a sweep finish it. */
  letGo: boolean;
  /**
   * `wait: sweep`: another run (a sweep) holds the finish of this pull request's job and sends
   * what was queued for it: this run sends the job nothing now and queues what it owes, as for a
   * busy job, so nothing the other run sends is sent twice.
   */
  finishingElsewhere?: true;
  /** A re-run of a start whose pull request a later run gave this job: it carries it should the earlier job have failed. */
  replacedBy?: string;
}

export const workOf = ({ plan, jobId, jobIds, letGo }: Work): Work => ({ plan, jobId, jobIds, letGo });

export interface DocsNeed {
  /** Globs in order, `!` for an exclusion; empty: every change may need docs. */
  paths: string[];
  /** Empty for none. */
  skipLabel: string;
  /** A push to a pull request whose job is under way: tell that job (`follow-up`), start another, or nothing. */
  onPush: 'follow-up' | 'new-job' | 'ignore';
  /** The pull request closed: a line on the docs pull request, and with `close-docs` an unmerged close closes it. */
  onClose: 'comment' | 'close-docs';
  /** The agent's account (lower case): a pull request it opened is a docs pull request, which never starts a job for itself. */
  agentLogin: string;
}

/** Talking to the agent from the pull request. */
export interface FollowUp {
  command: string;
  /** The least a commenter's permission on the repository must be. */
  permission: PermissionLevel;
}

/** `on-review: send`: who may send a review, besides a person with the permission. */
export interface ReviewFollowUp {
  /** `review-bots`: the bots' logins whose reviews are sent, in lower case. */
  bots: string[];
  /** `review-bot-rounds`: listed bots' reviews in a row (no person's between) after which the next is not sent. */
  botRounds: number;
}

/** The comment, the check run and re-runs: what the step writes in this workflow's repository. */
export interface Visibility {
  /** auto: on the pull request that triggered the run, if any; true: also warn when it cannot. */
  comment: 'auto' | 'true' | 'false';
  /** The check run's name; empty for none. */
  checkName: string;
  /** Writes the comment and the check run; empty when none was given (a local run). */
  reportToken: string;
  /** resume: a re-run waits for the job an earlier attempt sent instead of sending again. */
  onRerun: 'resume' | 'start';
  /** Also keep one comment on the docs pull request the job opened, written with github-token. */
  docsPrComment: boolean;
}

export interface ParsedInputs {
  config: Config;
  warnings: string[];
  /** Lines for the debug log. */
  notes: string[];
}

/** Every problem with the inputs at once, so a user fixes the workflow in one go. */
export class InputError extends Error {
  readonly problems: Say[];
  /** The warnings read beside the problems: said with them, so a user fixes everything in one go. */
  readonly warnings: string[];
  constructor(problems: Say[], warnings: string[] = []) {
    super(fullText(describeProblems(problems)));
    this.name = 'InputError';
    this.problems = problems;
    this.warnings = warnings;
  }
}

/** The problems as one message for the log: the log quotes, redacts and cuts the values. */
export function describeProblems(problems: Say[]): Message {
  if (problems.length === 1 && problems[0] !== undefined) return msg`Invalid input: ${problems[0]}`;
  return msg`Invalid inputs:\n${joinMessages(
    problems.map((p) => msg`  - ${p}`),
    '\n',
  )}`;
}

type InputReader = (name: string) => string;

/** A user's text in a message: the log shows it on one line, redacted, and only then cut. */
function quote(text: string): Message {
  return msg`"${quoted(text, 60)}"`;
}

/** `oneJob`: the id names the one job a follow-up goes to. */
function readId(name: string, value: string, problems: Say[], oneJob = false): string {
  const problem = idProblem(value);
  if (value === '' && name === 'project-id') {
    problems.push(
      "'project-id' is required but empty; pass the project's id (the dashboard's API keys page) as a variable: project-id: ${{ vars.MINTLIFY_PROJECT_ID }}. An empty value usually means the variable is not defined for this repository (Settings, Secrets and variables, Actions, Variables), or was made a secret instead.",
    );
  } else if (value === '') {
    problems.push(`'${name}' is required but empty; pass it in the step's 'with:' block.`);
  } else if (problem !== undefined) {
    const words = value.trim().split(/\s+/);
    const reference = unexpandedReference(value);
    const hint = reference
      ? msg` It is ${reference} as text, passed where nothing expands it: pass the id itself, or expand the variable where it is set.`
      : /^https?:/i.test(value)
        ? ' It looks like a URL: pass only the id.'
        : name === 'job-id' && words.length > 1 && words.every((word) => idProblem(word) === undefined)
          ? oneJob
            ? ' It looks like several ids on one line, and a follow-up goes to one job: give only its id.'
            : ' It looks like several ids on one line: separate them by commas or line breaks.'
          : '';
    // The rule is said once: a problem that is the rule needs no repeat of it.
    const rule = problem.startsWith('ids hold')
      ? `, up to ${MAX_ID_LENGTH}`
      : ` (ids hold only letters, digits, '-', '_', '.' and '~', up to ${MAX_ID_LENGTH})`;
    problems.push(
      msg`'${name}' is ${quote(value)}, which is not an id: ${problem}${rule}.${hint} Check the expression that sets it.`,
    );
  }
  return value;
}

function readDuration(name: 'poll-interval' | 'timeout', value: string, problems: Say[]): number {
  const ms = parseDuration(value);
  if (ms === undefined) {
    problems.push(
      msg`'${name}' is ${quote(value)}, which is not a duration. Use seconds ('10', '0.5'), a number with ms, s, m or h ('500ms', '45s', '30m', '1h'), or several of those, largest first ('1h30m').`,
    );
    return NaN;
  }
  if (ms <= 0) {
    problems.push(msg`'${name}' is ${quote(value)}; it must be longer than zero.`);
  } else if (ms > MAX_DURATION_MS) {
    problems.push(msg`'${name}' is ${quote(value)}; it can be at most 24h.`);
  }
  return ms;
}

/** `timeout`; a bare number under a minute is seconds, which a new user rarely means for a job. */
function readTimeout(value: string, problems: Say[], warnings: string[]): number {
  const ms = readDuration('timeout', value, problems);
  if (/^\d+(\.\d+)?$/.test(value) && ms > 0 && ms < 60_000)
    warnings.push(
      `'timeout' is ${JSON.stringify(value)}: a bare number is seconds, so the step waits at most ${formatDuration(ms)} for the job; write '${value}m' for minutes.`,
    );
  return ms;
}

const YES = /^(true|yes|on)$/i;
const NO = /^(false|no|off)$/i;

/** Whether a word is one a yes/no input takes (the command line's flags read it the same way). */
export const isYesNoWord = (word: string): boolean => YES.test(word) || NO.test(word);

function readBoolean(name: string, value: string, problems: Say[]): boolean {
  if (YES.test(value)) return true;
  if (NO.test(value)) return false;
  problems.push(msg`'${name}' is ${quote(value)}; use 'true' or 'false'.`);
  return false;
}

function readFailOn(value: string, problems: Say[]): Set<FinalStatus> {
  const words = value
    .split(/[,\n]/)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');
  const unknown = words.filter((word) => !(FAIL_ON_WORDS as readonly string[]).includes(word));
  if (unknown.length > 0) {
    problems.push(
      msg`'fail-on' has ${joinMessages(unknown.map(quote), ', ')}; use a comma-separated list of 'failed' and 'archived', or 'none'.`,
    );
  } else if (words.includes('none') && words.length > 1) {
    problems.push(`'fail-on' combines 'none' with statuses; use either 'none' alone or a list of statuses.`);
  } else if (words.length === 0 && value.trim() !== '') {
    // Only commas or line breaks: no status at all, which would fail on nothing without saying so.
    problems.push(
      msg`'fail-on' is ${quote(value)}, which names no status; use a comma-separated list of 'failed' and 'archived', or 'none' for a step no ending fails.`,
    );
  }
  return new Set(words.filter((word): word is FinalStatus => word === 'failed' || word === 'archived'));
}

function readBaseUrl(value: string, allowInsecureHttp: boolean, problems: Say[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(
      msg`'base-url' is ${quote(withoutCredentials(value))}, which is not a URL; use the service's address, such as '${INPUT_DEFAULTS['base-url']}'.`,
    );
    return value;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    problems.push(
      msg`'base-url' uses ${quote(url.protocol)}; only https:// (or http:// to a local address) is supported.`,
    );
  } else if (url.username !== '' || url.password !== '') {
    problems.push(`'base-url' carries credentials; remove them: the action sends the api-key as a bearer token.`);
  } else if (url.search !== '' || url.hash !== '') {
    problems.push(
      `'base-url' has a query or fragment; give only the address, such as '${INPUT_DEFAULTS['base-url']}'.`,
    );
  } else if (/(?:^|\/)v2(?:\/|$)/i.test(url.pathname)) {
    // The API's own /v2 (the endpoint pasted from the API reference, /v2/agent/<project>/job): the
    // action adds that itself. A gateway's own path (/api, a stage such as /v1) is the address.
    problems.push(
      msg`'base-url' has the path ${quote(url.pathname.replace(/\/+$/, ''))}, but the action adds /v2/agent/<project-id>/... itself, so every request would ask for a path the service does not have; give only the address, such as '${INPUT_DEFAULTS['base-url']}'.`,
    );
  } else if (url.protocol === 'http:' && !isLoopbackHost(url.hostname) && !allowInsecureHttp) {
    problems.push(
      `'base-url' is plain http:// to ${url.host}, which would send the api-key across the network in clear text; use https://, or set 'allow-insecure-http: true' if you accept that risk.`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * What a 404 asks to check when 'base-url' is not the service's own address: a gateway's path that
 * is not the API's answers 404 to every request, which reads as a project or job that does not exist.
 */
export function baseUrlDoubt(baseUrl: string): Message | undefined {
  return baseUrl.replace(/\/+$/, '') === INPUT_DEFAULTS['base-url']
    ? undefined
    : msg`that 'base-url' (${quoted(baseUrl, 200)}) is the service's address, with no path of the API's own`;
}

/** A 404's last advice: base-url, when it is not the service's own. */
export function baseUrlAdvice(baseUrl: string): Say {
  const doubt = baseUrlDoubt(baseUrl);
  return doubt === undefined ? '' : msg` Check also ${doubt}.`;
}

const SERVICE_KEY_KINDS: ReadonlyArray<[prefix: string, kind: string]> = [
  ['mint_dsc_', 'an assistant key (mint_dsc_...)'],
  ['mint_us_', 'an index key (mint_us_...)'],
];

function readApiKey(value: string, problems: Say[], warnings: string[]): string {
  if (value === '') {
    problems.push(
      `'api-key' is required but empty; pass the admin key as a secret: api-key: \${{ secrets.MINTLIFY_ADMIN_API_KEY }}. An empty value usually means the secret is not defined for this repository or environment.`,
    );
  } else if (ASSIGNED_KEY.test(value)) {
    // A whole .env line (`NAME=mint_...`) pasted as the secret: its name is no part of the key. Not
    // quoted: as the start of the secret, redaction would show it as ***.
    problems.push(
      "'api-key' holds a name and '=' (or ':') before the key (a whole .env or YAML line); re-save the secret with the key alone, without the name, '=' and quotes.",
    );
  } else if (/^(["'`]).*\1$/.test(value)) {
    // A key has no quotes: these came from a .env file or a YAML value, and would be sent with it.
    problems.push(
      `'api-key' is wrapped in quotes (as a .env file or YAML writes a value); re-save the secret with the key alone, without them.`,
    );
  } else if (/\s/.test(value)) {
    problems.push(
      `'api-key' contains a space or line break, so it cannot be a key; re-save the secret with the key alone.`,
    );
  } else if (unexpandedReference(value) !== undefined) {
    // The secret holds a reference as text (`${{secrets.NAME}}`, `$NAME`): never a key, and never sent as one.
    problems.push(
      `'api-key' holds an expression or a variable reference as text (such as \${{secrets.NAME}} or $NAME), not a key: the secret was saved with it, or it was passed where nothing expands it. Re-save the secret with the key alone, and pass it as api-key: \${{ secrets.MINTLIFY_ADMIN_API_KEY }}.`,
    );
  } else if (/[^\x21-\x7e]/.test(value)) {
    // It could not go in the Authorization header: refused here, not as a crash on the first request.
    problems.push(
      `'api-key' holds a character that is not plain ASCII (an invisible one, or a lookalike from a copy and paste), so it cannot be a key; re-save the secret with the key alone, typed or copied from the dashboard's API keys page.`,
    );
  } else {
    const kind = SERVICE_KEY_KINDS.find(([prefix]) => value.startsWith(prefix));
    if (kind) {
      warnings.push(
        `'api-key' looks like ${kind[1]}, which the Administration API does not accept; create an admin key (mint_...) on the dashboard's API keys page.`,
      );
    } else if (!value.startsWith('mint_')) {
      warnings.push(
        `'api-key' does not start with 'mint_', the prefix of the service's admin keys; check that the secret holds an admin API key.`,
      );
    }
  }
  return value;
}

/** `previous-api-key`: during a key rotation, the old key, which only verifies records it signed. */
function readPreviousApiKey(value: string, apiKey: string, problems: Say[]): string {
  if (/\s/.test(value))
    problems.push(
      `'previous-api-key' contains a space or line break, so it cannot be a key; re-save the secret with the old key alone.`,
    );
  if (value !== '' && value === apiKey)
    problems.push(
      `'previous-api-key' is the same as 'api-key'; pass the key that was rotated out, or leave 'previous-api-key' empty.`,
    );
  return value;
}

function readPrompt(name: 'prompt' | 'message', value: string, problems: Say[]): string {
  if (value.length > MAX_PROMPT_CHARS) {
    problems.push(
      `'${name}' has ${thousands(value.length)} characters, over the ${thousands(MAX_PROMPT_CHARS)} this action sends; shorten it, or check the expression that sets it.`,
    );
  }
  return value.replace(/\r\n/g, '\n').trim();
}

/** job-id alone waits; prompt alone starts a job; job-id with message sends a follow-up. */
function readPlan(jobId: string, promptText: string, messageText: string, problems: Say[], commanded: boolean): Plan {
  const prompt = readPrompt('prompt', promptText, problems);
  const message = readPrompt('message', messageText, problems);
  if (prompt !== '' && jobId !== '') {
    problems.push(
      commanded
        ? `'prompt' and 'job-id' are both set: with 'follow-up-command', 'prompt' starts the pull request's job and each command goes to it. Remove 'job-id'.`
        : `'prompt' and 'job-id' are both set: 'prompt' starts a new job, 'job-id' waits for an existing one. Remove 'job-id' to start a job, or use 'message' (with 'job-id') to send the job a follow-up.`,
    );
  } else if (prompt !== '' && message !== '') {
    problems.push(
      `'prompt' and 'message' are both set; a new job takes only 'prompt'. Send the follow-up in a later step, with 'job-id' and 'message'.`,
    );
  } else if (message !== '' && jobId === '') {
    problems.push(
      `'message' is set but 'job-id' is empty: a follow-up goes to an existing job. Pass the job's id in 'job-id', or use 'prompt' instead of 'message' to start a new job.`,
    );
  } else if (prompt === '' && jobId === '' && !commanded) {
    problems.push(
      `Neither 'job-id' nor 'prompt' is set: pass 'job-id' to wait for a job started elsewhere, or 'prompt' to start one. An empty 'job-id' usually means the step that started the job set no output.`,
    );
  }
  if (prompt !== '') return { kind: 'start', prompt };
  if (message !== '') return { kind: 'message', message };
  return { kind: 'wait' };
}

/** The ids 'job-id' lists: split by commas or line breaks, blanks ignored, duplicates collapsed. */
export function listedJobIds(text: string): string[] {
  const ids = text
    .trim()
    .split(/[,\n\r]+/)
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return [...new Set(ids)];
}

/** job-id's ids (commas or line breaks; blanks ignored, duplicates collapse) and the plan. */
function readJobsAndPlan(
  read: InputReader,
  problems: Say[],
  commanded: boolean,
  sweep: boolean,
): { jobIds: string[]; plan: Plan } {
  if (sweep) {
    const set = (['job-id', 'prompt', 'message', 'follow-up-command'] as const).filter((name) => read(name).trim());
    if (set.length > 0)
      problems.push(
        `'sweep' is true, and a sweep reads its jobs from the pull requests' records: remove ${set.map((name) => `'${name}'`).join(', ')} from this step (they belong on the step with 'wait: sweep').`,
      );
    return { jobIds: [], plan: { kind: 'wait' } };
  }
  const listed = listedJobIds(read('job-id'));
  const plan = readPlan(listed.join(','), read('prompt'), read('message'), problems, commanded);
  const oneJob = plan.kind === 'message' || commanded;
  const jobIds = listed.map((id) => readId('job-id', id, problems, oneJob));
  if (jobIds.length > MAX_JOB_IDS) {
    problems.push(
      `'job-id' lists ${jobIds.length} jobs; one step waits for at most ${MAX_JOB_IDS}. Split them over several steps.`,
    );
  }
  if (jobIds.length > 1 && oneJob) {
    problems.push(
      `'message' goes to one job, but 'job-id' lists ${jobIds.length}; send each follow-up in its own step.`,
    );
  }
  return { jobIds, plan };
}

/**
 * `after-message`: the step waits for a job a `wait: false` step just sent a message to, so a final
 * status counts only once the job has been seen active since, as the sender's own wait counts it.
 */
function readAfterMessage(
  value: string,
  { plan, jobIds, sweep }: { plan: Plan; jobIds: string[]; sweep: boolean },
  problems: Say[],
): void {
  if (!readBoolean('after-message', value, problems)) return;
  if (plan.kind === 'wait' && jobIds.length > 0 && !sweep) {
    plan.afterMessage = true;
    return;
  }
  problems.push(
    `'after-message' is true, but it is for a step that waits with 'job-id' alone after a 'wait: false' step sent the job a message (a step that sends one knows it did). Remove 'after-message', or 'prompt' and 'message' from this step.`,
  );
}

/** A token input, or empty: a local run passes action.yml's default unevaluated. */
function readToken(name: 'github-token' | 'report-token', value: string, problems: Say[], notes: string[]): string {
  if (isUnevaluatedExpression(value)) {
    notes.push(
      `'${name}' is the unevaluated expression ${value} (a local run, outside the runner), so it is not used.`,
    );
    return '';
  }
  if (/\s/.test(value))
    problems.push(`'${name}' contains a space or line break; pass a token alone, such as \${{ github.token }}.`);
  return value;
}

function readChoice<T extends string>(name: string, value: string, choices: readonly T[], problems: Say[]): T {
  const word = value.toLowerCase();
  const found = choices.find((choice) => choice === word);
  if (found === undefined) {
    problems.push(
      msg`'${name}' is ${quote(value)}; use ${choices
        .map((c) => `'${c}'`)
        .join(', ')
        .replace(/, ([^,]*)$/, ' or $1')}.`,
    );
    return choices[0] as T;
  }
  return found;
}

/** A check run's name: one line a branch rule can name, at most 100 characters. */
function readCheckName(value: string, problems: Say[]): string {
  if (/[\u0000-\u001f\u007f]/.test(value) || value.length > 100) {
    problems.push(
      msg`'check-name' is ${quote(value)}; a check run's name is one line of at most 100 characters, such as 'Docs agent'.`,
    );
  }
  return value;
}

/**
 * What a run without secrets (a fork's, Dependabot's) reads: the check run's name and its token,
 * and the command a person would comment; never the api-key. A bad value writes no check run.
 */
export function readSkippedCheckInputs(read: InputReader): {
  checkName: string;
  reportToken: string;
  command: string;
  problems: Say[];
} {
  const problems: Say[] = [];
  const checkName = readCheckName(read('check-name').trim(), problems);
  const reportToken = readToken('report-token', read('report-token').trim(), problems, []);
  const command = read('follow-up-command').trim();
  return { checkName, reportToken, command: command !== '' && !commandProblem(command) ? command : '', problems };
}

function readVisibility(read: InputReader, problems: Say[], notes: string[]): Visibility {
  // A yes/no word is read as every yes/no input reads it ('wait: yes' is true too).
  const commentWord = read('comment').trim() || INPUT_DEFAULTS.comment;
  const comment = isYesNoWord(commentWord)
    ? YES.test(commentWord)
      ? 'true'
      : 'false'
    : readChoice('comment', commentWord, ['auto', 'true', 'false'], problems);
  const onRerun = readChoice(
    'on-rerun',
    read('on-rerun').trim() || INPUT_DEFAULTS['on-rerun'],
    ['resume', 'start'],
    problems,
  );
  return {
    comment: comment === 'auto' ? 'auto' : comment,
    checkName: readCheckName(read('check-name').trim(), problems),
    reportToken: readToken('report-token', read('report-token').trim(), problems, notes),
    onRerun,
    docsPrComment: readBoolean(
      'docs-pr-comment',
      read('docs-pr-comment').trim() || INPUT_DEFAULTS['docs-pr-comment'],
      problems,
    ),
  };
}

/** Checks across inputs, once each is read. */
function crossCheck(
  config: Omit<Config, 'apiKey' | 'previousApiKey' | 'githubToken' | 'visibility' | 'docsNeed'>,
  problems: Say[],
): void {
  const { pollIntervalMs, timeoutMs } = config;
  if (pollIntervalMs > 0 && pollIntervalMs < MIN_POLL_INTERVAL_MS) {
    problems.push(
      `'poll-interval' is ${formatDuration(pollIntervalMs)}; it must be at least ${MIN_POLL_INTERVAL_MS}ms so the service is not flooded.`,
    );
  }
  // Without a wait nothing is polled: 'timeout' alone bounds the send.
  if (config.wait && pollIntervalMs > 0 && timeoutMs > 0 && pollIntervalMs > timeoutMs) {
    problems.push(
      `'poll-interval' (${formatDuration(pollIntervalMs)}) is longer than 'timeout' (${formatDuration(timeoutMs)}), so the job would be checked only once; lower 'poll-interval' or raise 'timeout'.`,
    );
  }
  // A `/docs` command's step (follow-up-command, no prompt) lets go of the job its command goes to.
  if (config.work.letGo && !config.sweep && config.work.plan.kind === 'wait' && config.work.jobIds.length > 0)
    problems.push(
      `'wait' is sweep but there is nothing to start or send: with 'job-id' alone there is no job to let go. Add 'prompt' (or 'follow-up-command'), or use 'wait: true'.`,
    );
  if (config.sweep && config.work.letGo)
    problems.push(
      `'sweep' is true and 'wait' is sweep: the sweep is its own step, in a workflow on schedule or workflow_dispatch. Remove 'wait' from the sweep's step.`,
    );
  if (!config.wait && config.work.plan.kind === 'wait' && config.work.jobId !== '') {
    problems.push(
      `'wait' is false but there is nothing to start or send: with 'job-id' alone the step only waits. Remove 'wait: false', or add 'message' to send the job a follow-up.`,
    );
  }
}

/** The inputs that judge how a job ends. */
export const JUDGING_INPUTS = ['fail-on', 'require-pr', 'fail-fast'] as const;

/**
 * Whether a judging input asks for more than its default (the runner passes action.yml's defaults
 * to every step): `fail-on` other than `failed`, `require-pr` or `fail-fast` true.
 */
export function asksOfEnding(name: (typeof JUDGING_INPUTS)[number], value: string): boolean {
  if (name !== 'fail-on') return YES.test(value.trim());
  const statuses = value.split(/[,\n]/).map((status) => status.trim().toLowerCase());
  return statuses.filter((status) => status !== '').join(',') !== INPUT_DEFAULTS['fail-on'];
}

/** The inputs given to a step that does not wait for the end, asking for something: never read. */
function unusedWithoutWait(read: InputReader): string[] {
  const judging = JUDGING_INPUTS.filter((name) => read(name).trim() !== '' && asksOfEnding(name, read(name))).map(
    (name) =>
      `'${name}' is set but 'wait' is false: the step does not wait for the job's end, so '${name}' is not used. Remove it here, and give it to the step that waits for the job ('job-id' with 'wait: true').`,
  );
  // The docs pull request's comment is written at the job's end, which this step does not see.
  const docsComment = YES.test(read('docs-pr-comment').trim())
    ? [
        "'docs-pr-comment' is true but 'wait' is false: the step ends before the job has a docs pull request, so no comment is written there. Use 'wait: true', or 'wait: sweep' (the sweep writes it when it finishes the job), or give it to the step that waits for the job ('job-id' with 'wait: true').",
      ]
    : [];
  return [...judging, ...docsComment];
}

/**
 * What a sweep's step is given that it never reads: each job is judged, and its check run named, by
 * the record of its pull request's step (`wait: sweep`), which is where these go.
 */
function unusedBySweep(read: InputReader, wait: boolean): string[] {
  const named = [...JUDGING_INPUTS.filter((name) => asksOfEnding(name, read(name))), 'check-name'];
  const unused = named.filter((name) => read(name).trim() !== '');
  return [
    ...unused.map(
      (name) =>
        `'${name}' is set on the sweep's step, which does not use it: the sweep reads it from the record of each pull request's step with 'wait: sweep'. Give it to that step, and remove it here.`,
    ),
    ...(wait
      ? []
      : [
          "'wait' is false on the sweep's step, which has nothing to wait for: the sweep finishes jobs already let go. Remove 'wait' here.",
        ]),
  ];
}

/** `wait`: true, false, or sweep (start, then let the runner go: a sweep finishes the report). */
function readWait(value: string, problems: Say[]): { wait: boolean; letGo: boolean } {
  if (/^sweep$/i.test(value)) return { wait: true, letGo: true };
  if (isYesNoWord(value)) return { wait: readBoolean('wait', value, problems), letGo: false };
  problems.push(msg`'wait' is ${quote(value)}; use 'true', 'false' or 'sweep'.`);
  return { wait: true, letGo: false };
}

/** `on-finish-dispatch`: a workflow file of this repository, by its name, such as 'docs-review.yml'. */
function readWorkflowFile(value: string, problems: Say[]): string {
  const file = value.replace(/^\.github\/workflows\//, '');
  if (value !== '' && !/^[A-Za-z0-9._-]{1,100}\.ya?ml$/.test(file))
    problems.push(
      msg`'on-finish-dispatch' is ${quote(value)}; name a workflow file of this repository, such as 'docs-review.yml'.`,
    );
  return file;
}

/** The admin key is sent to the service and nowhere else: a token input that holds it is refused. */
function refuseKeyAsToken(apiKey: string, tokens: Record<string, string>, problems: Say[]): void {
  for (const [name, token] of Object.entries(tokens)) {
    if (apiKey !== '' && token === apiKey) {
      problems.push(
        `'${name}' holds the api-key, which would send the admin key to GitHub; pass a GitHub token instead, such as \${{ github.token }}.`,
      );
    }
  }
}

/** The inputs that are secrets: the only ones that may hold one. */
const SECRET_INPUTS: readonly string[] = ['api-key', 'previous-api-key', 'github-token', 'report-token'];

/**
 * An input that holds a secret where it does not belong (a variable mixed up: the key's line
 * copied for `project-id`), refused before any request, the secret never named: `project-id` and
 * `job-id` go into request paths that servers log, a check run's or a label's name is public. A
 * prompt or message is refused only when it is secrets and nothing else (this step's, or any value
 * of a key's or token's format: it would go out redacted, a job started on "***"); one that holds
 * a secret among other words goes out with the secret redacted, as any text does.
 */
function refuseMisplacedSecrets(secrets: string[], read: InputReader, problems: Say[]): void {
  const held = secrets.map((secret) => secret.trim()).filter((secret) => secret !== '');
  if (held.length === 0) return;
  // A piece of a secret (its body without the `mint_` prefix, its end) goes nowhere either, as the
  // log hides it; a secret short enough to be anyone's word (a test's token) only as the whole value.
  const piecesOfLong = createRedact(held.filter((secret) => secret.length >= 16));
  // What the wire sends of a text: every secret, piece of one or value of a secret's format (another key) redacted.
  const sent = createRedact(held);
  const names = [
    ...REQUIRED_INPUTS,
    ...OPTIONAL_INPUTS,
    ...Object.keys(INPUT_DEFAULTS),
    ...Object.keys(RUNNER_DEFAULTS),
  ];
  for (const name of new Set(names)) {
    if (SECRET_INPUTS.includes(name)) continue;
    const text = read(name).trim();
    if (text === '') continue;
    const whole = name === 'prompt' || name === 'message';
    const holds = (secret: string) => text === secret || (whole && onlySecrets(text, sent));
    const pieceOf = !whole && piecesOfLong(text) !== text;
    if (held.some(holds) && text === read('api-key').trim() && !/^mint_/i.test(text))
      problems.push(
        `'${name}' and 'api-key' hold the same value, which is not an admin API key (mint_...): check what sets 'api-key' (the dashboard's API keys page has the key), and that '${name}' is what it should be.`,
      );
    else if (held.some(holds) || pieceOf)
      problems.push(
        whole
          ? `'${name}' holds a secret (the api-key or a token), not a text for the agent, so nothing is sent. Check what sets '${name}': secrets go only in 'api-key' and the token inputs.`
          : `'${name}' holds a secret (the api-key or a token), or a piece of one, so nothing is sent. Check what sets '${name}': secrets go only in 'api-key', 'previous-api-key' and the token inputs.`,
      );
  }
}

const COMMAND_PERMISSIONS: readonly PermissionLevel[] = ['triage', 'write', 'maintain', 'admin'];

/** `follow-up-command` and `follow-up-permission`; a command's message comes from the comment, never from an input. */
function readFollowUp(read: InputReader, plan: Plan, problems: Say[]): FollowUp | undefined {
  const command = read('follow-up-command').trim();
  // In any case, as the other word inputs: `Write` is GitHub's own label for the level.
  const permission = (read('follow-up-permission').trim().toLowerCase() ||
    INPUT_DEFAULTS['follow-up-permission']) as PermissionLevel;
  if (!COMMAND_PERMISSIONS.includes(permission))
    problems.push(
      msg`'follow-up-permission' is ${quote(permission)}; use triage, write, maintain or admin (the least permission on this repository a commenter needs).`,
    );
  if (command === '') return undefined;
  const problem = commandProblem(command);
  if (problem) problems.push(problem);
  // With 'prompt' too, one step runs a pull request's whole life: its events start or tell the job, its comments are commands.
  if (plan.kind === 'message')
    problems.push(
      "'follow-up-command' takes the message from the pull request comment: remove 'message' from this step (keep 'prompt' to start the job on the pull request's events).",
    );
  return { command, permission };
}

/** `on-review`, `review-bots` and `review-bot-rounds`: checked always, used only with a command. */
function readReviewFollowUp(read: InputReader, problems: Say[], commanded: boolean): { review?: ReviewFollowUp } {
  const onReview = readChoice(
    'on-review',
    read('on-review').trim() || INPUT_DEFAULTS['on-review'],
    ['send', 'ignore'],
    problems,
  );
  const bots = read('review-bots')
    .split(/[\s,]+/)
    .map((login) => login.trim().toLowerCase())
    .filter((login) => login !== '');
  const valid = (login: string) => GITHUB_LOGIN.test(login);
  const bad = bots.find((login) => !valid(login));
  // '@name' is how a person mentions a bot; its reviews are by 'name[bot]'.
  const mention = bad?.startsWith('@') ? bad.slice(1).replace(/(?<!\[bot\])$/, '[bot]') : undefined;
  if (bad !== undefined && mention !== undefined && valid(mention))
    problems.push(
      msg`'review-bots' holds ${quote(bad)}, a mention; list the login without '@', as a bot's reviews are signed: ${quote(mention)}.`,
    );
  else if (bad !== undefined)
    problems.push(
      msg`'review-bots' holds ${quote(bad)}; list GitHub logins, such as 'prose-lint[bot]', by commas or lines.`,
    );
  const rounds = read('review-bot-rounds').trim() || INPUT_DEFAULTS['review-bot-rounds'];
  if (!/^\d{1,2}$/.test(rounds))
    problems.push(msg`'review-bot-rounds' is ${quote(rounds)}; use a whole number from 0 to 99, such as 3.`);
  return commanded && onReview === 'send' ? { review: { bots, botRounds: Number(rounds) } } : {};
}

/**
 * Why a glob can never match a changed file as GitHub names it (relative to the repository's
 * root, folders split by '/'), else undefined: a mistyped glob would otherwise end every pull
 * request `no-docs-needed`, whose `skipped` check run a required check accepts.
 */
/** A glob split at its commas outside every `{...}` group (nested ones too). */
function topLevelParts(glob: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const char of glob) {
    if (char === '{') depth++;
    else if (char === '}') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0) parts.push('');
    else parts[parts.length - 1] += char;
  }
  return parts;
}

function globMistake(glob: string): Say | undefined {
  // A YAML list inside the block scalar (`- src/**`, as `on.pull_request.paths` is written): one glob a line, bare.
  if (/^-\s/.test(glob))
    return msg`'paths' is one glob a line, not a YAML list, so write ${quote(glob.replace(/^-\s+/, ''))} without the '- '`;
  // YAML keeps `# ...` inside a block scalar as text: a comment after a glob becomes part of it
  // (a `#` that a word follows, as in `RFC #*.md`, is a file name's).
  const commented = /^(.*?)\s+#(?:\s|$)/.exec(glob)?.[1];
  if (commented !== undefined)
    return msg`a comment goes on a line of its own (starting with '#'), so write ${quote(commented)} alone`;
  const unquoted = /^(['"])(.*)\1$/.exec(glob)?.[2];
  if (unquoted !== undefined) return msg`a changed file's name holds no quotes, so write ${quote(unquoted)}`;
  if (glob.startsWith('/') || glob.startsWith('./'))
    return msg`changed files are named from the repository's root, so write ${quote(glob.replace(/^\.?\/+/, ''))}`;
  if (glob.includes('\\')) return msg`folders are split by '/', so write ${quote(glob.replace(/\\+/g, '/'))}`;
  if (glob.endsWith('/')) return msg`a glob that ends in '/' names folders, not files: write ${quote(`${glob}**`)}`;
  try {
    picomatch.makeRe(glob, { strictBrackets: true });
  } catch (error) {
    return msg`picomatch cannot read it (${quote(errorMessage(error))}); close each [, { and ( it opens`;
  }
  // Commas outside every {a,b} group: a list typed on one line, as other inputs take them.
  const globs = topLevelParts(glob);
  if (globs.length > 1)
    return msg`'paths' takes one glob a line, so write ${quote(globs[0]?.trim() ?? '')} and each after a comma on a line of its own`;
  return undefined;
}

/** Which changes need docs, read alone (a run whose other inputs stop it still tells a pull request that needs none). */
export function readDocsNeedInputs(read: InputReader): { docsNeed: DocsNeed; problems: Say[] } {
  const problems: Say[] = [];
  return { docsNeed: readDocsNeed(read, problems), problems };
}

/** `paths` (one glob a line, `!` to exclude, in order) and `skip-label`. */
function readDocsNeed(read: InputReader, problems: Say[]): DocsNeed {
  const paths = read('paths')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (paths.length > 0 && paths.every((glob) => glob.startsWith('!')))
    problems.push(
      msg`'paths' holds only exclusions (${quote(paths[0] ?? '')}); begin with what needs docs, such as 'src/**', then exclude with '!'.`,
    );
  const tooLong = paths.find((glob) => glob.length > 500 || glob === '!');
  if (tooLong !== undefined)
    problems.push(msg`'paths' holds ${quote(tooLong)}; each line is one glob, such as 'src/**'.`);
  if (paths.length > 100) problems.push(`'paths' holds ${paths.length} globs; at most 100.`);
  // More wildcards in one part of a path make matching a long file name take minutes.
  const wild = paths.find((glob) => glob.split('/').some((part) => part !== '**' && part.split('*').length - 1 > 2));
  if (wild !== undefined)
    problems.push(msg`'paths' holds ${quote(wild)}; use at most two * in one part of a path, such as 'src/*.test.*'.`);
  for (const glob of paths) {
    const why = globMistake(glob.startsWith('!') ? glob.slice(1) : glob);
    if (why) problems.push(msg`'paths' holds ${quote(glob)}, which matches no changed file: ${why}.`);
  }
  const skipLabel = read('skip-label').trim();
  if (/[\u0000-\u001f\u007f]/.test(skipLabel) || skipLabel.length > 100)
    problems.push(msg`'skip-label' is ${quote(skipLabel)}; a label's name is one line, such as 'no-docs'.`);
  // GitHub's label names ignore case; the pending label marks every let-go job, so as a skip-label it would skip them.
  if (skipLabel.toLowerCase() === PENDING_LABEL)
    problems.push(
      `'skip-label' is '${PENDING_LABEL}', the label the action puts on a pull request while its job works ('wait: sweep'); name another, such as 'no-docs'.`,
    );
  const onPush = readChoice(
    'on-push',
    read('on-push').trim() || INPUT_DEFAULTS['on-push'],
    ['follow-up', 'new-job', 'ignore'],
    problems,
  );
  const onClose = readChoice(
    'on-close',
    read('on-close').trim() || INPUT_DEFAULTS['on-close'],
    ['comment', 'close-docs'],
    problems,
  );
  const agentLogin = (read('agent-login').trim() || INPUT_DEFAULTS['agent-login']).toLowerCase();
  // GitHub's login or a GitLab merge request's author (`project_42_bot_3f2a`): the agent's account on either host.
  if (!GITHUB_LOGIN.test(agentLogin) && !GITLAB_USERNAME.test(agentLogin))
    problems.push(
      msg`'agent-login' is ${quote(agentLogin)}, which is no GitHub login nor GitLab username; give the account that opens the agent's pull requests, such as '${INPUT_DEFAULTS['agent-login']}'.`,
    );
  return { paths, skipLabel, onPush, onClose, agentLogin };
}

/** Reads and checks every input once, returning one typed config or throwing an InputError. */
export function readInputs(read: InputReader): ParsedInputs {
  const problems: Say[] = [];
  const warnings: string[] = [];
  const notes: string[] = [];
  const optional = (name: keyof typeof INPUT_DEFAULTS): string => read(name).trim() || INPUT_DEFAULTS[name];

  const apiKey = readApiKey(read('api-key').trim(), problems, warnings);
  const previousApiKey = readPreviousApiKey(read('previous-api-key').trim(), apiKey, problems);
  const projectId = readId('project-id', read('project-id').trim(), problems);
  const sweep = readBoolean('sweep', optional('sweep'), problems);
  const commanded = read('follow-up-command').trim() !== '';
  const { jobIds, plan } = readJobsAndPlan(read, problems, commanded, sweep);
  readAfterMessage(optional('after-message'), { plan, jobIds, sweep }, problems);
  const followUp = sweep ? undefined : readFollowUp(read, plan, problems);
  const waiting = readWait(optional('wait'), problems);
  warnings.push(...(sweep ? unusedBySweep(read, waiting.wait) : waiting.wait ? [] : unusedWithoutWait(read)));
  const allowInsecureHttp = readBoolean('allow-insecure-http', optional('allow-insecure-http'), problems);
  const checked = {
    projectId,
    work: { plan, jobId: jobIds[0] ?? '', jobIds, letGo: waiting.letGo },
    failFast: readBoolean('fail-fast', optional('fail-fast'), problems),
    wait: waiting.wait,
    sweep,
    onFinishDispatch: readWorkflowFile(read('on-finish-dispatch').trim(), problems),
    baseUrl: readBaseUrl(optional('base-url'), allowInsecureHttp, problems),
    pollIntervalMs: readDuration('poll-interval', optional('poll-interval'), problems),
    timeoutMs: readTimeout(optional('timeout'), problems, warnings),
    failOn: readFailOn(optional('fail-on'), problems),
    requirePr: readBoolean('require-pr', optional('require-pr'), problems),
    ...readReviewFollowUp(read, problems, commanded && !sweep),
  };
  const githubToken = readToken('github-token', read('github-token').trim(), problems, notes);
  const visibility = readVisibility(read, problems, notes);
  crossCheck(checked, problems);
  if (checked.work.letGo && !sweep && visibility.comment === 'false')
    problems.push(
      `'wait' is sweep but 'comment' is false: the pull request comment holds the record a sweep finishes the job from. Remove 'comment: false'.`,
    );
  if (checked.work.letGo && !sweep && visibility.checkName === '')
    problems.push(
      `'wait' is sweep but 'check-name' is empty: the check run is what the sweep finishes and what a branch rule requires. Set 'check-name', such as 'Docs agent' (the name the recipes use).`,
    );
  if ((checked.work.letGo || sweep) && visibility.reportToken === '')
    problems.push(
      `'report-token' is empty, but ${sweep ? "'sweep'" : "'wait: sweep'"} keeps its records on the pull request: pass a token with pull-requests: write and checks: write, such as \${{ github.token }}.`,
    );
  if (checked.onFinishDispatch !== '' && !checked.work.letGo)
    problems.push(
      sweep
        ? "'on-finish-dispatch' is set on the sweep's step, but the sweep reads it from the record of each pull request's step with 'wait: sweep': move it there, and remove it here."
        : `'on-finish-dispatch' is set, but only a job let go with 'wait: sweep' is finished later: set 'wait: sweep' on this step, or chain the next steps on this step's outputs.`,
    );
  for (const key of [apiKey, previousApiKey])
    refuseKeyAsToken(key, { 'github-token': githubToken, 'report-token': visibility.reportToken }, problems);
  refuseMisplacedSecrets([apiKey, previousApiKey, githubToken, visibility.reportToken], read, problems);
  const docsNeed = readDocsNeed(read, problems);
  if (problems.length > 0) throw new InputError(problems, warnings);
  const keys = { apiKey, previousApiKey };
  const config = { ...checked, ...keys, githubToken, visibility, docsNeed, ...(followUp ? { followUp } : {}) };
  return { config, warnings, notes };
}
