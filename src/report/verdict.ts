/**
 * Each ending judged once: its outcome, whether it fails the step, a headline, what happened and
 * what to do next. Every surface (outputs, annotations, the log, the job summary) renders from
 * these verdicts and never judges again.
 */
import { mayHaveBeenTaken, NOTHING_TO_DO, type Outcome, type PostFailure } from '../common/outcome.ts';
import { MAX_CONSECUTIVE_FAULTS } from '../common/backoff.ts';
import { formatDuration } from '../inputs/duration.ts';
import type { PullRequestDetails } from '../pull-request/code-host.ts';
import { baseUrlAdvice, type Config } from '../inputs/inputs.ts';
import type { JobView } from '../service/job-view.ts';
import type { PullRequestRef } from '../service/pr-link.ts';
import { fullText, linked, msg, quoted, type Quoted, type Say } from '../output/text.ts';
import type { StopReason } from '../wait/wait-many.ts';
import type { WaitResult } from '../wait/wait.ts';
import { namesProjectNotJob } from '../service/answers.ts';

export type { Outcome, PostFailure };

/** Worst first: a step's outcome is the worst of the jobs that decide it. */
export const SEVERITY: Outcome[] = [
  'error',
  'unauthorized',
  'not-found',
  'timed-out',
  'cancelled',
  'failed',
  'archived',
  'completed',
  'started',
  'skipped',
  ...NOTHING_TO_DO,
];

export const ICONS: Record<Outcome, string> = {
  completed: '✅',
  failed: '❌',
  archived: '🗄️',
  started: '🚀',
  'timed-out': '⏱️',
  cancelled: '🚫',
  'not-found': '🔍',
  unauthorized: '🔒',
  error: '⚠️',
  skipped: '💬',
  'no-docs-needed': '⏭️',
  draft: '📝',
  'skip-label': '🏷️',
  'nothing-new': '⏭️',
  'from-fork': '🍴',
  'from-dependabot': '🤖',
};

/** Everything known about one job when the step ends. */
export interface JobEnding {
  id: string;
  result: WaitResult;
  view?: JobView;
  /** Another job's ending stopped this one: the key was refused, or fail-fast. */
  stoppedBy?: StopReason;
  /** What GitHub said of the pull request, when it was looked up. */
  pullRequest?: PullRequestDetails;
}

/** A start or follow-up that did not go through: the step ends before any wait. */
/** What the step did before it waited, when it started a job or sent a message. */
export interface StepHistory {
  /** True when this step started the job. */
  started: boolean;
  /** The prompt or message this step sent; `notSent`: it had it to send, but no request left (a time-out, a cancel, another run sent it). */
  sent?: { kind: 'prompt' | 'message'; text: string; notSent?: true };
  /** The POST did not go through: the step ends with this. */
  postFailure?: PostFailure;
  /** `wait: false`: the step ends once the job was started or the message taken. */
  notWaiting?: boolean;
  /** `wait: sweep`: the runner was let go; a sweep finishes the check run of this name. `queued`: the job was busy, nothing was sent. */
  letGo?: { check: string; queued?: boolean };
  /** A re-run: an earlier attempt of this step sent the prompt or message, so this one only waited. */
  /** `handedOn`: the re-run of a `wait: false` step, which hands the job on without waiting. */
  /** `unfinished`: that attempt never recorded how its turn ended (killed while it waited, or let go and not yet finished). */
  resumed?: { attempt: number; kind: 'prompt' | 'message'; handedOn?: true; unfinished?: true };
  /** A re-run of this workflow would wait for the job this step sent, not send again (a record is kept). */
  rerunResumes?: boolean;
  /** Sent an earlier command or review no run had answered before this step's own (which then queued). */
  sentEarlier?: true;
  /** `wait: sweep` could not write the record a sweep finishes from: the step waited, and sends `on-finish-dispatch` itself. */
  dispatchesItself?: true;
  /** A read of a job the service refused as sent (a 4xx): asking again meets the same answer. */
  readRejected?: true;
  /** This run reports a turn of its head that ended with no ending recorded: its check run, not a second one, takes the report. */
  reportsUnrecordedTurn?: true;
  /** The run's own setup (another api-key or token than its pull request's step) cannot finish what is owed: the fix is in its inputs. */
  setupStuck?: true;
  /** The pull request's host could not be read, and no later event retries the run's work: it failed as unreachable. */
  hostUnread?: true;
  /** Its pull request's pending job had ended: finished by this run, before its own work (a GitLab schedule's turn hands it on). */
  finishedFirst?: { job: string; outcome: Outcome };
  /** The jobs the service answered a read of (a status it may not count yet included): a time-out of theirs is no outage. */
  answered?: string[];
}

