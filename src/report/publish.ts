/**
 * Renders a report through the log: the outputs (and a log group that shows them), the
 * annotations, the job summary, and the step's failure. Also the ending of a step that never got
 * to a report: invalid inputs, or a bug. Nothing here judges; it only shows.
 */
import { describeProblems, InputError } from '../inputs/inputs.ts';
import { readProxySettings } from '../inputs/proxy.ts';
import { stepSecrets } from '../inputs/secrets.ts';
import { emptyOutputs, OUTPUT_NAMES, type Outputs, type Report } from './report.ts';
import { createLog, type ActionIO, type Log, type SummaryDoc } from '../output/log.ts';
import { errorMessage, msg, quoted, type Say } from '../output/text.ts';

export const ACTION_NAME = 'wait-for-agent-job';

/** Sets every output in one group; a runner that cannot take them gets one warning, not a crash. */
export function setOutputs(log: Log, outputs: Outputs): void {
  log.startGroup('Outputs');
  try {
    for (const name of OUTPUT_NAMES) {
      const value = log.output(name, outputs[name]);
      const lines = value.split('\n');
      // A value of several lines (job-id, pr-links) shows one line each, as a later step reads it.
      if (lines.length === 1) log.info(msg`${name}: ${quoted(value)}`);
      else {
        log.info(`${name}: (${lines.length} lines)`);
        for (const line of lines) log.info(msg`  ${quoted(line)}`);
      }
    }
  } catch (error) {
    log.warning(msg`Could not set the outputs: ${quoted(errorMessage(error))}; later steps will see empty outputs.`);
  } finally {
    log.endGroup();
  }
}

/**
 * The report's annotations, or the one that sums them when the runner would drop some: the run's
 * own warnings took their part of the 10 a kind it shows (one error kept for the step's failure).
 */
function annotationsToShow(log: Log, report: Report) {
  log.closing();
  const fits = (level: 'notice' | 'warning' | 'error'): boolean =>
    report.annotations.filter((annotation) => annotation.level === level).length <=
    log.room(level) - (level === 'error' && report.failure !== undefined ? 1 : 0);
  return report.summed && !(fits('notice') && fits('warning') && fits('error')) ? [report.summed] : report.annotations;
}

export async function publish(log: Log, report: Report): Promise<void> {
  setOutputs(log, report.outputs);
  for (const annotation of annotationsToShow(log, report)) {
    if (annotation.level === 'notice') log.notice(annotation.message, annotation.title);
    else if (annotation.level === 'error') log.error(annotation.message, annotation.title);
    else log.warning(annotation.message, annotation.title);
  }
  try {
    await log.summary(report.summary);
  } catch (error) {
    log.debug(msg`No job summary written: ${quoted(errorMessage(error))}`);
  }
  if (report.failure !== undefined) log.fail(report.failure);
}

/**
 * After the last GitHub writes: the links to a comment or check run that only they made, as
 * outputs (a later value of an output wins). Everything else was published before them.
 */
export function publishNewLinks(log: Log, report: Report, links: { commentUrl?: string; checkRunUrl?: string }): void {
  const fresh: Array<['comment-url' | 'check-run-url', string | undefined]> = [
    ['comment-url', links.commentUrl],
    ['check-run-url', links.checkRunUrl],
  ];
  for (const [name, url] of fresh) {
    if (!url || url === report.outputs[name]) continue;
    try {
      log.output(name, url);
      log.info(msg`${name}: ${quoted(url)}`);
    } catch (error) {
      log.warning(msg`Could not set the output ${name}: ${quoted(errorMessage(error))}.`);
    }
  }
}

/** Invalid inputs or a bug: outputs, a summary and one error, never a stack trace. */
const INPUT_FIX = "Fix the step's 'with:' block (or the named variable); see the README for every input.";

/** What the summary (and a pull request's check run) says of inputs that stop the step. */
export const invalidInputDoc = (problems: Say[]): SummaryDoc => ({
  icon: '⚠️',
  heading: 'Invalid input: nothing was sent',
  paragraphs: [...problems, INPUT_FIX],
  rows: [],
});

export async function publishError(
  log: Log,
  error: unknown,
  known: { started: boolean; jobIds: string[] },
): Promise<void> {
  setOutputs(log, {
    ...emptyOutputs(),
    outcome: 'error',
    started: known.started ? 'true' : 'false',
    'job-id': known.jobIds.join('\n'),
  });
  const message =
    error instanceof InputError
      ? msg`${describeProblems(error.problems)}\n${INPUT_FIX}`
      : msg`${ACTION_NAME}: unexpected error: ${quoted(errorMessage(error), 1_000)}. This is a bug in the action; please report it with the step's debug log (ACTIONS_STEP_DEBUG=true).`;
  if (!(error instanceof InputError))
    log.debug(msg`${quoted(error instanceof Error ? (error.stack ?? error.message) : String(error), 4_000)}`);
  try {
    await log.summary(
      error instanceof InputError
        ? invalidInputDoc(error.problems)
        : { icon: '⚠️', heading: 'Unexpected error', paragraphs: [message], rows: [] },
    );
  } catch (summaryError) {
    log.debug(msg`No job summary written: ${quoted(errorMessage(summaryError))}`);
  }
  log.fail(message);
}

/** The last net in index.ts: even a failure outside run() leaves through a redacting log. */
export function reportCrash(error: unknown, io: ActionIO, env: NodeJS.ProcessEnv = process.env): void {
  let secrets: string[] = [];
  try {
    secrets = stepSecrets(io, readProxySettings(env));
  } catch {
    // reading the inputs failed too: redact what the environment holds
    secrets = [env['INPUT_API-KEY'] ?? '', env['INPUT_GITHUB-TOKEN'] ?? '', env['INPUT_REPORT-TOKEN'] ?? ''];
  }
  createLog(io, secrets).fail(`${ACTION_NAME}: ${errorMessage(error)}`);
}
