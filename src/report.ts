/** What to say: outputs, annotations, a failure and the summary, as plain data for the sink. */
import { formatDuration } from './duration.ts';
import type { PullRequestDetails } from './github.ts';
import type { Config } from './inputs.ts';
import { viewJob, type JobView } from './job-view.ts';
import type { Cell, SummaryDoc } from './sink.ts';
import { escapeControls, msg, oneLineJson, quoted, type Say } from './text.ts';
import { MAX_CONSECUTIVE_FAULTS, type WaitResult } from './wait.ts';

/** Every output the action sets, on every path; a test proves action.yml declares the same set. */
export const OUTPUT_NAMES = [
  'status',
  'outcome',
  'started',
  'pr-link',
  'pr-number',
  'pr-repository',
  'pr-head-branch',
  'pr-head-sha',
  'pr-state',
  'pr-draft',
  'job',
  'job-id',
  'model',
  'repository',
  'repository-url',
  'ref',
  'created-at',
  'archived-at',
  'waited-seconds',
  'polls',
  'results',
  'pr-links',
  'completed-count',
  'failed-count',
  'archived-count',
  'pending-count',
] as const;
export type OutputName = (typeof OUTPUT_NAMES)[number];
export type Outputs = Record<OutputName, string>;

export type Outcome =
  'completed' | 'failed' | 'archived' | 'started' | 'timed-out' | 'cancelled' | 'not-found' | 'unauthorized' | 'error';

export interface Annotation {
  level: 'notice' | 'warning' | 'error';
  title: Say;
  message: Say;
}

export interface Report {
  outcome: Outcome;
  outputs: Outputs;
  /** Annotations besides the failure, which the sink's `fail` turns into an error annotation. */
  annotations: Annotation[];
  /** Set when the step fails: what happened and what to do next. */
  failure?: Say;
  summary: SummaryDoc;
}

/** A start or follow-up that did not go through: the step ends before any wait. */
export interface PostFailure {
  outcome: Outcome;
  headline: string;
  message: Say;
  /** Any id the service's answer carried, handed on in `job-id` so the job can be found. */
  jobId?: string;
}

export interface ReportExtras {
  /** The last job read, parsed once. */
  view?: JobView;
  /** What GitHub said of the pull request, when it was looked up. */
  pullRequest?: PullRequestDetails;
  /** The workflow run's URL, when known. */
  runUrl?: string;
  /** True when this step started the job. */
  started?: boolean;
  /** The prompt or message this step sent, shown collapsed in the summary. */
  sent?: { kind: 'prompt' | 'message'; text: string };
  /** Set when the step never got to wait: `wait: false`, or the POST failed. */
  ended?: { kind: 'not-waiting' } | { kind: 'post-failed'; failure: PostFailure };
  /** The answer to a follow-up still showed the final status from before it. */
  staleFinal?: boolean;
}

export function emptyOutputs(): Outputs {
  return Object.fromEntries(OUTPUT_NAMES.map((name) => [name, ''])) as Outputs;
}

