/**
 * A pull request run of the one workflow brings its pull request into step: it reads what the
 * decision asks for, decides, and acts. A run with nothing to do (a draft, the skip-label, a closed
 * pull request, no changed file matching `paths`, nothing new) ends here with its own outcome: the
 * outputs and the summary say why, the check run concludes `skipped` (a required check accepts
 * it), and a comment that exists says why in one line; none is created for it.
 */
import { isFinal } from '../common/agent-job.ts';
import type { Config, Work } from '../inputs/inputs.ts';
import type { Log } from '../output/log.ts';
import { msg } from '../output/text.ts';
import type { Decision, JobState, CommandTarget } from '../pull-request/decide.ts';
import type { NothingToDoEnding } from '../pull-request/docs-need.ts';
import type { Conclusion, PullRequestHost, Trigger } from '../pull-request/host.ts';
import { linksOnly, type PullRequestSurfaces, type SurfaceEnding, type SurfaceLinks } from '../pull-request/plan.ts';
import { publish, publishNewLinks } from '../report/publish.ts';
import type { StepHistory } from '../report/verdict.ts';
import {
  cutShort,
  cutShortReport,
  nothingSentReport,
  type CutShort,
  type Outcome,
  withLinks,
  type Report,
} from '../report/report.ts';
import type { CommandComment } from './follow-up-command.ts';
import type { RunContext } from './run-context.ts';

/** The run goes on: with this config, after the job is idle or not, sending a command its own run left unsent. */
export interface WhatToDo {
  work: Work;
  idleFirst: boolean;
  command?: CommandComment;
  who?: string;
  /** The message tells the job nothing of the pull request's head: its record must not say it does. */
  headUntold?: true;
  /** A re-run of a push's run: the message an earlier attempt sent is waited for again, not sent. */
  resumed?: { attempt: number; kind: 'message' };
  /** What the run does once its surfaces are written: a merge's close says so atop the comment they rewrote. */
  lastly?: () => Promise<void>;
}

export type ActDeps = Pick<
  RunContext,
  'log' | 'env' | 'codeHost' | 'clock' | 'signal' | 'deadline' | 'service' | 'leases'
> & { history?: Pick<StepHistory, 'hostUnread' | 'reportsUnrecordedTurn' | 'dispatchesItself'> };

/**
 * What a pull request run does, whatever its event: read what the decision asks for, decide
 * (src/pull-request/decide.ts), then act: say why, tell the closed pull request's job, send an
 * owed command first, and start the job, tell it the news, or end with nothing to do. A re-run
 * whose earlier attempt recorded a job goes on with that job, whatever the files or labels say now.
 */
export async function whatToDo(
  deps: ActDeps,
  config: Config,
  work: Work,
  trigger: Trigger | undefined,
  surfaces: PullRequestSurfaces,
  host: PullRequestHost | undefined,
): Promise<Outcome | WhatToDo> {
  if (work.plan.kind !== 'start' || !trigger?.pullRequest) return { work, idleFirst: false };
  const { readAndDecide } = await import('./pull-request-state.ts');
  const { decision, snapshot } = await readAndDecide(deps, config, trigger, host, () => surfaces.earlierRecord());
  return act(deps, config, work, trigger, { surfaces, host, job: snapshot.job }, decision);
}

