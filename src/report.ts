import { formatDuration } from './duration.ts';
import type { Config } from './inputs.ts';
import { parsePullRequestLink, repositoryName } from './pull-request.ts';
import { escapeAttribute, escapeMarkup, httpUrl, oneLine } from './text.ts';
import { MAX_CONSECUTIVE_FAULTS, type WaitResult } from './wait.ts';
import type { PullRequestDetails } from './github.ts';

/** Every output the action sets, on every path; a test proves action.yml declares the same set. */
export const OUTPUT_NAMES = [
  'status',
  'outcome',
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
] as const;
export type OutputName = (typeof OUTPUT_NAMES)[number];
export type Outputs = Record<OutputName, string>;

export type Outcome =
  'completed' | 'failed' | 'archived' | 'timed-out' | 'cancelled' | 'not-found' | 'unauthorized' | 'error';

export interface Annotation {
  level: 'notice' | 'warning';
  title: string;
  message: string;
}

export interface Report {
  outcome: Outcome;
  outputs: Outputs;
  /** Annotations besides the failure, which `setFailed` turns into an error annotation. */
  annotations: Annotation[];
  /** Set when the step fails: what happened and what to do next. */
  failure?: string;
  summary: string;
}

export function emptyOutputs(): Outputs {
  return Object.fromEntries(OUTPUT_NAMES.map((name) => [name, ''])) as Outputs;
}

function jobOutputs(config: Config, result: WaitResult, outcome: Outcome, details?: PullRequestDetails): Outputs {
  const outputs = emptyOutputs();
  const { job } = result;
  const pullRequest = parsePullRequestLink(job?.prLink);
  const single = (value: string | null | undefined): string => (value ? oneLine(value, 2_000) : '');
  outputs.status = single(job?.status);
  outputs.outcome = outcome;
  outputs['pr-link'] = pullRequest?.url ?? '';
  outputs['pr-number'] = pullRequest?.number?.toString() ?? '';
  outputs['pr-repository'] = pullRequest?.owner ? `${pullRequest.owner}/${pullRequest.repo}` : '';
  // The agent's branch is the pull request's head; GitHub's answer wins when there is one.
  outputs['pr-head-branch'] = details?.headRef ?? (pullRequest ? single(job?.source?.ref) : '');
  outputs['pr-head-sha'] = details?.headSha ?? '';
  outputs['pr-state'] = details?.state ?? '';
  outputs['pr-draft'] = details ? String(details.draft) : '';
  outputs.job = result.body ? compactJson(result.body) : '';
  outputs['job-id'] = config.jobId;
  outputs.model = single(job?.model);
  outputs.repository = repositoryName(job?.source?.repository) ?? '';
  outputs['repository-url'] = httpUrl(job?.source?.repository)?.href ?? '';
  outputs.ref = single(job?.source?.ref);
  outputs['created-at'] = single(job?.createdAt);
  outputs['archived-at'] = single(job?.archivedAt);
  outputs['waited-seconds'] = String(Math.round(result.waitedMs / 1_000));
  outputs.polls = String(result.polls);
  return outputs;
}

function compactJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body));
  } catch {
    return '';
  }
}

interface Verdict {
  outcome: Outcome;
  headline: string;
  message: string;
  annotation?: Annotation;
  failure?: string;
}

/** A failed or archived job fails the step when `fail-on` lists its status, and warns otherwise. */
function judgedByFailOn(config: Config, status: 'failed' | 'archived', headline: string, message: string): Verdict {
  if (config.failOn.has(status)) return { outcome: status, headline, message, failure: message };
  const passes = `${message} The step passes because 'fail-on' does not list '${status}'.`;
  return { outcome: status, headline, message, annotation: { level: 'warning', title: headline, message: passes } };
}

