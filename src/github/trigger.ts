/**
 * What started this workflow run, as the runner tells it: the repository, the pull request (on
 * `pull_request`, `pull_request_target`, and `issue_comment` on a pull request), the commit a
 * check run belongs on, the run and its attempt, and the step's name. The event file is read
 * once and checked: a number that is not a number, or a head that is not a commit id, is not used.
 */
import { readFileSync } from 'node:fs';
import { COMMIT_SHA } from '../common/ids.ts';
import { msg, quoted, type Say } from '../output/text.ts';
import { workflowRunUrl } from '../runner/environment.ts';
import type { PullRequestEvent, Trigger } from '../pull-request/host.ts';

/** The event file as an object; an empty one, with a note, when it cannot be read. */
function readEvent(path: string | undefined, notes: Say[]): Record<string, unknown> {
  if (!path) return {};
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const why = typeof code === 'string' ? code : 'unreadable';
    notes.push(
      `The runner's event file (GITHUB_EVENT_PATH) could not be read (${why}), so the pull request is not known.`,
    );
    return {};
  }
  try {
    const event: unknown = JSON.parse(text);
    if (event && typeof event === 'object' && !Array.isArray(event)) return event as Record<string, unknown>;
  } catch {
    // Said below.
  }
  notes.push("The runner's event file (GITHUB_EVENT_PATH) is not a JSON object, so the pull request is not known.");
  return {};
}

/** `owner/repo/.github/workflows/docs.yml` from GITHUB_WORKFLOW_REF (its `@ref` dropped: a re-run of a new head is the same file). */
function workflowFile(ref: string | undefined): string | undefined {
  const file = ref?.split('@')[0];
  return file ? file : undefined;
}

/** The run's attempt: a positive whole number, else 1 with a note. */
function readAttempt(text: string | undefined, notes: Say[]): number {
  const attempt = Number(text ?? '1');
  if (/^\d{1,9}$/.test(text ?? '1') && attempt > 0) return attempt;
  notes.push(
    msg`GITHUB_RUN_ATTEMPT is "${quoted(text ?? '', 20)}", not an attempt number, so this is taken as attempt 1.`,
  );
  return 1;
}

export interface PullRequestPayload {
  number?: unknown;
  head?: { sha?: unknown; repo?: { full_name?: unknown } | null };
  base?: { repo?: { full_name?: unknown } };
  draft?: unknown;
  labels?: unknown;
  changed_files?: unknown;
  merged?: unknown;
  state?: unknown;
  closed_at?: unknown;
  updated_at?: unknown;
  user?: { login?: unknown } | null;
}

/** A label's name as GitHub sends one (one line, at most 100 characters), else nothing. */
const labelName = (label: unknown): string | undefined => {
  const name = (label as { name?: unknown } | null | undefined)?.name;
  return typeof name === 'string' && /^[^\u0000-\u001f\u007f]{1,100}$/.test(name) ? name : undefined;
};

/** The pull request's state as its event shows it; the event's own action only when the payload names none. */
function stateOf(action: unknown, pull: PullRequestPayload | undefined): PullRequestEvent['state'] {
  if (pull?.merged === true) return 'merged';
  if (pull?.state === 'closed') return 'closed';
  if (pull?.state === 'open') return 'open';
  return action === 'closed' ? 'closed' : 'open';
}

/**
 * What the event says of the pull request: its state, draft flag, labels and size, and what the
 * event itself did (opened it, took a label off). The one place a pull request event's action is read.
 */
export function pullRequestEvent(
  event: Record<string, unknown>,
  pull: PullRequestPayload | undefined,
): PullRequestEvent {
  const labels = Array.isArray(pull?.labels) ? pull.labels.map(labelName).filter((name) => name !== undefined) : [];
  const label = labelName(event.label);
  const files = pull?.changed_files;
  const state = stateOf(event.action, pull);
  const closedAt = typeof pull?.closed_at === 'string' ? Date.parse(pull.closed_at) : NaN;
  const updatedAt = typeof pull?.updated_at === 'string' ? Date.parse(pull.updated_at) : NaN;
  return {
    state,
    ...(event.action === 'opened' ? { opened: true as const } : {}),
    ...(event.action === 'opened' || event.action === 'synchronize' ? { pushed: true as const } : {}),
    ...(typeof event.action === 'string' && !['opened', 'synchronize'].includes(event.action)
      ? { notPushed: true as const }
      : {}),
    ...(event.action === 'synchronize' && typeof event.before === 'string' && COMMIT_SHA.test(event.before)
      ? { before: event.before }
      : {}),
    ...(event.action === 'unlabeled' && label !== undefined ? { labelTakenOff: label } : {}),
    draft: pull?.draft === true,
    labels,
    ...(typeof files === 'number' && Number.isSafeInteger(files) && files >= 0 ? { changedFiles: files } : {}),
    ...(typeof pull?.user?.login === 'string' ? { author: pull.user.login.toLowerCase() } : {}),
    ...(state !== 'open' && Number.isFinite(closedAt) ? { closedAt } : {}),
    ...(Number.isFinite(updatedAt) ? { updatedAt } : {}),
  };
}

const DEPENDABOT = 'dependabot[bot]';

/** Who opened the pull request, as its own event, a review's or a comment's (the issue's) names it. */
function pullAuthorOf(event: Record<string, unknown>): { pullAuthor?: string } {
  const of = (value: unknown): unknown => (value as { user?: { login?: unknown } } | undefined)?.user?.login;
  const login = of(event.pull_request) ?? of(event.issue);
  return typeof login === 'string' ? { pullAuthor: login.toLowerCase() } : {};
}

