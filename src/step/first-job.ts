/**
 * A `/docs` on a pull request no job was started on starts its first job (with the workflow's
 * prompt), but only where a start would be right: an open pull request that is not the agent's own
 * (its job was started by the product pull request, whose link comment may not be there yet). On a
 * fork's or Dependabot's pull request the commenter vouches for the head they saw: the job starts
 * only when that head's `check-name` check run (the recipe's fork job writes one on each push)
 * began before the comment was written, and the job is told that commit. A head pushed after the
 * comment, or one whose push time cannot be told, is refused: a new `/docs` asks again.
 */
import type { Config } from '../inputs/inputs.ts';
import { msg, type Say } from '../output/text.ts';
import type { Command } from '../pull-request/command.ts';
import type { CodeHost } from '../pull-request/code-host.ts';
import type { Budget, PullRequestHost, Trigger } from '../pull-request/host.ts';

/** The first job may start, on this head (`pin`: the job is told the commit the commenter vouched for); or why not. */
export type FirstJob = { head: string; pin: boolean } | { why: Say; reply: string };

export async function firstJob(
  where: { codeHost: CodeHost; host: PullRequestHost; trigger: Trigger; budget: () => Budget },
  config: Config,
  command: Command,
): Promise<FirstJob> {
  const { codeHost, host, trigger, budget } = where;
  const facts = await codeHost.pullRequestFacts(config.visibility.reportToken, trigger, budget());
  if (!facts.ok) return refused(msg`the pull request could not be read (${facts.cause})`, 'comment again later');
  const { open, author, fromFork, head } = facts.value;
  if (!open) return refused('the pull request is not open', 'reopen it first');
  if (author !== undefined && author === config.docsNeed.agentLogin)
    return refused(
      "this is the agent's own docs pull request, whose job the product pull request started (its link comment is not here yet)",
      'comment on the product pull request, or here once the job has ended',
    );
  if (!fromFork && author !== 'dependabot[bot]') return { head, pin: false };
  const name = config.visibility.checkName;
  const listed = name === '' ? undefined : await host.checkRuns(head, name, budget());
  const pushed = listed?.ok ? Math.min(...listed.value.map((check) => check.startedAt ?? Number.NaN)) : Number.NaN;
  const at = command.at ?? Number.NaN;
  if (Number.isFinite(pushed) && Number.isFinite(at) && pushed <= at) return { head, pin: true };
  const why = !Number.isFinite(pushed)
    ? `when its head was pushed cannot be told (no '${name || 'check-name'}' check run on it to date it)`
    : Number.isFinite(at)
      ? 'its head was pushed after your comment, so it is not the one you looked at'
      : 'when your comment was written cannot be told';
  return refused(why, 'look at the head as it is now and comment again');
}

function refused(why: Say, next: string): FirstJob {
  return {
    why: msg`No job started: ${why}.`,
    reply: `No job was started on this pull request yet, and this comment does not start one: ${typeof why === 'string' ? why : 'see the log'}; ${next}.`,
  };
}