/** The step's start went out and no answer said whether the service acted on it: a job may run. */
export const mayHaveStarted = (history: StepHistory): boolean =>
  history.sent?.kind === 'prompt' && history.postFailure !== undefined && mayHaveBeenTaken(history.postFailure);

export interface Verdict {
  outcome: Outcome;
  failsStep: boolean;
  /** The annotation this job gets when it does not fail the step; none for `started`. */
  level: 'notice' | 'warning' | 'error' | 'none';
  /** A few words after the job's name: "completed with a pull request", "failed". */
  headline: Say;
  /** What happened. */
  why: Say;
  /** What to do next, when there is anything to do. */
  next?: Say;
}

/** A verdict as one sentence or two: what happened, then what to do. */
export const whyAndNext = (verdict: Verdict): Say => (verdict.next ? msg`${verdict.why} ${verdict.next}` : verdict.why);

/**
 * `acme/docs#42` on GitHub, `group/docs!9` for a GitLab merge request, else the link itself:
 * never a bare `#42`, which on the product pull request would name one of its own repository's.
 */
export function pullRequestName(pr: PullRequestRef): string {
  if (pr.number === undefined || pr.repository === undefined) return pr.url;
  return `${pr.repository}${pr.host === 'gitlab' ? '!' : '#'}${pr.number}`;
}

/** The status as read, unless it is from before a follow-up and so does not count yet. */
export function countedStatus(ending: JobEnding): string | undefined {
  return ending.result.staleFinal ? undefined : ending.view?.status;
}

function byFailOn(
  config: Config,
  status: 'failed' | 'archived',
  verdict: Omit<Verdict, 'failsStep' | 'level'>,
): Verdict {
  if (config.failOn.has(status)) return { ...verdict, failsStep: true, level: 'error' };
  const passes = `'fail-on' does not list '${status}', so this job does not fail the step.`;
  return {
    ...verdict,
    failsStep: false,
    level: 'warning',
    next: verdict.next ? msg`${verdict.next} ${passes}` : passes,
  };
}

/** A job that gave a pull request link this step cannot use: it changed files; the link is the service's to fix. */
function completedWithUnusableLink(config: Config, when: string): Verdict {
  const why = `Completed ${when} and reported a pull request link this step cannot use (this run's warning says why), so no pull request is handed on.`;
  const next =
    "Open the job on the dashboard to find its pull request; a link that is not the job's repository's is never followed.";
  if (!config.requirePr)
    return {
      outcome: 'completed',
      failsStep: false,
      level: 'notice',
      headline: 'completed: pull request link unusable',
      why,
      next,
    };
  return {
    outcome: 'completed',
    failsStep: true,
    level: 'error',
    headline: 'completed with an unusable pull request link',
    why,
    next: `'require-pr' is true, so the step fails. ${next}`,
  };
}

/** A completed job the service names no pull request for, whose agent's branch GitHub did not list: whether it has one is unknown. */
function completedWithUnknownPullRequest(config: Config, when: string, unread: Say, unreadable?: string): Verdict {
  const why = msg`Completed ${when}; the service names no pull request, and whether the job has one on its agent's branch could not be read (${unread}).`;
  // A refusal for good is met again by a re-run: the token is what to change (GITHUB_TOKEN reads only its own repository).
  const next =
    unreadable === undefined
      ? 'Re-run this run once GitHub answers: it waits for the same job and looks again.'
      : msg`Give 'github-token' a token that can read ${unreadable}'s pull requests (GITHUB_TOKEN reads only this repository), then re-run: it waits for the same job and looks again. The agent may also have changed no files.`;
  if (!config.requirePr)
    return {
      outcome: 'completed',
      failsStep: false,
      level: 'notice',
      headline: 'completed: pull request unknown',
      why,
      next,
    };
  return {
    outcome: 'completed',
    failsStep: true,
    level: 'error',
    headline: 'completed: pull request unknown',
    why,
    next: msg`'require-pr' is true, so the step fails. ${next}`,
  };
}