/** Does what the decision says, in order: say why, tell a close, send an owed command, then the rest. */
async function act(
  deps: ActDeps,
  config: Config,
  work: Work,
  trigger: Trigger,
  where: { surfaces: PullRequestSurfaces; host: PullRequestHost | undefined; job: JobState | undefined },
  { then, commandTo, reviewsTo, closing }: Decision,
): Promise<Outcome | WhatToDo> {
  // A closed pull request's run writes no check run there; its job's comment and docs pull request
  // hear of it, and the comment it wrote is the run's `comment-url`.
  let closedOn: SurfaceLinks = {};
  const close = async () => {
    const { commentUrl } = await (await import('./on-close.ts')).endOfPullRequest(deps, config, trigger, where);
    closedOn = commentUrl ? { commentUrl } : {};
  };
  // A merge that tells the job its news (or a re-run of one) writes the comment and check run as
  // any follow-up does: the close's notice goes atop the comment after them (a run that lets go
  // says it now: the sweep's finish rewrites the comment).
  const follows = then.kind === 'tell' || then.kind === 'resume';
  const lastly = closing && follows && !work.letGo ? { lastly: close } : undefined;
  // A start resumes as any re-run does; a push's follow-up is waited for again.
  if (then.kind === 'resume') {
    if (closing && !lastly) await close();
    const wait = { ...work, plan: { kind: 'wait' as const }, jobId: then.jobs[0] ?? '', jobIds: then.jobs };
    const resumed = {
      attempt: then.attempt,
      kind: 'message' as const,
      ...(then.unfinished ? { unfinished: true as const } : {}),
    };
    return { work: wait, idleFirst: false, resumed, ...lastly };
  }
  // A decision made on reads a cancel or the deadline cut short is no decision (a record that
  // could not be read is no "no job", a file list cut in half no "no docs needed"); so is nothing
  // to do once a close's notice or an owed command was cut: the run ends cancelled or timed out,
  // writes the head's check run only where it has none, and the next run does what it owed.
  const surfaces = closing ? linksOnly(() => closedOn) : where.surfaces;
  const stoppedBy = () => cutShort(deps.signal, deps.clock.now(), deps.deadline);
  const stopped = stoppedBy();
  if (stopped) return endCutShort(deps.log, stopped, surfaces);
  if (then.kind === 'end' && then.warning) deps.log.warning(then.warning);
  else if (then.kind !== 'end' && then.say) deps.log.info(then.say);
  if (closing && !lastly) await close();
  const sent =
    (commandTo && where.host
      ? await unansweredCommand(deps, config, work, trigger, commandTo, where.host)
      : undefined) ??
    (reviewsTo && where.host ? await owedReview(deps, config, work, trigger, reviewsTo, where.host) : undefined);
  if (sent) return { ...sent, ...lastly };
  if (then.kind === 'start')
    return { work: then.laterJob === undefined ? work : { ...work, replacedBy: then.laterJob }, idleFirst: false };
  if (then.kind === 'report') {
    // The turn's own check run, left in progress or finished, is the one the report writes: never a second.
    if (then.unrecorded && deps.history) deps.history.reportsUnrecordedTurn = true;
    return { work: { ...work, plan: { kind: 'wait' }, jobId: then.jobId, jobIds: [then.jobId] }, idleFirst: false };
  }
  if (then.kind === 'end') {
    if (then.ending.fails === 'unread' && deps.history) deps.history.hostUnread = true;
    if (!stoppedBy()) await docsCommentOfEndedJob(deps, config, trigger, where.job);
    const late = stoppedBy();
    return late
      ? endCutShort(deps.log, late, surfaces)
      : endNothingToDo(deps.log, then.ending, surfaces, then.conclusion, foundOnCheckRunOnly(where.job));
  }
  const plan = { kind: 'message' as const, message: then.news };
  return { work: { ...work, plan, jobId: then.jobId, jobIds: [then.jobId] }, idleFirst: true, ...lastly };
}

/** The docs comment of the job this pull request started, once it has ended, when the run that waited for it never wrote it. */
async function docsCommentOfEndedJob(deps: ActDeps, config: Config, trigger: Trigger, job: JobState | undefined) {
  if (!config.visibility.docsPrComment || job?.kind !== 'found' || job.docsPullRequest || !isFinal(job.status)) return;
  const { keepEndedJobsDocsComment } = await import('./docs-pull-request.ts');
  await keepEndedJobsDocsComment({ ...deps, config, trigger }, job);
}

/** The newest `/docs` command whose run never came, sent by this run (one workflow for the pull request's life) to `target`. */
async function unansweredCommand(
  deps: ActDeps,
  config: Config,
  work: Work,
  trigger: Trigger,
  target: CommandTarget,
  host: PullRequestHost,
): Promise<WhatToDo | undefined> {
  const { sendUnansweredCommand } = await import('./unanswered-command.ts');
  const sent = await sendUnansweredCommand(deps, config, trigger, target, host);
  if (!sent) return undefined;
  const { work: sends, comment, who, headUntold } = sent;
  return { work: { ...work, ...sends }, idleFirst: true, command: comment, who, ...(headUntold ? { headUntold } : {}) };
}