function jobOutputs(config: Config, result: WaitResult, outcome: Outcome, extras: ReportExtras): Outputs {
  const outputs = emptyOutputs();
  const { view } = extras;
  const details = extras.pullRequest;
  // Outputs keep the whole value, as one line.
  const single = (value: string | undefined): string => (value ? escapeControls(value) : '');
  // The pull request describes a finished job; a link seen before the end is handed on alone.
  const finished = result.outcome === 'final';
  const pullRequest = view?.pullRequest;
  outputs.status = countsYet(result, extras) ? single(view?.status) : '';
  outputs.outcome = outcome;
  outputs.started = extras.started ? 'true' : 'false';
  outputs['pr-link'] = pullRequest?.url ?? '';
  if (finished && pullRequest) {
    outputs['pr-number'] = pullRequest.number?.toString() ?? '';
    outputs['pr-repository'] = pullRequest.repository ?? '';
    // The agent's branch is the pull request's head; GitHub's answer wins when there is one.
    outputs['pr-head-branch'] = details?.headRef ?? single(view?.ref);
    outputs['pr-head-sha'] = details?.headSha ?? '';
    outputs['pr-state'] = details?.state ?? '';
    outputs['pr-draft'] = details ? String(details.draft) : '';
  }
  outputs.job = result.body ?? '';
  outputs['job-id'] = extras.ended?.kind === 'post-failed' ? single(extras.ended.failure.jobId) : config.jobId;
  outputs.model = single(view?.model);
  outputs.repository = view?.repositoryName ?? '';
  outputs['repository-url'] = view?.repositoryUrl ?? '';
  outputs.ref = single(view?.ref);
  outputs['created-at'] = single(view?.createdAt);
  outputs['archived-at'] = single(view?.archivedAt);
  outputs['waited-seconds'] = String(Math.round(result.waitedMs / 1_000));
  outputs.polls = String(result.polls);
  Object.assign(
    outputs,
    listOutputs([resultEntry(outputs['job-id'], result, outcome, view, countsYet(result, extras))]),
  );
  return outputs;
}

/**
 * False when the status read is final but from before a follow-up: the job has not taken up
 * the message yet, so that status says nothing of the answer and the job counts as pending.
 */
function countsYet(result: WaitResult, extras: ReportExtras): boolean {
  return !(result.staleFinal || extras.staleFinal);
}

/** One job in the `results` output. */
export interface ResultEntry {
  id: string;
  status: string | null;
  outcome: Outcome;
  prLink: string | null;
  prNumber: number | null;
  repository: string | null;
  ref: string | null;
}

function resultEntry(
  id: string,
  result: WaitResult,
  outcome: Outcome,
  view: JobView | undefined,
  counts = true,
): ResultEntry {
  const finished = result.outcome === 'final';
  return {
    id,
    status: counts ? (view?.status ?? null) : null,
    outcome,
    prLink: view?.pullRequest?.url ?? null,
    prNumber: finished ? (view?.pullRequest?.number ?? null) : null,
    repository: view?.repositoryName ?? null,
    ref: view?.ref ?? null,
  };
}

/** The outputs every step sets, whatever the number of jobs. */
function listOutputs(entries: ResultEntry[]): Pick<Outputs, 'results' | 'pr-links' | (`${string}-count` & OutputName)> {
  const count = (outcome: Outcome): string => String(entries.filter((entry) => entry.outcome === outcome).length);
  // Every job is in exactly one count: the three final outcomes, or pending for any other.
  const final = new Set<Outcome>(['completed', 'failed', 'archived']);
  return {
    results: oneLineJson(entries),
    'pr-links': entries.flatMap((entry) => (entry.prLink ? [entry.prLink] : [])).join('\n'),
    'completed-count': count('completed'),
    'failed-count': count('failed'),
    'archived-count': count('archived'),
    'pending-count': String(entries.filter((entry) => !final.has(entry.outcome)).length),
  };
}

interface Verdict {
  outcome: Outcome;
  icon: string;
  headline: Say;
  message: Say;
  annotation?: Annotation;
  failure?: Say;
}

const ICONS: Record<Outcome, string> = {
  completed: '✅',
  failed: '❌',
  archived: '🗄️',
  started: '🚀',
  'timed-out': '⏱️',
  cancelled: '🚫',
  'not-found': '❓',
  unauthorized: '🔒',
  error: '⚠️',
};

function verdict(outcome: Outcome, headline: Say, message: Say, rest: Partial<Verdict> = {}): Verdict {
  return { outcome, icon: ICONS[outcome], headline, message, ...rest };
}

/** A failed or archived job fails the step when `fail-on` lists its status, and warns otherwise. */
function judgedByFailOn(config: Config, status: 'failed' | 'archived', headline: string, message: Say): Verdict {
  if (config.failOn.has(status)) return verdict(status, headline, message, { failure: message });
  const passes = msg`${message} 'fail-on' does not list '${status}', so this job does not fail the step.`;
  return verdict(status, headline, message, { annotation: { level: 'warning', title: headline, message: passes } });
}

