/**
 * The environment a workflow run on a `pull_request` event gives a step, pointed at the simulated
 * GitHub API: the event file, the run and its attempt, and the step's name. Shared by the demo,
 * the pictures, the bench and the end-to-end tests.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PR_REPOSITORY = 'acme/product';
export const PR_NUMBER = 5;
export const PR_HEAD = 'a'.repeat(40);
/** The step as the action names it on this pull request: the record is bound to all of it. */
export const PR_STEP = { workflow: 'Docs', job: 'docs', step: 'agent', repository: PR_REPOSITORY, pull: PR_NUMBER };
export const REPORT_TOKEN = 'ghs_WKbsDE5kGZoDiPCFdcERFmdD5nHQrro';

/** Writes an event payload where the runner would, and returns its path. */
export function eventFile(event: unknown): string {
  return eventFileOf(JSON.stringify(event));
}

/**
 * An event file holding `text` as it is: one file per text, named by its digest, so the thousands
 * of runs the tests and the demo start leave a bounded set of files behind, not a folder each.
 */
export function eventFileOf(text: string): string {
  const folder = path.join(tmpdir(), 'docs-agent-events');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${createHash('sha256').update(text).digest('hex').slice(0, 32)}.json`);
  if (existsSync(file)) return file;
  // Written whole, then renamed: another test process writing the same text never sees half of it.
  const part = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(part, text);
  renameSync(part, file);
  return file;
}

export function pullRequestEnv(
  gitHubApiUrl: string,
  runId: number,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    GITHUB_API_URL: gitHubApiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: PR_REPOSITORY,
    GITHUB_RUN_ID: String(runId),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventFile({ pull_request: { number: PR_NUMBER, head: { sha: PR_HEAD } } }),
    GITHUB_SHA: 'b'.repeat(40),
    GITHUB_WORKFLOW: PR_STEP.workflow,
    GITHUB_JOB: PR_STEP.job,
    GITHUB_ACTION: PR_STEP.step,
    GITHUB_ACTOR: 'author',
    ...extra,
  };
}

/** The environment of a run that a comment on the pull request started (`issue_comment`), as the runner gives it. */
export function commentEventEnv(
  gitHubApiUrl: string,
  runId: number,
  comment: { id: number; body: string; login: string; type?: string; action?: string; created_at?: string },
  extra: Record<string, string> = {},
  /** `author`: who opened the pull request, as GitHub's payload names it (the issue's user). */
  where: { repository: string; number: number; author?: { login: string; type: string } } = {
    repository: PR_REPOSITORY,
    number: PR_NUMBER,
  },
): Record<string, string> {
  const { repository, number, author } = where;
  const event = {
    action: comment.action ?? 'created',
    issue: {
      number,
      pull_request: { url: `${gitHubApiUrl}/repos/${repository}/pulls/${number}` },
      ...(author ? { user: author } : {}),
    },
    comment: {
      ...{ id: comment.id, body: comment.body, user: { login: comment.login, type: comment.type ?? 'User' } },
      // GitHub dates every comment it sends; one the simulator made carries its own date.
      created_at: comment.created_at ?? new Date().toISOString(),
    },
    repository: { full_name: repository },
  };
  // Another workflow than the one that starts the job, as in the recipes.
  return pullRequestEnv(gitHubApiUrl, runId, {
    GITHUB_REPOSITORY: repository,
    GITHUB_EVENT_NAME: 'issue_comment',
    GITHUB_EVENT_PATH: eventFile(event),
    GITHUB_WORKFLOW: 'Converse',
    GITHUB_ACTOR: comment.login,
    ...extra,
  });
}

/** The environment of a run that a review submitted on a pull request started (`pull_request_review`), as the runner gives it. */
export function reviewEventEnv(
  gitHubApiUrl: string,
  runId: number,
  review: { id: number; state: string; body: string | null; user: unknown; submitted_at: string; html_url: string },
  where: { repository: string; number: number; author?: string; head?: string },
  extra: Record<string, string> = {},
): Record<string, string> {
  const { repository, number } = where;
  const user = review.user as { login?: string } | null;
  const event = {
    action: 'submitted',
    // The event names a review's state in lower case; the REST list, in upper case.
    review: { ...review, state: review.state.toLowerCase() },
    pull_request: {
      number,
      // The pull request's head when the review was submitted, as GitHub's event carries it.
      head: { sha: where.head ?? 'd'.repeat(40), repo: { full_name: repository } },
      base: { repo: { full_name: repository } },
      user: { login: where.author ?? 'mintlify[bot]', type: 'Bot' },
    },
    repository: { full_name: repository },
  };
  return pullRequestEnv(gitHubApiUrl, runId, {
    GITHUB_REPOSITORY: repository,
    GITHUB_EVENT_NAME: 'pull_request_review',
    GITHUB_EVENT_PATH: eventFile(event),
    GITHUB_WORKFLOW: 'Converse',
    GITHUB_ACTOR: user?.login ?? 'ghost',
    ...extra,
  });
}