function judgeFinal(ending: JobEnding, config: Config, when: string, followUp: boolean): Verdict {
  const { view } = ending;
  const pr = view?.pullRequest;
  if (view?.status === 'completed') {
    if (pr) {
      const name = linked(pr.url, pullRequestName(pr));
      // A follow-up's turn updates the pull request the job opened before: it opened none.
      const why = view.pullRequestOnBranch
        ? msg`Completed ${when}; this turn changed no files, and the job's pull request is ${name}, on its branch.`
        : followUp
          ? msg`Completed ${when}; the job's pull request is ${name}.`
          : msg`Completed ${when} and opened pull request ${name}.`;
      return {
        outcome: 'completed',
        failsStep: false,
        level: 'notice',
        headline: view.pullRequestOnBranch ? 'completed: no files changed this turn' : 'completed with a pull request',
        why,
      };
    }
    if (view.linkRefused) return completedWithUnusableLink(config, when);
    if (view.pullRequestUnread !== undefined)
      return completedWithUnknownPullRequest(config, when, view.pullRequestUnread, view.pullRequestUnreadable);
    const why = `Completed ${when} without a pull request: the agent changed no files.`;
    if (!config.requirePr)
      return { outcome: 'completed', failsStep: false, level: 'notice', headline: 'completed: no files changed', why };
    return {
      outcome: 'completed',
      failsStep: true,
      level: 'error',
      headline: 'completed without a pull request',
      why,
      next: "'require-pr' is true, so the step fails; check the job's prompt, or set require-pr: false to accept jobs that change nothing.",
    };
  }
  if (view?.status === 'failed') {
    return byFailOn(config, 'failed', {
      outcome: 'failed',
      headline: 'failed',
      why: `Failed ${when}; the service gives no reason in the job.`,
      next: 'Open the job on the dashboard to see what went wrong, then start a new job.',
    });
  }
  const at = view?.archivedAt ? msg` at ${quoted(view.archivedAt, 40)}` : '';
  return byFailOn(config, 'archived', {
    outcome: 'archived',
    headline: 'archived',
    why: msg`Archived${at}, ${when === BEFORE_READ ? when : `${when} of waiting`}; an archived job does no more work.`,
    next: 'Open the job on the dashboard to see what it did before it was archived, then start a new job for what is left.',
  });
}

function judgeTimeout(ending: JobEnding, waited: string, history: StepHistory): Verdict {
  const { result } = ending;
  const requests = `${result.polls} request${result.polls === 1 ? '' : 's'}`;
  const base = { outcome: 'timed-out', failsStep: true, level: 'error', headline: 'timed out' } as const;
  const status = ending.view ? quoted(ending.view.status, 60) : undefined;
  if (!status) return judgeUnreadTimeout(ending, waited, history, requests);
  const seen = result.staleFinal
    ? msg`it still read ${status} from before the message, so it had not taken the message up yet`
    : msg`its last status was ${status}`;
  const failing = result.fault ? msg` The last requests failed: ${result.fault}.` : '';
  return {
    ...base,
    why: msg`Timed out after ${waited}: ${seen} (${requests}).${failing}`,
    next: `The job itself goes on running; raise 'timeout' if jobs need longer.${rerunWords(history)}`,
  };
}

/** A time-out before any status was read: what the service took (then the job goes on), and why nothing was read. */
function judgeUnreadTimeout(ending: JobEnding, waited: string, history: StepHistory, requests: string): Verdict {
  const { result } = ending;
  const base = { outcome: 'timed-out', failsStep: true, level: 'error', headline: 'timed out' } as const;
  // The service took what was sent, then the time ran out before the wait read a status (GitHub's
  // rate limit can hold the step's writes for a minute of it): the job was never "unanswered".
  const sent = history.sent && !history.sent.notSent ? history.sent.kind : undefined;
  const took = sent ? `the service took the ${sent}, and ` : '';
  const runs = (advice: string): string =>
    sent
      ? `The job itself goes on running: ${advice}${rerunWords(history)}`
      : `Whether the job runs is unknown: ${advice}`;
  const network = "check 'base-url', the network and any proxy between this runner and the service";
  if (!result.fault && sent)
    return {
      ...base,
      why: `Timed out after ${waited}: ${took}the 'timeout' ran out before a status was read after it (${requests}).`,
      next: `The job itself goes on running; raise 'timeout' if jobs need longer.${rerunWords(history)}`,
    };
  // No request for it went at all: its turn never came (other jobs' held requests took the places).
  if (!result.fault && result.polls === 0 && !sent)
    return {
      ...base,
      why: `Timed out after ${waited}, before any request was answered (none for this job was sent: its turn never came), so its state is unknown.`,
      next: "Raise 'timeout': with several jobs, requests the service holds take the places (4 at once) before it.",
    };
  if (!result.fault)
    return {
      ...base,
      why: `Timed out after ${waited}, before any request was answered (${requests}), so the job's state is unknown.`,
      next: `The service did not answer within 'timeout': ${network}, or raise 'timeout' if it answers that slowly.`,
    };
  if (result.rateLimited)
    return {
      ...base,
      why: msg`Timed out after ${waited}: ${took}no status was ever read, because the service kept limiting the rate of requests (${requests}; the last: ${result.fault}).`,
      next: runs(
        "raise 'poll-interval' (and 'timeout') so the service answers, or run fewer waits at once against this project.",
      ),
    };
  // The service answered, with errors: the way to it works, the service itself is failing.
  const advice = result.serviceErred
    ? "wait until the service answers without errors (it was reached and answered with server errors, so neither 'base-url' nor the network is the cause)"
    : network;
  return {
    ...base,
    why: msg`Timed out after ${waited}: ${took}no status was ever read, because the requests failed (${requests}; the last: ${result.fault}).`,
    next: runs(sent ? `to read its status, ${advice}.` : `${advice}, then run the step again.`),
  };
}