function judge(config: Config, result: WaitResult, extras: ReportExtras): Verdict {
  const label = `Job ${config.jobId}`;
  const waited = formatDuration(result.waitedMs);
  const status = extras.view ? quoted(extras.view.status, 60) : undefined;
  const pullRequest = extras.view?.pullRequest;

  if (extras.ended?.kind === 'post-failed') {
    const { outcome, headline, message } = extras.ended.failure;
    return verdict(outcome, headline, message, { failure: message });
  }
  if (extras.ended?.kind === 'not-waiting') {
    const what = extras.started ? `Started job ${config.jobId}` : `Sent the message to job ${config.jobId}`;
    const seen = !status
      ? 'its status is unknown'
      : countsYet(result, extras)
        ? msg`its status is ${status}`
        : msg`it still reads ${status} from before the message (it has not taken the message up yet)`;
    const message = msg`${what}; ${seen}. 'wait' is false, so the step ends here. To wait for it later, run this action with job-id: ${config.jobId} (for example job-id: \${{ steps.<this step's id>.outputs.job-id }}).`;
    return verdict('started', extras.started ? 'Agent job started' : 'Follow-up sent', message);
  }

  switch (result.outcome) {
    case 'final': {
      const finalStatus = extras.view?.status;
      if (finalStatus === 'completed') {
        if (pullRequest) {
          const message = msg`${label} completed after ${waited} and opened a pull request: ${quoted(pullRequest.url)}`;
          return verdict('completed', 'Agent job completed', message, {
            annotation: { level: 'notice', title: 'Pull request ready', message },
          });
        }
        const message = `${label} completed after ${waited} without a pull request: the agent changed no files.`;
        if (config.requirePr) {
          return verdict('completed', 'Agent job completed without a pull request', message, {
            failure: msg`${message} 'require-pr' is true, so the step fails; check the job's prompt, or set require-pr: false to accept jobs that change nothing.`,
          });
        }
        return verdict('completed', 'Agent job completed: no files changed', message, {
          annotation: { level: 'notice', title: 'No changes', message },
        });
      }
      if (finalStatus === 'failed') {
        const message = `${label} failed after ${waited}. The service gives no reason in the job; open the job on the dashboard to see what went wrong, then start a new job.`;
        return judgedByFailOn(config, 'failed', 'Agent job failed', message);
      }
      const archivedAt = extras.view?.archivedAt ? msg` at ${quoted(extras.view.archivedAt, 40)}` : '';
      const message = msg`${label} was archived${archivedAt}, after ${waited} of waiting; an archived job does no more work.`;
      return judgedByFailOn(config, 'archived', 'Agent job archived', message);
    }
    case 'timeout': {
      const message = timeoutMessage(config, result, extras, waited);
      return verdict('timed-out', 'Timed out waiting for the agent job', message, { failure: message });
    }
    case 'cancelled': {
      const seen = status ? msg`while the job was ${status}` : 'before any status was read';
      const message = msg`Cancelled ${seen}, after ${waited}. The job itself goes on running on the service.`;
      return verdict('cancelled', msg`Cancelled ${seen}`, message, { failure: message });
    }
    case 'not-found': {
      const message = msg`The service has no job '${config.jobId}' in project '${config.projectId}' (HTTP 404${result.fault ? msg`: ${result.fault}` : ''}). Check that 'project-id' is the id shown on the dashboard's API keys page, that 'job-id' comes from the step that started the job, and that the api-key belongs to the organization that owns the project.`;
      return verdict('not-found', 'Agent job not found', message, { failure: message });
    }
    case 'refused': {
      const detail = result.fault ? msg`: ${result.fault}` : '';
      const message = msg`The service refused the api-key (HTTP ${result.httpStatus ?? 401}${detail}). Check that the secret holds an admin API key (mint_...) of the organization that owns project '${config.projectId}', that the key has not expired (keys expire after 90 days by default), that it has read scope, and that no IP allow-list excludes this runner.`;
      return verdict('unauthorized', 'API key refused', message, { failure: message });
    }
    case 'gave-up': {
      const message = msg`Gave up after ${MAX_CONSECUTIVE_FAULTS} failed requests in a row (${result.polls} in all, over ${waited}); the last failed with ${result.fault ?? 'an unknown fault'}. The service or the network to it is failing; re-run the workflow once it answers again.`;
      return verdict('error', 'The service kept failing', message, { failure: message });
    }
    case 'rejected': {
      const message = msg`The request for ${label.toLowerCase()} was rejected: ${result.fault ?? 'unknown reason'}. Check 'base-url' (now ${config.baseUrl}).`;
      return verdict('error', 'Request rejected', message, { failure: message });
    }
  }
}