/** The oldest review of the job's docs pull request no run answered, sent by this run as its own run would have. */
async function owedReview(
  deps: ActDeps,
  config: Config,
  work: Work,
  trigger: Trigger,
  to: { jobId: string; held?: number[] },
  host: PullRequestHost,
): Promise<WhatToDo | undefined> {
  const { sendOwedReview } = await import('./review-run.ts');
  const sent = await sendOwedReview(deps, config, trigger, host, to);
  if (!sent || sent === 'answered') return undefined;
  return { work: { ...work, ...sent.work }, idleFirst: true, command: sent.comment, who: sent.who, headUntold: true };
}

/** A run cut short before it decided: the outputs and summary say so first, then the check run, where the head has none. */
async function endCutShort(log: Log, stopped: CutShort, surfaces: PullRequestSurfaces): Promise<Outcome> {
  const report = cutShortReport(stopped, 'reading what the pull request owes');
  await endWithReport(log, report, surfaces, stopped === 'cancelled' ? 'cancelled' : 'timed_out', true, true);
  return stopped;
}

/** The outputs and summary first, then the check run `skipped` and a line on the comment there is. */
/** The job found on a check run alone, the action having no comment on the pull request. */
const foundOnCheckRunOnly = (job: JobState | undefined): string | undefined =>
  job?.kind === 'found' && job.commentId === undefined ? job.id : undefined;

export async function endNothingToDo(
  log: Log,
  ending: NothingToDoEnding,
  surfaces: PullRequestSurfaces,
  conclusion: Conclusion = 'skipped',
  foundJob?: string,
): Promise<Outcome> {
  const { outcome, heading, why, next } = ending;
  const said = next ? msg`${heading}. ${why} ${next}` : msg`${heading}. ${why}`;
  // A step that fails says it once, as its error; any other says why in the log.
  if (!ending.fails) log.info(said);
  const nothingSent = nothingSentReport(outcome, heading, why, next);
  // A step that fails hands on `error`: a later step that reads `nothing-new` would take it for "all is well".
  const report = ending.fails
    ? { ...nothingSent, outputs: { ...nothingSent.outputs, outcome: 'error' }, failure: said }
    : nothingSent;
  // A push with nothing new leaves the job's comment as the job left it; a run with nothing to do says why there.
  const keepComment = outcome === 'nothing-new' || ending.keepsComment === true;
  await endWithReport(log, report, surfaces, conclusion, keepComment, false, foundJob);
  return outcome;
}

/**
 * A run that decided nothing for the head: its report, then the check run (created only where the
 * head has none of the name: one a turn made is that turn's) and, unless `keepComment`, a line atop
 * the comment there is; no record is added, no comment created.
 */
async function endWithReport(
  log: Log,
  report: Report,
  surfaces: PullRequestSurfaces,
  conclusion: Conclusion,
  keepComment: boolean,
  cutShort = false,
  foundJob?: string,
): Promise<void> {
  // The links known before the writes (the comment the run found or wrote) are in the summary too.
  await publish(log, withLinks(report, surfaces.links()));
  const ending = nothingDecided(report, conclusion, { keepComment, cutShort });
  publishNewLinks(log, report, await surfaces.finish(foundJob === undefined ? ending : { ...ending, foundJob }));
}

/**
 * The surfaces' ending of a turn that decided nothing for the head: the check run only where it
 * has none, saying why and what to do (the job summary's words), no record, no new comment; a
 * comment that exists gets the heading alone.
 */
export function nothingDecided(
  report: Pick<Report, 'summary'>,
  conclusion: Conclusion,
  { keepComment, cutShort = false }: { keepComment: boolean; cutShort?: boolean },
): SurfaceEnding {
  const doc = report.summary;
  const comment = { doc: { ...report.summary, paragraphs: [] }, job: '' };
  const ending = {
    ...{ doc, comment, conclusion, jobFailed: false },
    ...{ noNewComment: true, noRecord: true, checkOnlyWhereNone: true },
  };
  return { ...ending, keepComment, cutShort, ...(keepComment || cutShort ? {} : { noteAtop: true }) };
}
