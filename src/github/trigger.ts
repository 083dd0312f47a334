/**
 * What started this workflow run, as the runner tells it: the repository, the pull request (on
 * `pull_request`, `pull_request_target`, and `issue_comment` on a pull request), the commit a
 * check run belongs on, the run and its attempt, and the step's name. The event file is read
 * once and checked: a number that is not a number, or a head that is not a commit id, is not used.
 */
import { readFileSync } from 'node:fs';
import { COMMIT_SHA } from '../common/ids.ts';
import { workflowRunUrl } from '../runner/environment.ts';
import type { StepName } from './record.ts';

export interface Trigger {
  owner: string;
  repo: string;
  eventName: string;
  /** The pull request the run is about, when the event has one. */
  pullNumber?: number;
  /** The commit a check run goes on: the pull request's head, else GITHUB_SHA. */
  headSha?: string;
  /** True when the head is GITHUB_SHA on an issue_comment event (the default branch): look the pull request up. */
  headNeedsLookUp: boolean;
  runId: string;
  attempt: number;
  runUrl?: string;
  step: StepName;
}

function readEvent(path: string | undefined): Record<string, unknown> {
  if (!path) return {};
  try {
    const event: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return event && typeof event === 'object' ? (event as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const pullNumberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/** The trigger, or undefined outside a workflow run (no repository or run id). */
export function readTrigger(env: NodeJS.ProcessEnv): Trigger | undefined {
  const [owner, repo, ...rest] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const runId = env.GITHUB_RUN_ID ?? '';
  if (!owner || !repo || rest.length > 0 || !/^\d{1,20}$/.test(runId)) return undefined;
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const event = readEvent(env.GITHUB_EVENT_PATH);
  let pullNumber: number | undefined;
  let headSha = COMMIT_SHA.test(env.GITHUB_SHA ?? '') ? env.GITHUB_SHA : undefined;
  let headNeedsLookUp = false;
  if (eventName === 'pull_request' || eventName === 'pull_request_target') {
    const pull = event.pull_request as { number?: unknown; head?: { sha?: unknown } } | undefined;
    pullNumber = pullNumberOf(pull?.number);
    const head = pull?.head?.sha;
    if (typeof head === 'string' && COMMIT_SHA.test(head)) headSha = head;
  } else if (eventName === 'issue_comment') {
    const issue = event.issue as { number?: unknown; pull_request?: unknown } | undefined;
    if (issue?.pull_request) {
      pullNumber = pullNumberOf(issue.number);
      headNeedsLookUp = pullNumber !== undefined;
    }
  }
  const attempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1');
  return {
    owner,
    repo,
    eventName,
    ...(pullNumber === undefined ? {} : { pullNumber }),
    ...(headSha === undefined ? {} : { headSha }),
    headNeedsLookUp,
    runId,
    attempt: Number.isSafeInteger(attempt) && attempt > 0 ? attempt : 1,
    runUrl: workflowRunUrl(env),
    step: { workflow: env.GITHUB_WORKFLOW ?? '', job: env.GITHUB_JOB ?? '', step: env.GITHUB_ACTION ?? '' },
  };
}