/** Says what was seen and what was not: a service that answered, one that never did, a stale status. */
function timeoutMessage(config: Config, result: WaitResult, extras: ReportExtras, waited: string): Say {
  const label = `job ${config.jobId}`;
  const requests = `${result.polls} request${result.polls === 1 ? '' : 's'}`;
  const status = extras.view ? quoted(extras.view.status, 60) : undefined;
  if (!status) {
    if (result.fault) {
      return msg`Timed out after ${waited} waiting for ${label}: no status was ever read, because the requests failed (${requests}; the last: ${result.fault}). Whether the job runs is unknown: check 'base-url', the network and any proxy between this runner and the service, then run the step again.`;
    }
    return msg`Timed out after ${waited} waiting for ${label}: the time-out came before any request was answered (${requests}). Raise 'timeout'.`;
  }
  const seen = countsYet(result, extras)
    ? msg`its last status was ${status}`
    : msg`it still read ${status} from before the message, so it had not taken the message up yet`;
  const failing = result.fault ? msg` The last requests failed: ${result.fault}.` : '';
  return msg`Timed out after ${waited} waiting for ${label}: ${seen} (${requests}).${failing} The job itself goes on running; raise 'timeout' if jobs need longer.`;
}

function summaryDoc(config: Config, result: WaitResult, judged: Verdict, extras: ReportExtras): SummaryDoc {
  const { view, pullRequest: details } = extras;
  const text = (value: string | undefined, none = 'none'): Cell => (value ? { text: value } : { none });
  const pullRequest = view?.pullRequest;
  const rows: SummaryDoc['rows'] = [
    ['Status', view ? { code: view.status } : { none: 'never read' }],
    [
      'Pull request',
      pullRequest
        ? { link: pullRequest.url, text: pullRequest.number ? `#${pullRequest.number}` : pullRequest.url }
        : { none: 'none' },
    ],
  ];
  if (details) {
    rows.push([
      'Pull request state',
      {
        cells: [
          { text: `${details.state}${details.draft ? ' (draft)' : ''}, head` },
          { code: details.headSha, abbreviate: 12 },
        ],
      },
    ]);
  }
  rows.push(
    ['Model', text(view?.model)],
    [
      'Repository',
      view?.repositoryUrl
        ? { link: view.repositoryUrl, text: view.repositoryName ?? view.repositoryUrl }
        : text(view?.repositoryName, 'unknown'),
    ],
    ['Branch', text(view?.ref)],
    ['Created', text(view?.createdAt)],
    ['Archived', text(view?.archivedAt)],
    [
      'Waited',
      { text: `${formatDuration(result.waitedMs)} (${result.polls} request${result.polls === 1 ? '' : 's'})` },
    ],
    [
      'Job',
      {
        cells: [
          config.jobId ? { code: config.jobId } : { none: 'not started' },
          { text: `in project` },
          { code: config.projectId },
          ...(extras.started ? [{ text: '(started by this step)' }] : []),
        ],
      },
    ],
  );
  if (extras.runUrl) rows.push(['Workflow run', { link: extras.runUrl, text: 'this run' }]);
  return {
    icon: judged.icon,
    heading: judged.headline,
    paragraphs: [judged.message],
    rows,
    ...(extras.sent
      ? { details: { title: extras.sent.kind === 'prompt' ? 'Prompt sent' : 'Message sent', text: extras.sent.text } }
      : {}),
  };
}

