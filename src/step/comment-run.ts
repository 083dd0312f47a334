/** What a run on a comment does before the rest of the step: send its command, go on as the pull request's event, or end. */
import { BUDGET_MS, budgetFor } from '../common/budget.ts';
import type { Config } from '../inputs/inputs.ts';
import { asPullRequestEvent } from '../pull-request/code-host.ts';
import { looksLikeACommand } from '../pull-request/command.ts';
import type { Trigger } from '../pull-request/host.ts';
import { msg } from '../output/text.ts';
import { publish } from '../report/publish.ts';
import { cutShort, cutShortReport } from '../report/report.ts';
import type { CommandDeps } from './follow-up-command.ts';

/**
 * With `follow-up-command`, a comment's run sends it, or ends `skipped`; with `prompt` too (one
 * workflow for the pull request's life), a comment that sent nothing goes on as any other event of
 * the pull request, and other events start or tell the job.
 */
export async function commentRun(deps: CommandDeps, config: Config, trigger: Trigger | undefined) {
  // On a pull request only: a comment on an issue is an event like any other, and a prompt starts a job.
  const onPullRequest = trigger?.pullNumber !== undefined;
  if (!config.followUp && onPullRequest && (trigger.adds === 'comment' || trigger.adds === 'review'))
    return withoutCommand(deps, config, trigger);
  const reviewed = config.followUp && trigger?.adds === 'review';
  // A run that brings no comment or review of a pull request, with jobs named by 'job-id', waits for them as on any event.
  const waitsForJobs =
    config.work.plan.kind === 'wait' &&
    config.work.jobIds.length > 0 &&
    (trigger?.adds === undefined || !onPullRequest);
  const commentRun =
    config.followUp && !waitsForJobs && (config.work.plan.kind !== 'start' || trigger?.adds === 'comment');
  if (!commentRun && !reviewed) return { trigger };
  const { endSkipped, resolveCommand } = await import('./follow-up-command.ts');
  const reviews = reviewed || config.review ? await import('./review-run.ts') : undefined;
  const command =
    reviewed && reviews
      ? await reviews.resolveReview(deps, config, trigger)
      : await resolveCommand(deps, config, trigger, reviews?.withReviewsBefore);
  if (command.kind === 'send') return { trigger, command };
  if (command.ends) return endSkipped(deps.log, command).then(() => 'skipped' as const);
  // With a prompt (one workflow for the pull request's life), a comment or review that sent nothing still brings the pull request into step.
  const inStep = config.work.plan.kind === 'start' && trigger ? await asItsEvent(deps, config, trigger) : undefined;
  if (inStep) return { trigger: inStep };
  // A comment's run cut short decided nothing: the next run does what it owed.
  const stopped = cutShort(deps.signal, deps.clock.now(), deps.deadline);
  if (stopped) {
    await publish(deps.log, cutShortReport(stopped, 'reading the comment and what the pull request owes'));
    return stopped;
  }
  await endSkipped(deps.log, command.nextAlone ? { ...command, next: command.nextAlone } : command);
  return 'skipped' as const;
}

/**
 * A comment's or review's run without `follow-up-command`: it sends nothing; with `prompt`, it
 * brings the pull request into step as any other event does (it never starts a second job).
 */
async function withoutCommand(deps: CommandDeps, config: Config, trigger: Trigger) {
  if (config.work.plan.kind !== 'start') return { trigger };
  const unsent = msg`This ${trigger.adds ?? 'comment'}'s run sends the job nothing: 'follow-up-command' is not set, so comments and reviews are not sent to the agent`;
  const next = msg`Set 'follow-up-command' (the recipe's is /docs) to send comments and reviews to the job, or drop issue_comment and pull_request_review from the workflow's 'on:'.`;
  const inStep = await asItsEvent(deps, config, trigger);
  // The run goes on as the pull request's event. A review, or a comment that reads as a command, gets a
  // warning (kept in the summary) saying why it was not sent; any other comment ("LGTM") a line in the log.
  if (inStep) {
    if (trigger.adds === 'review' || looksLikeACommand(deps.codeHost.commentEvent(trigger)))
      deps.log.warning(msg`${unsent}. ${next}`);
    else deps.log.info(msg`${unsent}; this run goes on as the pull request's event.`);
    return { trigger: inStep };
  }
  const stopped = cutShort(deps.signal, deps.clock.now(), deps.deadline);
  if (stopped) {
    await publish(deps.log, cutShortReport(stopped, 'reading what the pull request owes'));
    return stopped;
  }
  const why = msg`${unsent}, and the pull request was not brought into step (the log says why).`;
  const { endSkipped } = await import('./follow-up-command.ts');
  await endSkipped(deps.log, { kind: 'skipped', why, next });
  return 'skipped' as const;
}

/**
 * A comment's or review's run as its pull request's own event, from the pull request as read
 * now; undefined when it owes nothing, or GitHub did not show it (the log says which).
 */
async function asItsEvent(deps: CommandDeps, config: Config, trigger: Trigger): Promise<Trigger | undefined> {
  const token = config.visibility.reportToken;
  if (trigger.pullNumber === undefined || token === '') return undefined;
  const budget = budgetFor(deps.clock, BUDGET_MS.lookUp, { signals: [deps.signal], until: deps.deadline });
  const facts = await deps.codeHost.pullRequestFacts(token, trigger, budget);
  if (!facts.ok) {
    // A read the cancel cut short is the cancel's, not GitHub's.
    const why = deps.signal.aborted ? msg`the runner cancelled the run first` : facts.cause;
    deps.log.info(
      msg`The pull request could not be read (${why}), so this run does not bring it into step; its next run does.`,
    );
    return undefined;
  }
  const event = asPullRequestEvent(trigger, facts.value);
  if ('owesNothing' in event) {
    deps.log.info(msg`The pull request owes its job nothing on a comment: ${event.owesNothing}.`);
    return undefined;
  }
  deps.log.info('This run goes on as any other event of the pull request: it tells the job what it owes.');
  // A comment is no push: with 'on-push: new-job' it starts a job only for a head no job was started for.
  return event.pullRequest ? { ...event, pullRequest: { ...event.pullRequest, notPushed: true } } : event;
}