/** A cancel: the job goes on; a status from before the follow-up is no answer, and the wait later must not take it for one. */
function judgeCancelled(ending: JobEnding, status: Quoted | undefined, waited: string, history: StepHistory): Verdict {
  const stale = ending.view !== undefined && ending.result.staleFinal === true;
  const seen = stale
    ? msg`while the job still read ${quoted(ending.view?.status ?? '', 60)} from before the message (it had not taken the message up yet)`
    : status
      ? msg`while the job was ${status}`
      : 'before any status was read';
  const later = stale
    ? msg` To wait for its answer later, pass job-id ${ending.id} with after-message: true (its status from before the message is no answer).`
    : msg` To wait for it later, pass job-id ${ending.id}.`;
  // No status read: whether the service holds the job at all is not known.
  const goesOn =
    status || stale
      ? 'The job itself goes on running on the service.'
      : 'No status was read, so whether the service has the job is not known.';
  return {
    outcome: 'cancelled',
    failsStep: true,
    level: 'error',
    headline: 'cancelled',
    why: msg`Cancelled ${seen}, after ${waited}.`,
    next: msg`${goesOn}${later}${rerunWords(history)}`,
  };
}

/** What re-running the workflow does after a time-out, when this step sent the prompt or message. */
function rerunWords(history: StepHistory): string {
  const sent = history.sent ?? history.resumed;
  if (!sent) return '';
  return history.rerunResumes
    ? ' Re-running the workflow waits for this same job; it does not send again.'
    : ` Re-running the workflow sends the ${sent.kind} again${sent.kind === 'prompt' ? ' and starts a second job' : ''}: with no pull request comment or check run there is no record to resume from.`;
}

/** A 404: a job never found (a setting to check), or one read earlier in the step and gone now. */
function judgeNotFound(
  ending: JobEnding,
  config: Config,
  seen: { status: Quoted | undefined; startedBy: string | undefined },
  words: Say,
): Verdict {
  const { status } = seen;
  const error = (why: Say, next: Say): Verdict => ({
    outcome: 'not-found',
    failsStep: true,
    level: 'error',
    headline: 'not found',
    why,
    next,
  });
  // Read before, gone now: the project, key and address were right; the job was removed.
  if (status)
    return error(
      msg`Job ${ending.id} was read ${status} earlier in this step, and the service now has no such job in project '${config.projectId}' (HTTP 404${words}): it was deleted or archived away on the service's side.`,
      "Look for it on the dashboard. Its work, and its docs pull request if it opened one, stay as the agent left them; the pull request's next run, or a re-run of this workflow, starts a new job.",
    );
  // No one gave this id: the service named it in its answer to this step's start.
  if (seen.startedBy !== undefined)
    return error(
      msg`The service answered the start (by ${seen.startedBy}) with job ${ending.id}, and now has no such job in project '${config.projectId}' (HTTP 404${words}).`,
      msg`The service named a job it does not know: it may not have stored it yet, or the start and the reads reached different services (check 'base-url' and any proxy between).${baseUrlAdvice(config.baseUrl)} Look for the job on the dashboard: if it is there, wait for it by its id; if not, start it again.`,
    );
  // Neither given nor started here: the id came from the action's record on the pull request.
  const given = config.work.jobIds.includes(ending.id);
  return error(
    msg`The service has no job '${ending.id}' in project '${config.projectId}' (HTTP 404${words}).`,
    given
      ? msg`Check that 'project-id' is the id shown on the dashboard's API keys page, that 'job-id' comes from the step that started the job, and that the api-key belongs to the organization that owns the project.${baseUrlAdvice(config.baseUrl)}`
      : msg`The job's id came from this action's record on the pull request. Check that 'project-id' is the id shown on the dashboard's API keys page and that the api-key belongs to the organization that owns the project.${baseUrlAdvice(config.baseUrl)} If the job was deleted on the dashboard, the pull request's next run starts a new one.`,
  );
}

