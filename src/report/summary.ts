/**
 * The job summary as a document, from the verdicts: for one job, what happened and a table of
 * its details; for several, a heading that says plainly whether jobs failed, one line for each
 * job that failed the step, and one row per job. Rows with nothing to say are left out.
 */
import { formatDuration } from '../inputs/duration.ts';
import { INPUT_DEFAULTS } from '../inputs/inputs.ts';
import { isLoopbackHost } from '../inputs/proxy.ts';
import type { Judged, ReportContext } from './report-context.ts';
import type { Cell, SummaryDoc } from '../output/log.ts';
import { fullText, msg, quoted, type Say } from '../output/text.ts';
import { VERSION } from '../common/version.ts';
import { mayHaveBeenTaken, type PostFailure } from '../common/outcome.ts';
import {
  countedStatus,
  endedBeforeRead,
  ICONS,
  mayHaveStarted,
  pullRequestName,
  whyAndNext,
  type JobEnding,
  type Outcome,
  type StepHistory,
  type Verdict,
} from './verdict.ts';

interface StepVerdict {
  outcome: Outcome;
  failing: Judged[];
  totals: string;
}

/** Where the step copied runs from, when the runner does not say (a local `uses: ./`): this major version. */
const DEFAULT_ACTION_REF = `your-org/wait-for-agent-job@v${VERSION.split('.')[0] ?? ''}`;

const paragraphsOf = (verdict: Verdict): Say[] => [verdict.why, ...(verdict.next ? [verdict.next] : [])];

/** The step that waits for a job started with `wait: false`, ready to copy. */
/** A step that did not wait: the step to copy that waits for its job later. */
function waitLater(ending: JobEnding, context: ReportContext): Pick<SummaryDoc, 'code'> {
  if (!context.history.notWaiting || context.history.letGo || !ending.id) return {};
  const text = waitLaterYaml(ending.id, context, ending.result.staleFinal === true);
  return { code: { title: 'To wait for it later, add a step like this:', text } };
}

