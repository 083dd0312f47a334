/**
 * A `/docs` on a pull request no job was started on starts its first job (with the workflow's
 * prompt), but only where a start would be right: an open pull request that is not the agent's own
 * (its job was started by the product pull request, whose link comment may not be there yet). On a
 * fork's or Dependabot's pull request the commenter vouches for the head they saw: the job starts
 * only when that head's `check-name` check run (the recipe's fork job writes one on each push)
 * began before the comment was written, and the job is told that commit. A head pushed after the
 * comment, or one whose push time cannot be told, is refused: a new `/docs` asks again. Every later
 * command there is held to the same: the job works on what the commenter looked at.
 */
import type { Config } from '../inputs/inputs.ts';
import { msg, type Say } from '../output/text.ts';
import type { Command } from '../pull-request/command.ts';
import type { CodeHost, PullRequestFacts } from '../pull-request/code-host.ts';
import type { Budget, PullRequestHost, Trigger } from '../pull-request/host.ts';
import { isAgentLogin } from '../pull-request/docs-need.ts';

/**
 * The command may go on, on this head (`pin`: the job is told the commit the commenter vouched
 * for; `agentsOwn`: the pull request is the agent's docs pull request, or `unknown`: it could not
 * be read); or why not.
 */
export type FirstJob = { head: string; pin: boolean; agentsOwn?: true | 'unknown' } | { why: Say; reply: string };

type Where = { codeHost: CodeHost; host: PullRequestHost; trigger: Trigger; budget: () => Budget };

/** A command that would start the pull request's first job: where a start is right, on a head vouched for. */
export async function firstJob(where: Where, config: Config, command: Command): Promise<FirstJob> {
  const facts = await where.codeHost.pullRequestFacts(config.visibility.reportToken, where.trigger, where.budget());
  const none = 'No job was started on this pull request yet, and this comment does not start one';
  if (!facts.ok) return refused(none, msg`the pull request could not be read (${facts.cause})`, 'comment again later');
  const { open, author } = facts.value;
  if (!open) return refused(none, 'the pull request is not open', 'reopen it first');
  if (isAgentLogin(author, config.docsNeed.agentLogin))
    return refused(
      none,
      "this is the agent's own docs pull request, whose job the product pull request started (its link comment is not here yet)",
      'comment on the product pull request, or here once the job has ended',
    );
  return vouchedHead(where, config, command, facts.value, none);
}

/**
 * A command to the pull request's job: on a fork's or Dependabot's pull request, only about a head
 * pushed before the comment (the job is told that commit). A pull request GitHub does not show
 * goes on unpinned, as commands always did: a fork cannot make GitHub's own read fail.
 */
export async function commandHead(where: Where, config: Config, command: Command): Promise<FirstJob> {
  const facts = await where.codeHost.pullRequestFacts(config.visibility.reportToken, where.trigger, where.budget());
  if (!facts.ok) return { head: '', pin: false, agentsOwn: 'unknown' };
  const vouched = await vouchedHead(where, config, command, facts.value, 'Your message was not sent to the job');
  const agentsOwn = 'head' in vouched && isAgentLogin(facts.value.author, config.docsNeed.agentLogin);
  return agentsOwn ? { ...vouched, agentsOwn } : vouched;
}

/** Whether the pull request is the agent's own docs pull request, read again; `unknown` when GitHub still does not show it. */
export async function agentsOwnAgain(where: Where, config: Config): Promise<boolean | 'unknown'> {
  const facts = await where.codeHost.pullRequestFacts(config.visibility.reportToken, where.trigger, where.budget());
  return facts.ok ? isAgentLogin(facts.value.author, config.docsNeed.agentLogin) : 'unknown';
}

/** The head, when the pull request's own author may be trusted or the commenter saw it; else why not. */
async function vouchedHead(
  { host, budget }: Where,
  config: Config,
  command: Command,
  { fromFork, author, head }: PullRequestFacts,
  refusal: string,
): Promise<FirstJob> {
  if (!fromFork && author !== 'dependabot[bot]') return { head, pin: false };
  const name = config.visibility.checkName;
  const listed = name === '' ? undefined : await host.checkRuns(head, name, budget());
  const pushed = listed?.ok ? Math.min(...listed.value.map((check) => check.startedAt ?? Number.NaN)) : Number.NaN;
  const at = command.at ?? Number.NaN;
  const dated = Number.isFinite(pushed) && Number.isFinite(at) && pushed <= at;
  // A commit can be the head twice (pushed, replaced, pushed again): the fork job's check run on
  // each push (no record of a job's), or the pull_request runs each push makes, say whether it
  // became the head again after the comment.
  const datedAgain =
    listed?.ok === true && listed.value.some((check) => !check.externalId && (check.startedAt ?? 0) > at);
  const again = dated && (datedAgain || (await pushedAgain(host, head, at, budget())));
  if (dated && !again) return { head, pin: true };
  const why = again
    ? 'its head was pushed again after your comment, so it is not the one you looked at'
    : !Number.isFinite(pushed)
      ? `when its head was pushed cannot be told (no '${name || 'check-name'}' check run on it to date it)`
      : Number.isFinite(at)
        ? 'its head was pushed after your comment, so it is not the one you looked at'
        : 'when your comment was written cannot be told';
  return refused(refusal, why, 'look at the head as it is now and comment again');
}

/** Whether a push made the head the head again after the comment; a host that cannot tell says no. */
async function pushedAgain(host: PullRequestHost, head: string, at: number, budget: Budget): Promise<boolean> {
  const pushed = await host.pushedSince(head, at, budget);
  return pushed.ok && pushed.value;
}

function refused(refusal: string, why: Say, next: string): FirstJob {
  return {
    why: msg`${refusal}: ${why}.`,
    reply: `${refusal}: ${typeof why === 'string' ? why : 'see the log'}; ${next}.`,
  };
}