/** The turn waited for a message's answer: this step's, an earlier attempt's, or a `wait: false` step's before it. */
const followedUp = (config: Config, history: StepHistory): boolean =>
  (history.sent ?? history.resumed)?.kind === 'message' ||
  (config.work.plan.kind === 'wait' && config.work.plan.afterMessage === true);

/** A 404 whose words name the project, not the job: the project is missing (or not the key's). */
const namesProject = (fault: Say | undefined): boolean => namesProjectNotJob(fault ? fullText(fault) : '');

const projectNotFound = (config: Config, words: Say): Verdict => ({
  outcome: 'not-found',
  failsStep: true,
  level: 'error',
  headline: 'project not found',
  why: msg`The service has no project '${config.projectId}' for this key (HTTP 404${words}).`,
  next: msg`Check 'project-id' against the dashboard's API keys page, and that the api-key belongs to the organization that owns the project.${baseUrlAdvice(config.baseUrl)}`,
});

/** Said of a job this run met only once it had ended (it sent it nothing): how long it ran is not this run's to say. */
const BEFORE_READ = 'before this run read it';

/**
 * Whether the job had ended before this run's first read of it, and this run sent it nothing (an
 * earlier attempt's send, resumed, is not this run's): how long it ran is then not this run's to say.
 */
export const endedBeforeRead = (result: JobEnding['result'], history: StepHistory): boolean =>
  result.endedUnseen === true && (history.sent === undefined || history.resumed !== undefined);

/** When the job ended, as this run can say: after how long a wait, or before its first read. */
const endedWhen = (result: JobEnding['result'], history: StepHistory, waited: string): string =>
  endedBeforeRead(result, history) ? BEFORE_READ : `after ${waited}`;

function judgeWait(ending: JobEnding, config: Config, history: StepHistory): Verdict {
  const { result } = ending;
  const waited = formatDuration(result.waitedMs);
  const status = ending.view ? quoted(ending.view.status, 60) : undefined;
  const words = result.fault ? msg`: ${result.fault}` : '';
  const error = (outcome: Outcome, headline: string, why: Say, next: Say): Verdict => ({
    outcome,
    failsStep: true,
    level: 'error',
    headline,
    why,
    next,
  });
  switch (result.outcome) {
    case 'final':
      return judgeFinal(ending, config, endedWhen(result, history, waited), followedUp(config, history));
    case 'timeout':
      return judgeTimeout(ending, waited, history);
    case 'cancelled':
      return judgeCancelled(ending, status, waited, history);
    case 'not-found': {
      if (namesProject(result.fault)) return projectNotFound(config, words);
      // The id came from a start (this step's, or an earlier attempt's), never from 'job-id'.
      const startedBy = history.started
        ? 'this step'
        : history.resumed?.kind === 'prompt'
          ? `attempt ${history.resumed.attempt} of this step`
          : undefined;
      return judgeNotFound(ending, config, { status, startedBy }, words);
    }
    case 'refused':
      return error(
        'unauthorized',
        'API key refused',
        msg`The service refused the api-key (HTTP ${result.httpStatus ?? 401}${words}).`,
        `Check that the secret holds an admin API key (mint_...) of the organization that owns project '${config.projectId}', that the key has not expired (keys expire after 90 days by default), that it has read scope, and that no IP allow-list excludes this runner.`,
      );
    case 'gave-up': {
      // Never reached (it took nothing this step sent, answered no request of the wait): the address is the first suspect.
      const took = history.sent !== undefined && !history.sent.notSent;
      const reached = took || result.reached === true || result.job !== undefined;
      const check = reached
        ? ''
        : ` (no request reached it: check 'base-url', now ${config.baseUrl}, the network and any proxy between this runner and the service)`;
      return error(
        'error',
        'the service kept failing',
        msg`Gave up after ${MAX_CONSECUTIVE_FAULTS} failed requests in a row (${result.polls} in all, over ${waited}); the last failed with ${result.fault ?? 'an unknown fault'}.`,
        history.sent && !history.sent.notSent
          ? msg`Job ${quoted(ending.id, 100)} itself goes on running, but the service or the network to it is failing${check}: once it answers again, wait for it again by its id ('job-id').${rerunWords(history)}`
          : `The service or the network to it is failing${check}; re-run the workflow once it answers again.`,
      );
    }
    case 'rejected':
      return error(
        'error',
        'request rejected',
        msg`The request for job ${ending.id} was rejected: ${result.fault ?? 'unknown reason'}.`,
        `Check 'base-url' (now ${config.baseUrl}).`,
      );
  }
}