/** Turns the wait's result into outputs, annotations, a failure if any, and the job summary. */
export function buildReport(config: Config, result: WaitResult, given: ReportExtras = {}): Report {
  const view = given.view ?? (result.job ? viewJob(result.job) : undefined);
  const extras = view ? { ...given, view } : given;
  const judged = judge(config, result, extras);
  return {
    outcome: judged.outcome,
    outputs: jobOutputs(config, result, judged.outcome, extras),
    annotations: judged.annotation ? [judged.annotation] : [],
    ...(judged.failure ? { failure: judged.failure } : {}),
    summary: summaryDoc(config, result, judged, extras),
  };
}

/** Worst first: the step's outcome with several jobs is the worst of theirs. */
const SEVERITY: Outcome[] = [
  'error',
  'unauthorized',
  'not-found',
  'timed-out',
  'cancelled',
  'failed',
  'archived',
  'completed',
  'started',
];
/** The runner shows only this many annotations of a kind per step. */
export const MAX_JOB_ANNOTATIONS = 10;

export interface JobEnding {
  id: string;
  result: WaitResult;
  view?: JobView;
  /** Another job's ending stopped this one: the key was refused, or fail-fast. */
  stoppedBy?: 'refused' | 'fail-fast';
}

function judgeOne(config: Config, ending: JobEnding): Verdict {
  const label = `Job ${ending.id}`;
  if (ending.stoppedBy === 'refused') {
    const message = `${label} was not read to the end: the service refused the api-key for another job of this step, and the key is the same for all.`;
    return verdict('unauthorized', 'API key refused', message, { failure: message });
  }
  if (ending.stoppedBy === 'fail-fast') {
    const message = `${label} was still ${ending.view?.status ?? 'unread'} when another job failed the step ('fail-fast' is true). The service has no cancel: the job keeps running.`;
    return verdict('cancelled', 'Stopped waiting (fail-fast)', message);
  }
  return judge({ ...config, jobId: ending.id }, ending.result, ending.view ? { view: ending.view } : {});
}