function judge(config: Config, result: WaitResult): Verdict {
  const label = `Job ${config.jobId}`;
  const waited = formatDuration(result.waitedMs);
  const status = result.job ? oneLine(result.job.status, 60) : undefined;
  const pullRequest = parsePullRequestLink(result.job?.prLink);

  switch (result.outcome) {
    case 'final': {
      const finalStatus = result.job?.status;
      if (finalStatus === 'completed') {
        if (pullRequest) {
          const message = `${label} completed after ${waited} and opened a pull request: ${pullRequest.url}`;
          return {
            outcome: 'completed',
            headline: 'Agent job completed',
            message,
            annotation: { level: 'notice', title: 'Pull request ready', message },
          };
        }
        const odd = result.job?.prLink
          ? ' (the service sent a pull request link that is not an http(s) URL, so it is ignored)'
          : '';
        const message = `${label} completed after ${waited} without a pull request: the agent changed no files${odd}.`;
        if (config.requirePr) {
          return {
            outcome: 'completed',
            headline: 'Agent job completed without a pull request',
            message,
            failure: `${message} 'require-pr' is true, so the step fails; check the job's prompt, or set require-pr: false to accept jobs that change nothing.`,
          };
        }
        return {
          outcome: 'completed',
          headline: 'Agent job completed: no files changed',
          message,
          annotation: { level: 'notice', title: 'No changes', message },
        };
      }
      if (finalStatus === 'failed') {
        const message = `${label} failed after ${waited}. The service gives no reason in the job; open the job on the dashboard to see what went wrong, then start a new job.`;
        return judgedByFailOn(config, 'failed', 'Agent job failed', message);
      }
      const archivedAt = result.job?.archivedAt ? ` at ${oneLine(result.job.archivedAt, 40)}` : '';
      const message = `${label} was archived${archivedAt}, after ${waited} of waiting; an archived job does no more work.`;
      return judgedByFailOn(config, 'archived', 'Agent job archived', message);
    }
    case 'timeout': {
      const seen = status ? `its last status was ${status}` : 'no status was ever read';
      const failing = result.fault ? ` The last requests failed: ${result.fault}.` : '';
      const message = `Timed out after ${waited} waiting for ${label.toLowerCase()}: ${seen} (${result.polls} request${result.polls === 1 ? '' : 's'}).${failing} The job itself goes on running; raise 'timeout' if jobs need longer.`;
      return { outcome: 'timed-out', headline: 'Timed out waiting for the agent job', message, failure: message };
    }
    case 'cancelled': {
      const seen = status ? `while the job was ${status}` : 'before any status was read';
      const message = `Cancelled ${seen}, after ${waited}. The job itself goes on running on the service.`;
      return { outcome: 'cancelled', headline: `Cancelled ${seen}`, message, failure: message };
    }
    case 'not-found': {
      const message = `The service has no job '${config.jobId}' in project '${config.projectId}' (HTTP 404${result.fault ? `: ${result.fault}` : ''}). Check that 'project-id' is the id shown on the dashboard's API keys page, that 'job-id' comes from the step that started the job, and that the api-key belongs to the organization that owns the project.`;
      return { outcome: 'not-found', headline: 'Agent job not found', message, failure: message };
    }
    case 'refused': {
      const detail = result.fault ? `: ${result.fault}` : '';
      const message = `The service refused the api-key (HTTP ${result.httpStatus ?? 401}${detail}). Check that the secret holds an admin API key (mint_...) of the organization that owns project '${config.projectId}', that the key has not expired (keys expire after 90 days by default), that it has read scope, and that no IP allow-list excludes this runner.`;
      return { outcome: 'unauthorized', headline: 'API key refused', message, failure: message };
    }
    case 'gave-up': {
      const message = `Gave up after ${MAX_CONSECUTIVE_FAULTS} failed requests in a row (${result.polls} in all, over ${waited}); the last failed with ${result.fault ?? 'an unknown fault'}. The service or the network to it is failing; re-run the workflow once it answers again.`;
      return { outcome: 'error', headline: 'The service kept failing', message, failure: message };
    }
    case 'rejected': {
      const message = `The request for ${label.toLowerCase()} was rejected: ${result.fault ?? 'unknown reason'}. Check 'base-url' (now ${config.baseUrl}).`;
      return { outcome: 'error', headline: 'Request rejected', message, failure: message };
    }
  }
}