/** A plain http:// address off this machine, which a step takes only with `allow-insecure-http: true`. */
function insecureHttp(baseUrl: string): boolean {
  try {
    const url = new URL(baseUrl);
    return url.protocol === 'http:' && !isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}

/**
 * A value as YAML reads it back, whatever it holds: single-quoted (a plain `3.10`, `1e5`, `~`, `on`
 * or `no` would be read as a number, null or a boolean, and the later step would ask for another job).
 */
const yamlString = (value: string): string => `'${value.replace(/'/g, "''")}'`;

function waitLaterYaml(id: string, context: ReportContext, afterMessage: boolean): string {
  const { baseUrl, projectId } = context.config;
  // The step's own service address, when it is not the default: the later step must ask the same one.
  const ownBaseUrl =
    baseUrl.replace(/\/+$/, '') === INPUT_DEFAULTS['base-url'] ? [] : [`    base-url: ${yamlString(baseUrl)}`];
  // A plain http:// address the step was allowed: the later step needs the same leave.
  const insecure = insecureHttp(baseUrl) ? ['    allow-insecure-http: true'] : [];
  return [
    `- uses: ${context.actionRef ?? DEFAULT_ACTION_REF}`,
    '  with:',
    `    project-id: ${yamlString(projectId)}`,
    '    api-key: ${{ secrets.MINTLIFY_ADMIN_API_KEY }}',
    ...ownBaseUrl,
    ...insecure,
    `    job-id: ${yamlString(id)}`,
    // The job still read its status from before the message: the later wait must not take it.
    ...(afterMessage ? ['    after-message: true'] : []),
  ].join('\n');
}

/** The step's outcome for a job whose own status says something else: the job goes on. */
const OUTCOME_NOTES: Partial<Record<Outcome, string>> = {
  'timed-out': '(the wait timed out; the job goes on)',
  cancelled: '(the run was cancelled; the job goes on)',
};

/**
 * The job's status as read, kept apart from the step's outcome: a job still `active` when the wait
 * timed out or the run was cancelled is not a failed job, so it gets that outcome's icon, not ❌.
 */
function statusCell({ ending, verdict }: Judged): Cell {
  const status = countedStatus(ending);
  // A status read before the message is shown as read, marked so; the outcome stands in only when none was read.
  const before = ending.view && !status ? ending.view.status : undefined;
  const shown: Cell = { code: status ?? before ?? verdict.outcome };
  // 'fail-fast' stopping the wait is said once above the table, not as a cancelled run in each row.
  const byFailFast = ending.stoppedBy === 'fail-fast';
  const stoppedWaiting = status !== undefined && !byFailFast && OUTCOME_NOTES[verdict.outcome] !== undefined;
  const icon = stoppedWaiting ? ICONS[verdict.outcome] : verdict.failsStep ? '❌' : undefined;
  const differs = status !== undefined && status !== verdict.outcome;
  const note = byFailFast ? `(${verdict.outcome})` : (OUTCOME_NOTES[verdict.outcome] ?? `(${verdict.outcome})`);
  return {
    cells: [
      ...(icon ? [{ text: icon }] : []),
      shown,
      ...(differs ? [{ text: note }] : []),
      ...(ending.view && !status ? [{ text: '(read before the message)' }] : []),
    ],
  };
}

/** A re-run that waited for what an earlier attempt sent, said the same in the log and the summary. */
export function resumedLine(id: string, resumed: NonNullable<ReportContext['history']['resumed']>): Say {
  const sent = resumed.kind === 'prompt' ? 'started' : 'sent the message to';
  const then = resumed.handedOn ? 'handed it on' : 'waited for it';
  return msg`Re-run: attempt ${resumed.attempt} of this run already ${sent} job ${id}, so this attempt ${then} and sent nothing (on-rerun: resume).`;
}

function oneJob(judged: Judged, context: ReportContext): SummaryDoc {
  const { ending, verdict } = judged;
  const { view, pullRequest: details } = ending;
  const pr = view?.pullRequest;
  const rows: SummaryDoc['rows'] = [];
  const add = (label: string, value: string | undefined): void => {
    if (value) rows.push([label, { text: value }]);
  };
  if (view) rows.push(['Status', statusCell(judged)]);
  if (pr) rows.push(['Pull request', { link: pr.url, text: pullRequestName(pr) }]);
  if (details) {
    const state = `${details.state}${details.draft ? ' (draft)' : ''}, head`;
    rows.push(['Pull request state', { cells: [{ text: state }, { code: details.headSha, abbreviate: 12 }] }]);
  }
  add('Model', view?.model);
  if (view?.repositoryUrl)
    rows.push(['Repository', { link: view.repositoryUrl, text: view.repositoryName ?? view.repositoryUrl }]);
  else add('Repository', view?.repositoryName);
  add('Branch', view?.ref);
  add('Created', view?.createdAt);
  add('Archived', view?.archivedAt);
  if (!context.history.notWaiting && !context.history.postFailure) {
    rows.push([
      'Waited',
      { text: `${formatDuration(context.waitedMs)} (${context.polls} request${context.polls === 1 ? '' : 's'})` },
    ]);
  }
  const { resumed } = context.history;
  const started = context.history.started
    ? [{ text: '(started by this step)' }]
    : resumed?.kind === 'prompt'
      ? [{ text: `(started by attempt ${resumed.attempt} of this run)` }]
      : [];
  const job: Cell = ending.id
    ? { code: ending.id }
    : { none: mayHaveStarted(context.history) ? 'unknown: it may have been started' : 'not started' };
  rows.push(['Job', { cells: [job, { text: 'in project' }, { code: context.config.projectId }, ...started] }]);
  if (context.runUrl) rows.push(['Workflow run', { link: context.runUrl, text: 'this run' }]);
  const icon = verdict.failsStep && verdict.outcome === 'completed' ? ICONS.failed : ICONS[verdict.outcome];
  const { sent } = context.history;
  // A follow-up is labelled as one, wherever the heading goes (the comment, the check run's title).
  // A headline that names the follow-up already ("follow-up sent") is not labelled twice.
  const followUp =
    (sent?.kind === 'message' || resumed?.kind === 'message') && !fullText(verdict.headline).includes('follow-up');
  return {
    icon,
    heading: msg`${ending.id ? msg`Agent job ${quoted(ending.id, 100)} ${verdict.headline}` : msg`Agent job ${verdict.headline}`}${followUp ? ' (follow-up)' : ''}`,
    paragraphs: [...paragraphsOf(verdict), ...(resumed ? [resumedLine(ending.id, resumed)] : [])],
    rows,
    ...waitLater(ending, context),
    ...(sent
      ? {
          details: {
            title: `${sent.kind === 'prompt' ? 'Prompt' : 'Message'} ${sentState(sent, context.history.postFailure)}`,
            text: sent.text,
          },
        }
      : {}),
  };
}

/** Whether the text went: a request the service answered with a refusal (or never got) sent nothing. */
function sentState(sent: NonNullable<StepHistory['sent']>, failure: PostFailure | undefined): string {
  if (sent.notSent || (failure !== undefined && !mayHaveBeenTaken(failure))) return '(not sent)';
  return failure === undefined ? 'sent' : '(may have been taken: its answer was lost)';
}

/** A value every job that was read shares, said once above the table instead of in a column. */
function shared(judged: Judged[], pick: (j: Judged) => string | undefined): string | undefined {
  const values = new Set(judged.filter((j) => j.ending.view).map(pick));
  const [only] = values;
  return values.size === 1 ? only : undefined;
}

function timeCell({ ending, verdict }: Judged, history: StepHistory): Cell {
  if (ending.result.outcome === 'final' && !ending.stoppedBy)
    return endedBeforeRead(ending.result, history)
      ? { none: 'ended before this run read it' }
      : { text: formatDuration(ending.result.waitedMs) };
  if (verdict.outcome === 'not-found') return { none: 'no such job' };
  if (ending.stoppedBy) return { none: 'not waited for' };
  return { none: 'not finished' };
}

function severalJobs(judged: Judged[], context: ReportContext, step: StepVerdict): SummaryDoc {
  const { failing } = step;
  const model = shared(judged, (j) => j.ending.view?.model);
  const branch = shared(judged, (j) => j.ending.view?.ref);
  const sharedLine = [model ? `model ${model}` : '', branch ? `branch ${branch}` : ''].filter(Boolean).join(', ');
  const headers = ['Job', 'Status', 'Pull request', ...(model ? [] : ['Model']), ...(branch ? [] : ['Branch']), 'Time'];
  const rows = judged.map((j): Cell[] => {
    const pr = j.ending.view?.pullRequest;
    return [
      { code: j.ending.id },
      statusCell(j),
      pr ? { link: pr.url, text: pullRequestName(pr) } : { none: 'none' },
      ...(model ? [] : [j.ending.view?.model ? { text: j.ending.view.model } : { none: 'unknown' }]),
      ...(branch ? [] : [j.ending.view?.ref ? { text: j.ending.view.ref } : { none: 'unknown' }]),
      timeCell(j, context.history),
    ];
  });
  const stopped = judged.some(({ ending }) => ending.stoppedBy === 'fail-fast');
  const heading =
    failing.length > 0
      ? `${failing.length} of ${judged.length} agent jobs failed the step`
      : step.outcome === 'completed'
        ? `${judged.length} agent jobs completed`
        : `${judged.length} agent jobs: none failed the step`;
  const summaryRows: SummaryDoc['rows'] = [
    ['Waited', { text: `${formatDuration(context.waitedMs)} (${context.polls} requests)` }],
    ['Project', { code: context.config.projectId }],
  ];
  if (context.runUrl) summaryRows.push(['Workflow run', { link: context.runUrl, text: 'this run' }]);
  return {
    icon: failing.length > 0 ? ICONS.failed : ICONS[step.outcome],
    heading,
    paragraphs: [
      step.totals,
      ...failing.map(({ ending, verdict }) => msg`❌ ${quoted(ending.id, 100)}: ${whyAndNext(verdict)}`),
      ...(stopped
        ? ["'fail-fast' stopped the wait; the service has no cancel, so the jobs marked cancelled keep running."]
        : []),
      ...(sharedLine ? [`Every job${judged.every((j) => j.ending.view) ? '' : ' read'}: ${sharedLine}.`] : []),
    ],
    table: { headers, rows },
    rows: summaryRows,
  };
}

export function summaryDoc(judged: Judged[], context: ReportContext, step: StepVerdict): SummaryDoc {
  const [only] = judged;
  return judged.length === 1 && only ? oneJob(only, context) : severalJobs(judged, context, step);
}