/** Several jobs: one answer for all of them, and one row, one annotation per job. */
export function buildManyReport(config: Config, endings: JobEnding[], extras: { runUrl?: string } = {}): Report {
  const judged = endings.map((ending) => ({ ending, verdict: judgeOne(config, ending) }));
  const failing = judged.filter(({ verdict: v }) => v.failure !== undefined);
  // The step's outcome is the worst job that fails it; the jobs fail-fast stopped waiting for are
  // `cancelled` in `results` only.
  const deciding = failing.length > 0 ? failing : judged.filter(({ ending }) => ending.stoppedBy !== 'fail-fast');
  const outcome = SEVERITY.find((o) => deciding.some(({ verdict: v }) => v.outcome === o)) ?? 'error';
  const entries = judged.map(({ ending, verdict: v }) => resultEntry(ending.id, ending.result, v.outcome, ending.view));

  const outputs = emptyOutputs();
  Object.assign(outputs, listOutputs(entries));
  outputs.outcome = outcome;
  outputs.started = 'false';
  outputs['job-id'] = endings.map((ending) => ending.id).join('\n');
  outputs['waited-seconds'] = String(Math.round(Math.max(0, ...endings.map((e) => e.result.waitedMs)) / 1_000));
  outputs.polls = String(endings.reduce((sum, e) => sum + e.result.polls, 0));

  const counts = SEVERITY.map((o) => [o, judged.filter(({ verdict: v }) => v.outcome === o).length] as const)
    .filter(([, n]) => n > 0)
    .map(([o, n]) => `${n} ${o}`)
    .join(', ');
  const totals = `${endings.length} jobs: ${counts}.`;
  const failure =
    failing.length === 0
      ? undefined
      : failing.length === 1 && failing[0]?.verdict.failure
        ? msg`${failing[0].verdict.failure} (${totals})`
        : `${failing.length} of ${endings.length} jobs fail the step: ${failing.map(({ ending, verdict: v }) => `${ending.id} (${v.outcome})`).join(', ')}. See the job summary for each.`;

  const perJob: Annotation[] = judged
    .map(({ ending, verdict: v }): Annotation => ({
      level: v.failure ? 'error' : (v.annotation?.level ?? (v.outcome === 'completed' ? 'notice' : 'warning')),
      title: msg`Job ${ending.id}: ${v.headline}`,
      message: v.annotation?.message ?? v.message,
    }))
    .filter((a) => a.level !== 'error' || failing.length > 1);
  // The runner shows at most 10 annotations of a kind: one error is kept for the step's own.
  const fits = (level: Annotation['level']): boolean =>
    perJob.filter((a) => a.level === level).length <=
    (level === 'error' ? MAX_JOB_ANNOTATIONS - 1 : MAX_JOB_ANNOTATIONS);
  const annotations: Annotation[] =
    fits('error') && fits('warning') && fits('notice')
      ? perJob
      : [
          {
            level: failing.length > 0 ? 'error' : perJob.some((a) => a.level === 'warning') ? 'warning' : 'notice',
            title: `${endings.length} agent jobs`,
            message: `${totals} ${judged
              .filter(({ verdict: v }) => v.outcome !== 'completed')
              .map(({ ending, verdict: v }) => `${ending.id}: ${v.outcome}`)
              .join('; ')}`.trim(),
          },
        ];

  const worst = judged.find(({ verdict: v }) => v.outcome === outcome)?.verdict;
  const stopped = judged.some(({ ending }) => ending.stoppedBy === 'fail-fast');
  const table = {
    headers: ['Job', 'Status', 'Pull request', 'Model', 'Branch', 'Time to finish'],
    rows: judged.map(({ ending, verdict: v }): Cell[] => {
      const pr = ending.view?.pullRequest;
      return [
        { code: ending.id },
        ending.view
          ? {
              cells: [
                { code: ending.view.status },
                ...(v.outcome === ending.view.status ? [] : [{ text: `(${v.outcome})` }]),
              ],
            }
          : { text: v.outcome },
        pr ? { link: pr.url, text: pr.number ? `#${pr.number}` : pr.url } : { none: 'none' },
        ending.view?.model ? { text: ending.view.model } : { none: 'unknown' },
        ending.view?.ref ? { text: ending.view.ref } : { none: 'unknown' },
        ending.result.outcome === 'final' ? { text: formatDuration(ending.result.waitedMs) } : { none: 'not finished' },
      ];
    }),
  };
  const rows: SummaryDoc['rows'] = [
    [
      'Waited',
      { text: `${formatDuration(Math.max(0, ...endings.map((e) => e.result.waitedMs)))} (${outputs.polls} requests)` },
    ],
    ['Project', { code: config.projectId }],
  ];
  if (extras.runUrl) rows.push(['Workflow run', { link: extras.runUrl, text: 'this run' }]);
  return {
    outcome,
    outputs,
    annotations,
    ...(failure ? { failure } : {}),
    summary: {
      icon: ICONS[outcome],
      heading: `${endings.length} agent jobs: ${failing.length === 0 ? 'all passed' : `${failing.length} failed the step`}`,
      paragraphs: [
        totals,
        ...(worst && outcome !== 'completed' ? [worst.message] : []),
        ...(stopped
          ? ["'fail-fast' stopped the wait; the service has no cancel, so the jobs marked cancelled keep running."]
          : []),
      ],
      table,
      rows,
    },
  };
}