const ICONS: Record<Outcome, string> = {
  completed: '✅',
  failed: '❌',
  archived: '🗄️',
  'timed-out': '⏱️',
  cancelled: '🚫',
  'not-found': '❓',
  unauthorized: '🔒',
  error: '⚠️',
};

/** A link to a checked URL, or the text alone; `html` must be escaped already. */
function link(url: URL | undefined, html: string): string {
  return url ? `<a href="${escapeAttribute(url.href)}">${html}</a>` : html;
}

export interface SummaryExtras {
  /** The workflow run's URL, when known. */
  runUrl?: string;
  /** What GitHub said of the pull request, when it was looked up. */
  pullRequest?: PullRequestDetails;
}

function summaryHtml(config: Config, result: WaitResult, verdict: Verdict, extras: SummaryExtras): string {
  const { job } = result;
  const pullRequest = parsePullRequestLink(job?.prLink);
  const repoUrl = httpUrl(job?.source?.repository);
  const cell = (value: string | null | undefined): string => (value ? escapeMarkup(value) : '<i>none</i>');
  const rows: Array<[string, string]> = [
    ['Status', job ? `<code>${escapeMarkup(job.status)}</code>` : '<i>never read</i>'],
    [
      'Pull request',
      pullRequest
        ? link(httpUrl(pullRequest.url), pullRequest.number ? `#${pullRequest.number}` : escapeMarkup(pullRequest.url))
        : '<i>none</i>',
    ],
    ...(extras.pullRequest
      ? ([
          [
            'Pull request state',
            `${extras.pullRequest.state}${extras.pullRequest.draft ? ' (draft)' : ''}, head <code>${escapeMarkup(extras.pullRequest.headSha.slice(0, 12))}</code>`,
          ],
        ] as Array<[string, string]>)
      : []),
    ['Model', cell(job?.model)],
    [
      'Repository',
      job?.source?.repository
        ? link(repoUrl, escapeMarkup(repositoryName(repoUrl?.href) ?? job.source.repository))
        : '<i>unknown</i>',
    ],
    ['Branch', cell(job?.source?.ref)],
    ['Created', cell(job?.createdAt)],
    ['Archived', cell(job?.archivedAt)],
    ['Waited', `${formatDuration(result.waitedMs)} (${result.polls} request${result.polls === 1 ? '' : 's'})`],
    ['Job', `<code>${escapeMarkup(config.jobId)}</code> in project <code>${escapeMarkup(config.projectId)}</code>`],
  ];
  const runUrl = httpUrl(extras.runUrl);
  if (runUrl) rows.push(['Workflow run', link(runUrl, 'this run')]);
  const table = rows.map(([name, value]) => `<tr><th align="left">${name}</th><td>${value}</td></tr>`).join('\n');
  return [
    `<h2>${ICONS[verdict.outcome]} ${escapeMarkup(verdict.headline)}</h2>`,
    `<p>${escapeMarkup(verdict.message)}</p>`,
    `<table>\n${table}\n</table>`,
    '',
  ].join('\n');
}

/** Turns the wait's result into outputs, annotations, a failure if any, and the job summary. */
export function buildReport(config: Config, result: WaitResult, extras: SummaryExtras = {}): Report {
  const verdict = judge(config, result);
  return {
    outcome: verdict.outcome,
    outputs: jobOutputs(config, result, verdict.outcome, extras.pullRequest),
    annotations: verdict.annotation ? [verdict.annotation] : [],
    ...(verdict.failure ? { failure: verdict.failure } : {}),
    summary: summaryHtml(config, result, verdict, extras),
  };
}