/** The one judge: a wait's ending, a failed start, `wait: false`, or a job another ending stopped. */
export function judge(ending: JobEnding, config: Config, history: StepHistory = { started: false }): Verdict {
  if (history.postFailure) {
    const { outcome, headline, why, next } = history.postFailure;
    // Nothing to send (another run sent it) is no failure.
    const skipped = outcome === 'skipped';
    const level = skipped ? ('notice' as const) : ('error' as const);
    return { outcome, failsStep: !skipped, level, headline, why, ...(next ? { next } : {}) };
  }
  const status = ending.view ? quoted(ending.view.status, 60) : undefined;
  // A job handed on without waiting is judged as a wait's, once its one read found it gone.
  if (history.notWaiting && ending.result.outcome !== 'not-found') {
    // On a re-run that resumed, an earlier attempt started the job or sent the message.
    const started = history.started || history.resumed?.kind === 'prompt';
    const seen = !status
      ? 'its status is unknown'
      : ending.result.staleFinal
        ? msg`it still reads ${status} from before the message (it has not taken the message up yet)`
        : msg`its status is ${status}`;
    if (history.letGo?.queued)
      return {
        outcome: 'started',
        failsStep: false,
        level: 'none',
        headline: 'follow-up queued',
        why: history.sentEarlier
          ? msg`This run sent job ${ending.id} an earlier command or review no run had answered first, so the job is busy (${seen}) and this run's follow-up was not sent: it waits on the pull request.`
          : msg`Job ${ending.id} is busy (${seen}), so nothing was sent: the follow-up waits on the pull request.`,
        next: msg`'wait' is sweep: a sweep (or the pull request's next run) sends it once the job is not busy, and finishes the check run '${history.letGo.check}'.`,
      };
    return {
      outcome: 'started',
      failsStep: false,
      level: 'none',
      headline: started ? 'started' : 'follow-up sent',
      why: msg`${started ? 'Started' : 'Sent the message to'} job ${ending.id}; ${seen}.`,
      next: history.letGo
        ? msg`'wait' is sweep, so the runner is let go: a sweep (or the pull request's next run) finishes the check run '${history.letGo.check}' and the comment when the job ends.`
        : `'wait' is false, so the step ends here; wait for it later with a step that passes job-id: ${ending.id}${ending.result.staleFinal ? ' and after-message: true (its status from before the message is no answer)' : ''}.`,
    };
  }
  if (ending.stoppedBy === 'refused') {
    return {
      outcome: 'unauthorized',
      failsStep: true,
      level: 'error',
      headline: 'not read to the end',
      why: 'The service refused the api-key for another job of this step, and the key is the same for all.',
    };
  }
  if (ending.stoppedBy === 'fail-fast') {
    return {
      outcome: 'cancelled',
      failsStep: false,
      level: 'warning',
      headline: 'no longer waited for (fail-fast)',
      why: msg`Still ${status ?? 'unread'} when another job failed the step ('fail-fast' is true).`,
      next: 'The service has no cancel: the job keeps running.',
    };
  }
  return judgeWait(ending, config, history);
}

/**
 * The worst outcome among the jobs the step waited for to the end, whatever `fail-on` says (it
 * decides whether the step fails, not which word the outcome is). A job `fail-fast` stopped
 * waiting for is `cancelled` in `results` only.
 */
export function stepOutcome(verdicts: Array<{ ending: JobEnding; verdict: Verdict }>): Outcome {
  const waited = verdicts.filter(({ ending }) => ending.stoppedBy !== 'fail-fast');
  const deciding = waited.length > 0 ? waited : verdicts;
  return SEVERITY.find((o) => deciding.some(({ verdict }) => verdict.outcome === o)) ?? 'error';
}