/** The head lives in another repository than the base (a deleted fork has none). */
export function isFromFork(pull: PullRequestPayload | undefined): boolean {
  const base = pull?.base?.repo?.full_name;
  if (typeof base !== 'string' || pull?.head === undefined) return false;
  return pull.head.repo === null || pull.head.repo?.full_name !== base;
}

/** The head lives in this repository, as GitHub names it (names compare without case). */
function headIsHere(pull: PullRequestPayload | undefined, repository: string): boolean {
  const head = pull?.head?.repo?.full_name;
  return typeof head === 'string' && head.toLowerCase() === repository.toLowerCase();
}

const pullNumberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/** The runner's event payload, or an empty object when there is none or it cannot be read. */
export function readEventFile(path: string | undefined): Record<string, unknown> {
  return readEvent(path, []);
}

/** The events about a pull request's head, and whose workflow they run (the base's: `pull_request_target`). */
const ABOUT_HEAD = new Map<string, NonNullable<Trigger['aboutHead']>>([
  ['pull_request', 'head'],
  ['pull_request_review', 'head'],
  ['pull_request_target', 'base'],
]);

/** What an event adds to its pull request, to be read first. */
const ADDS = new Map<string, NonNullable<Trigger['adds']>>([
  ['issue_comment', 'comment'],
  ['pull_request_review', 'review'],
]);

/** The events about no pull request that a sweep runs on: a schedule, a dispatch by hand or by a workflow, another repository's dispatch. */
const SWEEP_EVENTS = ['schedule', 'workflow_dispatch', 'repository_dispatch'];

/** The repository's default branch as the event names it, when it is a branch name. */
function defaultBranchOf(event: Record<string, unknown>): string | undefined {
  const branch = (event.repository as { default_branch?: unknown } | undefined)?.default_branch;
  return typeof branch === 'string' && /^[^\u0000-\u001f\u007f ~^:?*[\\]{1,250}$/.test(branch) ? branch : undefined;
}

/** The trigger, or undefined outside a workflow run (no repository or run id). */
export function readTrigger(env: NodeJS.ProcessEnv): Trigger | undefined {
  const [owner, repo, ...rest] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const runId = env.GITHUB_RUN_ID ?? '';
  if (!owner || !repo || rest.length > 0 || !/^\d{1,20}$/.test(runId)) return undefined;
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const notes: Say[] = [];
  const event = readEvent(env.GITHUB_EVENT_PATH, notes);
  let pullNumber: number | undefined;
  let headSha = COMMIT_SHA.test(env.GITHUB_SHA ?? '') ? env.GITHUB_SHA : undefined;
  let headNeedsLookUp = false;
  let fromFork = false;
  // Dependabot's own runs get no repository secrets; a review's or a comment's is by the reviewer.
  let byDependabot = env.GITHUB_ACTOR === DEPENDABOT;
  let pullRequest: PullRequestEvent | undefined;
  const aboutHead = ABOUT_HEAD.get(eventName);
  if (aboutHead !== undefined) {
    const pull = event.pull_request as PullRequestPayload | undefined;
    pullNumber = pullNumberOf(pull?.number);
    // pull_request_target runs with the base repository's token and secrets: a fork's is still a
    // fork's, and a head GitHub does not name as this repository's is taken as one.
    fromFork = aboutHead === 'base' ? !headIsHere(pull, `${owner}/${repo}`) : isFromFork(pull);
    byDependabot ||= pull?.user?.login === DEPENDABOT;
    // A review's run has the pull request and its head, but is not the pull request's own event.
    if (eventName !== 'pull_request_review') pullRequest = pullRequestEvent(event, pull);
    const head = pull?.head?.sha;
    if (typeof head === 'string' && COMMIT_SHA.test(head)) headSha = head;
  } else if (eventName === 'issue_comment') {
    const issue = event.issue as { number?: unknown; pull_request?: unknown } | undefined;
    if (issue?.pull_request) {
      pullNumber = pullNumberOf(issue.number);
      headNeedsLookUp = pullNumber !== undefined;
    }
  }
  const adds = ADDS.get(eventName);
  const attempt = readAttempt(env.GITHUB_RUN_ATTEMPT, notes);
  const defaultBranch = defaultBranchOf(event);
  return {
    owner,
    repo,
    eventName,
    ...(pullNumber === undefined ? {} : { pullNumber, ...pullAuthorOf(event) }),
    ...(headSha === undefined ? {} : { headSha }),
    headNeedsLookUp,
    fromFork,
    byDependabot,
    ...(pullRequest === undefined ? {} : { pullRequest }),
    ...(aboutHead === undefined ? {} : { aboutHead }),
    ...(adds === undefined ? {} : { adds }),
    ...(SWEEP_EVENTS.includes(eventName) ? { sweeps: true as const } : {}),
    ...(defaultBranch === undefined ? {} : { defaultBranch }),
    runId,
    attempt,
    runUrl: workflowRunUrl(env),
    serverUrl: env.GITHUB_SERVER_URL || 'https://github.com',
    step: {
      workflow: workflowFile(env.GITHUB_WORKFLOW_REF) ?? env.GITHUB_WORKFLOW ?? '',
      job: env.GITHUB_JOB ?? '',
      step: env.GITHUB_ACTION ?? '',
      repository: `${owner}/${repo}`,
      ...(pullNumber === undefined ? {} : { pull: pullNumber }),
    },
    notes,
  };
}
