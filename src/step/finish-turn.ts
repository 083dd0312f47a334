/**
 * The one path that finishes a turn, whoever finishes it: the step that waited for its job, or the
 * run that finishes a turn a step let go (src/sweep/pending-run.ts), which plays that step. In
 * order: the docs pull request of the one job that ended looked up (its mirror too, for a comment
 * kept), the report built once, a step's own outputs and summary first (GitHub slow or hanging in
 * the last writes must never cost them), the comment and the check run, the docs pull request's
 * comment (before them, for a let-go turn another run finishes), then what the turn does last (a
 * merge's close notice, a let-go turn's dispatch).
 */
import { BUDGET_MS, budgetFor } from '../common/budget.ts';
import type { Config } from '../inputs/inputs.ts';
import type { PullRequestSurfaces } from '../pull-request/plan.ts';
import type { Trigger } from '../pull-request/host.ts';
import { publish, publishNewLinks } from '../report/publish.ts';
import { buildReport, reportContextOf, withLinks, type Report } from '../report/report.ts';
import { surfaceEnding } from '../report/surface-ending.ts';
import type { JobEnding, StepHistory } from '../report/verdict.ts';
import { docsPullRequestComment, lookUpOnlyPullRequest } from './docs-pull-request.ts';
import type { RunContext } from './run-context.ts';

export type FinishDeps = Pick<RunContext, 'log' | 'env' | 'codeHost' | 'clock' | 'signal'>;

/** What is finished: a step's turn, as that step had it. */
export interface Turn {
  config: Config;
  history: StepHistory;
  trigger: Trigger | undefined;
  surfaces: PullRequestSurfaces;
  /** The step's own finish: its outputs and summary go out first. */
  publishes?: true;
  /** What the turn does once its surfaces are written; `unwritten`: what could not be. */
  lastly?: ((finished: Finished) => Promise<void>) | undefined;
  /**
   * The docs pull request's comment before the surfaces that settle the turn: a run that finishes
   * another's turn may be killed once it settled it, and no later run writes that comment then
   * (written again by the next finish, it is kept, not added).
   */
  docsCommentFirst?: true;
}

/** How the turn was finished: its report, and the surfaces that could not be written (the turn stays pending). */
export interface Finished {
  report: Report;
  unwritten?: string[];
}

/** The tally of the wait the endings came from; `lookUp`: the docs pull request is looked up (`mirror`: with its mirror). */
export interface Tally {
  waitedMs: number;
  polls: number;
  lookUp?: { mirror: boolean };
}

/**
 * A turn cancelled before its request left and before it wrote its check run decided nothing for
 * the head: the head's check run stays as the last turn left it (one is created only where it has
 * none), while the comment and its records say how this turn ended, as any ending's do.
 */
const unbegun = (history: StepHistory, surfaces: PullRequestSurfaces): boolean =>
  history.postFailure?.outcome === 'cancelled' &&
  history.postFailure.requests === 0 &&
  surfaces.links().checkRunUrl === undefined;

/** Finishes the turn on every surface, in the one order. */
export async function finishTurn(deps: FinishDeps, turn: Turn, endings: JobEnding[], tally: Tally): Promise<Finished> {
  const { log, env, codeHost } = deps;
  const { config, history, surfaces } = turn;
  if (tally.lookUp) await lookUpOnlyPullRequest(codeHost, deps, config, endings, tally.lookUp.mirror);
  const built = buildReport(endings, reportContextOf(env, config, history, tally.waitedMs, tally.polls));
  const report = withLinks(built, surfaces.links());
  if (turn.publishes) await publish(log, report);
  // A step that let the runner go leaves its check run in progress: the turn is finished later, by this path.
  if (history.letGo) return { report };
  const docsComment = async (): Promise<void> => {
    // Before the turn settles, a cancel must not cut it short (the turn would settle without it); after,
    // it must not cost it: no later run writes it then.
    const { signal } = turn.docsCommentFirst
      ? budgetFor(deps.clock, BUDGET_MS.docsComment)
      : deps.signal.aborted
        ? budgetFor(deps.clock, BUDGET_MS.answerAfterCancel)
        : deps;
    await docsPullRequestComment({ ...deps, signal, trigger: turn.trigger, config })(endings);
  };
  if (turn.docsCommentFirst) await docsComment();
  const ending = surfaceEnding(built);
  const { unwritten, ...links } = await surfaces.finish(
    history.reportsUnrecordedTurn || unbegun(history, surfaces) ? { ...ending, checkOnlyWhereNone: true } : ending,
  );
  if (turn.publishes) publishNewLinks(log, report, links);
  if (!turn.docsCommentFirst) await docsComment();
  const finished = { report, ...(unwritten ? { unwritten } : {}) };
  await turn.lastly?.(finished);
  return finished;
}
