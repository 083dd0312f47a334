/**
 * The end of the product pull request (`closed`): the docs pull request of its job hears of it in
 * one line, and with `on-close: close-docs` a close without merging closes it too; the job's
 * comment on the closed pull request says it was merged or closed, and that it is no longer
 * refreshed. No check run is written, and nothing here changes the step's result.
 */
import { docsHostOf } from '../pull-request/code-host.ts';
import type { Config } from '../inputs/inputs.ts';
import type { Log } from '../output/log.ts';
import { linked, msg, type Say } from '../output/text.ts';
import { bodyOf, closedComment, closeNoticeIn } from '../pull-request/closed-comment.ts';
import { isAccount } from '../pull-request/comment.ts';
import { closedByEvent, type ClosedPullRequest, type JobState } from '../pull-request/decide.ts';
import {
  refusedForGood,
  type Account,
  type Answer,
  type Budget,
  type Comment,
  type Failure,
  type PullRequestHost,
  type Trigger,
} from '../pull-request/host.ts';
import { docsPullRequestOf, notTheJobs, whyNotTheJobs } from './docs-pull-request.ts';
import { BUDGET_MS, budgetFor } from '../common/budget.ts';
import type { RunContext } from './run-context.ts';
import { isAgentLogin } from '../pull-request/docs-need.ts';
import { namedAt, namedPullRequest, pullRequestWebUrl, wordsOf, type PullRequestWords } from '../pull-request/where.ts';

export type CloseDeps = Pick<RunContext, 'log' | 'codeHost' | 'clock' | 'signal' | 'service' | 'env'>;

/** Why the job the snapshot read cannot be told of the close, in words for the log (a doubt, the decision warned). */
function noJob(job: JobState | undefined, host: PullRequestHost | undefined): string | undefined {
  if (!host) return "'report-token' is empty, so the pull request's job cannot be found.";
  if (job?.kind === 'doubt') return undefined;
  return 'No job of this action was found on the pull request: no docs pull request to tell.';
}

type FoundJob = Extract<JobState, { kind: 'found' }>;

interface DocsPullRequest {
  owner: string;
  repo: string;
  number: number;
  url: string;
  /** The branch the job's agent works on, as the service says: the docs pull request's head. */
  ref?: string;
}

/**
 * The job's docs pull request on this run's GitHub (step/docs-pull-request.ts), or undefined (the
 * log says why); `unread`: a read failed, so whether the job has one is not known (warned).
 */
async function docsPullRequestToTell(
  deps: CloseDeps,
  config: Config,
  job: FoundJob,
  merged: boolean,
): Promise<DocsPullRequest | 'unread' | undefined> {
  // The service's read of the job failed: not knowing its docs pull request is never "it has none".
  if (job.docsOf === undefined) {
    deps.log.warning(
      msg`Job ${job.id}'s docs pull request is not told that this one was closed${closeNor(config)}: the service could not be read, so which it is is not known. Re-run this run to tell it.`,
    );
    return 'unread';
  }
  const facts = job.docsOf;
  const ref = facts.source?.ref ?? undefined;
  if (!facts.prLink && ref && config.githubToken === '') {
    withoutDocsToken(
      deps.log,
      closeOwedOf(config, merged),
      msg`Job ${job.id}'s docs pull request`,
      "the service names none while the job works, and with 'github-token' empty it cannot be found by its branch.",
    );
    return undefined;
  }
  const read = await docsPullRequestOf(deps.codeHost, config, facts, deps.signal);
  if (read.unread !== undefined) {
    deps.log.warning(
      msg`Job ${job.id}'s docs pull request is not told that this one was closed${closeNor(config)}: the service names none while the job works, and the pull requests of its agent's branch could not be listed (${read.unread}). Re-run this run to tell it.`,
    );
    return 'unread';
  }
  const pr = read.pullRequest;
  const at = deps.codeHost.addressOf(pr);
  if (!pr || !at) {
    deps.log.info(msg`Job ${job.id} has no docs pull request on this GitHub to tell that this one was closed.`);
    return undefined;
  }
  return { ...at, url: pr.url, ...(ref ? { ref } : {}) };
}

/** Whether the close owes a close of the docs pull request: `on-close: close-docs`, and not merged. */
const closeOwedOf = (config: Config, merged: boolean): boolean => config.docsNeed.onClose === 'close-docs' && !merged;

/**
 * The docs pull request is not told for want of `github-token`: a line in the log (the token is
 * optional in the recipe), but a warning naming the fix when `close-docs` leaves it open.
 */
function withoutDocsToken(log: Log, owed: boolean, where: Say, why: Say): void {
  if (!owed) return log.info(msg`${where} is not told that this pull request was closed: ${why}`);
  log.warning(
    msg`${where} is not closed (on-close: close-docs), nor told that this pull request was closed: ${why} Pass a token that can write pull requests in the docs repository (an app token) as 'github-token' and re-run this run, or close it by hand.`,
  );
}

/** ", nor closed" when the close owes a close of the docs pull request (`on-close: close-docs`). */
const closeNor = (config: Config): string => (config.docsNeed.onClose === 'close-docs' ? ', nor closed' : '');

/** The line on the docs pull request: the product pull request merged, or closed (and the docs one with it). */
function closingLine(log: Log, trigger: Trigger, merged: boolean, close: boolean): string {
  const { noun } = wordsOf(trigger);
  const link = linked(pullRequestWebUrl(trigger), namedPullRequest(trigger));
  const said = merged
    ? msg`${link} was merged: this docs ${noun} is no longer kept in step with it.`
    : msg`${link} was closed without merging${close ? `, so this docs ${noun} is closed too` : ''}.`;
  const heading = `Product ${noun} ${merged ? 'merged' : 'closed'}`;
  return log.markup({ icon: merged ? '🔀' : '🔚', heading, paragraphs: [said], rows: [] });
}

/**
 * What became of the docs pull request: told, and closed too; or not told (`unread`: whether an
 * earlier run told it is not known). `again`: GitHub failed in a way that may pass, so the next
 * run of the close (a sweep's too) does what this one could not.
 */
interface Told {
  told: boolean;
  closed: boolean;
  unread?: true;
  again?: true;
  /** The docs pull request had ended before this close (merged, or closed by someone): the notice says so. */
  endedBefore?: 'merged' | 'closed';
}

const againIf = (failure: Failure): { again?: true } => (refusedForGood(failure) ? {} : { again: true });

/** A docs pull request not read for now: who opened it, which makes it the job's, is unknown, so nothing is written; a later run tells it. */
function notReadYet(log: Log, where: string, closeOwed: boolean, reason: Say): Told {
  log.warning(
    closeOwed
      ? msg`${where} is not closed (on-close: close-docs), nor told of the close: whether it is open could not be read (${reason}), nor who opened it. Re-run this run to close it, or close it by hand if it is the job's.`
      : msg`${where} is not told of the close: who opened it, which makes it the job's or not, could not be read (${reason}). Re-run this run to tell it.`,
  );
  return { told: false, closed: false, again: true };
}

/** Tells the docs pull request, once however often the close is re-run, and closes it with `close-docs`. */
async function tellDocs(
  deps: CloseDeps,
  config: Config,
  trigger: Trigger,
  { docs, ...read }: { docs: DocsPullRequest } & CloseRead,
  budget: Budget,
) {
  const notTold: Told = { told: false, closed: false };
  const where = namedAt(docs, wordsOf(trigger));
  const token = config.githubToken;
  const closeOwed = closeOwedOf(config, read.merged);
  if (token === '') {
    withoutDocsToken(deps.log, closeOwed, where, "'github-token' is empty.");
    return notTold;
  }
  const docsTrigger: Trigger = {
    ...trigger,
    owner: docs.owner,
    repo: docs.repo,
    pullNumber: docs.number,
    notes: [],
    step: { workflow: 'on-close', job: '', step: '', repository: `${docs.owner}/${docs.repo}`, pull: docs.number },
  };
  const host = docsHostOf(deps.codeHost, token, docsTrigger);
  const state = await deps.codeHost.lookUp(docs, token, budget.signal);
  // Who opened it is what makes it the job's: not read for now, nothing is written there yet. (A
  // token refused for good writes nowhere either: its refusal names the fix.)
  if (state.kind !== 'found' && !state.forGood) return notReadYet(deps.log, where, closeOwed, state.reason);
  const seen = state.kind === 'found' ? state.details : undefined;
  const head = seen?.headRef;
  // The service names the docs pull request: one not on the agent's branch, or a person's, is another's.
  if (notTheJobs(seen, docs.ref, config.docsNeed.agentLogin)) {
    deps.log.warning(
      msg`${where} is not told of the close, nor closed: ${whyNotTheJobs(seen, docs.ref)}, so it is not the job's docs pull request. Check the job on the service.`,
    );
    return notTold;
  }
  const open = state.kind === 'found' && state.details.state === 'open';
  // Closing is for the agent's own pull request only: its branch must be known and be the head.
  const ours = docs.ref !== undefined && head === docs.ref;
  if (closeOwed && state.kind !== 'found')
    deps.log.warning(
      msg`${where} is not closed (on-close: close-docs): whether it is open could not be read (${state.reason}). Re-run this run to close it, or close it by hand.`,
    );
  else if (closeOwed && open && !ours)
    deps.log.warning(
      msg`${where} is not closed (on-close: close-docs): the service did not say which branch the job's agent works on, so that pull request cannot be told apart from someone else's. Close it by hand if it is the job's.`,
    );
  const closedAlready = closeOwed && state.kind === 'found' && state.details.state === 'closed' && ours;
  const told = await closeAndSay(
    deps,
    host,
    { where, trigger, ...read, owed: closeOwed && open && ours, closedAlready },
    budget,
  );
  // A close owed whose state GitHub may give later stays owed: the next run of the close (a sweep) closes it.
  // A docs pull request that had ended before this close: the comment's mirror still shows it as its last run read it.
  const docsState = state.kind === 'found' && ours ? state.details.state : undefined;
  const ended = docsState === 'merged' || (docsState === 'closed' && !closeOwed) ? docsState : undefined;
  const withState = ended === undefined ? told : { ...told, endedBefore: ended };
  return closeOwed && state.kind !== 'found' && !state.forGood ? { ...withState, again: true as const } : withState;
}

/**
 * The close's line on the docs pull request, and its close when `owed` (on-close: close-docs, open,
 * the agent's own), once however often the close is told: what an earlier run did is read from
 * the token's own line there.
 */
async function closeAndSay(
  deps: CloseDeps,
  host: PullRequestHost,
  close: { where: string; trigger: Trigger; owed: boolean; closedAlready: boolean } & CloseRead,
  budget: Budget,
): Promise<Told> {
  const { where, trigger, merged, owed } = close;
  const line = {
    plain: closingLine(deps.log, trigger, merged, false),
    closed: closingLine(deps.log, trigger, merged, true),
  };
  const [comments, own] = await Promise.all([host.comments(budget), host.identity(budget)]);
  if (!comments.ok) {
    const nor = owed ? ', nor closed (on-close: close-docs)' : '';
    deps.log.warning(
      refusedForGood(comments)
        ? msg`${where} could not be told that this pull request was closed${nor}: its comments could not be read (${comments.cause}). Give 'github-token' a token that can read and write pull requests there (an app installation token: GITHUB_TOKEN reaches only this repository), or tell it by hand.`
        : msg`${where} could not be told that this pull request was closed${nor}: its comments could not be read (${comments.cause}), so whether an earlier run told it is not known. Re-run this run to tell it.`,
    );
    return { told: false, closed: false, unread: true, ...againIf(comments) };
  }
  if (!own && lineOfAnyone(deps.log, close, comments.value, [line.plain, line.closed]))
    return { told: false, closed: false, unread: true, again: true };
  // With no line there at all, none of them is the token's.
  const mine = own
    ? comments.value.filter((c) => isAccount(c.author, own) && [line.plain, line.closed].includes(c.body))
    : undefined;
  const lines = linesOfThisClose(mine ?? [], close.closedAt);
  // Closed by an earlier run of this close, as its line says: one open now was re-opened by hand,
  // and stays open. A merge's line has one wording: it closes nothing.
  const closedBefore = !merged && lines.some((c) => c.body === line.closed);
  // With no time for the close, a line of an earlier close (then a re-open) is told apart by this
  // pull request's comment: a re-open's run drops its closing line.
  const noticed = closedBefore && close.closedAt === undefined ? await close.noticed() : 'told';
  if (closedBefore && carries(noticed)) return { told: true, closed: true };
  const doubt = mine === undefined || (closedBefore && noticed === 'unread');
  if (owed && doubt)
    deps.log.warning(
      msg`${where} is not closed now (on-close: close-docs): what an earlier run did could not be read (who this token is, or this pull request's comment), so whether it closed it and someone re-opened it is not known. Re-run this run to close it, or close it by hand.`,
    );
  // Closed first, so the line says what happened: a refused close leaves it open, and says so.
  const closing = owed && !doubt ? await closeDocs(deps, host, { where, own }, budget) : undefined;
  const closed = closing?.ok === true;
  // Closed with no line of this close: by this token, a run stopped between the close and its line closed it.
  const closedByUs =
    !closedBefore && close.closedAlready && own !== undefined && (await closedBy(host, own, close.closedAt, budget));
  // A line that says an earlier run closed it stays as it is: that is still what happened.
  const text = closed || closedBefore || closedByUs ? line.closed : line.plain;
  // A re-run writes the line once; one that now closes what an earlier run could not says so in that line.
  const earlier = lines[0];
  const written =
    earlier === undefined
      ? await createLine(host, { text, own, before: comments.value }, budget)
      : earlier.body === text
        ? { ok: true as const }
        : await host.updateComment(earlier.id, { text }, budget);
  if (!written.ok) {
    const next = refusedForGood(written) ? '' : ' Re-run this run to tell it.';
    deps.log.warning(msg`${where} could not be told that this pull request was closed: ${written.cause}.${next}`);
    return { told: false, closed: closed || closedBefore || closedByUs, ...againIf(written) };
  }
  deps.log.info(
    msg`${where} was told that this pull request was ${merged ? 'merged' : 'closed'}${closed || closedByUs ? ', and closed' : ''}.`,
  );
  const docsClosed = closed || closedBefore || closedByUs;
  return { told: true, closed: docsClosed, ...(closing && !closing.ok ? againIf(closing) : {}) };
}

/** How many times the closing line is sent when GitHub's answer may pass (a 5xx, no answer). */
const LINE_TRIES = 3;

/**
 * The closing line, created once: after an answer that may pass, GitHub may have made it, so the
 * comments are looked at again (one not there before, with its text, by this token) before it is
 * sent again.
 */
async function createLine(
  host: PullRequestHost,
  { text, own, before }: { text: string; own: Account | undefined; before: Comment[] },
  budget: Budget,
): Promise<Answer<unknown>> {
  const known = new Set(before.map((comment) => comment.id));
  const made = (comment: Comment) =>
    !known.has(comment.id) && comment.body === text && (own === undefined || isAccount(comment.author, own));
  let written: Answer<unknown> = await host.createComment({ text }, budget);
  for (let tries = 1; !written.ok && !refusedForGood(written) && tries < LINE_TRIES; tries++) {
    const listed = await host.comments(budget);
    if (!listed.ok) return written;
    if (listed.value.some(made)) return { ok: true, value: null };
    written = await host.createComment({ text }, budget);
  }
  return written;
}

/**
 * Whether a closing line is there, by anyone, when GitHub did not say who the token is: it may be
 * an earlier run's, so none is written blind (warned).
 */
function lineOfAnyone(log: Log, close: { where: string; owed: boolean }, comments: Comment[], lines: string[]) {
  if (!comments.some((c) => lines.includes(c.body))) return false;
  log.warning(
    msg`${close.where} is not told that this pull request was closed${close.owed ? ', nor closed (on-close: close-docs)' : ''}: GitHub did not say who 'github-token' is, so whether the closing line there is an earlier run's is not known. Re-run this run to tell it.`,
  );
  return true;
}

/** Whether the host says this token closed the pull request last, since this close (when both dates are known). */
async function closedBy(host: PullRequestHost, own: Account, since: number | undefined, budget: Budget) {
  const read = await host.closedBy?.(budget);
  if (read?.ok !== true || read.value.by === undefined || !isAccount(read.value.by, own)) return false;
  return since === undefined || read.value.at === undefined || read.value.at >= since;
}

/**
 * The token's lines that tell this close. With the close's time known, those written since it:
 * an older one told a close before a re-open, and this close gets a line of its own.
 */
function linesOfThisClose(mine: Comment[], closedAt: number | undefined): Comment[] {
  const writtenAt = (c: Comment) => c.updatedAt ?? c.createdAt;
  if (closedAt === undefined || !mine.every((c) => Number.isFinite(writtenAt(c)))) return mine;
  return mine.filter((c) => writtenAt(c) >= closedAt);
}

/** Closes the job's docs pull request (`on-close: close-docs`): GitHub's answer (a refusal is warned). */
async function closeDocs(
  deps: CloseDeps,
  host: PullRequestHost,
  { where, own }: { where: string; own: Account | undefined },
  budget: Budget,
) {
  const closed = await host.closePullRequest(budget);
  // A 5xx may come after GitHub closed it: closed last by this token, it is closed.
  if (!closed.ok && !refusedForGood(closed) && own !== undefined && (await closedBy(host, own, undefined, budget))) {
    deps.log.info(msg`GitHub answered the close of ${where} with ${closed.cause}, but it is closed, by this token.`);
    return { ok: true as const, value: undefined };
  }
  if (!closed.ok && refusedForGood(closed))
    deps.log.warning(
      msg`${where} could not be closed (on-close: close-docs): ${closed.cause}. It stays open; close it by hand, or give 'github-token' pull-requests: write there and re-run this run.`,
    );
  else if (!closed.ok)
    deps.log.warning(
      msg`${where} could not be closed (on-close: close-docs): ${closed.cause}. It stays open for now: re-run this run to close it, or close it by hand.`,
    );
  return closed;
}

/** Whether this pull request's comment carries a closing line, and whether it says the docs pull request was told, as read. */
type Noticed = 'told' | 'untold' | 'absent' | 'unread';

const carries = (noticed: Noticed): boolean => noticed === 'told' || noticed === 'untold';

/** The close as read: merged or not, when, and how to read whether this pull request's comment says it was told. */
interface CloseRead {
  merged: boolean;
  closedAt?: number | undefined;
  noticed: () => Promise<Noticed>;
}

async function noticeOn(host: PullRequestHost, commentId: number | undefined, budget: Budget): Promise<Noticed> {
  if (commentId === undefined) return 'unread';
  const read = await host.comment(commentId, budget);
  if (!read.ok) return 'unread';
  const notice = closeNoticeIn(read.value.body);
  if (notice === undefined) return 'absent';
  return notice.includes(NOT_TOLD) ? 'untold' : 'told';
}

const NOT_TOLD = 'was not told (the run log says why)';

/** The line at the top of the closed pull request's comment: what happened, to the docs pull request too. */
function closedNotice(
  log: Log,
  merged: boolean,
  docs: DocsPullRequest | undefined,
  told: Told | undefined,
  words: PullRequestWords,
) {
  const what = `This ${words.noun} was ${merged ? 'merged' : 'closed without merging'}`;
  const name = docs ? linked(docs.url, namedAt(docs, words)) : undefined;
  const fate = told?.endedBefore
    ? told.told
      ? `, already ${told.endedBefore}, was told`
      : `, already ${told.endedBefore}, ${NOT_TOLD}`
    : told?.closed
      ? ' was closed with it'
      : told?.told
        ? ' was told'
        : ` ${NOT_TOLD}`;
  // A docs pull request a failed read kept unknown: the notice says it was not told, so a later run tells it.
  const docsPart = name
    ? msg`: the docs pull request ${name}${fate}`
    : told && !told.told
      ? msg`: the job's docs pull request ${NOT_TOLD}`
      : '';
  const heading = msg`${what}${docsPart}; this comment is no longer refreshed.`;
  return log.markup({ icon: merged ? '🔀' : '🔚', heading, paragraphs: [], rows: [], level: 3 }).trim();
}

/**
 * The job's comment on the closed pull request says it was merged or closed, records untouched;
 * its address when it was read (the run's `comment-url`).
 */
async function sayOnComment(
  deps: CloseDeps,
  host: PullRequestHost,
  id: number | undefined,
  notice: string,
  budget: Budget,
): Promise<string | undefined> {
  if (id === undefined) {
    deps.log.warning(
      "The pull request has no comment of this action's to say that it was closed: GitHub refused its every write, and the job is known from the check run's record. Check that the report-token may write pull request comments (pull-requests: write).",
    );
    return undefined;
  }
  const read = await host.comment(id, budget);
  const body = read.ok ? closedComment(read.value.body, notice) : undefined;
  const written = !read.ok
    ? read
    : body === undefined || bodyOf(body) === read.value.body
      ? { ok: true as const }
      : await host.updateComment(id, body, budget);
  if (!written.ok) {
    const next = refusedForGood(written)
      ? ' Check that the report-token may write pull request comments (pull-requests: write), then re-run this run.'
      : ' Re-run this run to write it.';
    deps.log.warning(
      msg`The comment on this pull request could not say that it was closed (${written.cause}); it still shows the job as the last run left it.${next}`,
    );
  }
  return read.ok ? read.value.url || undefined : undefined;
}

/**
 * How far a job's start (the service's clock, in milliseconds) may stand past a close it came
 * before (GitHub's clock, in whole seconds): a second, and a few of two hosts' clocks apart. A
 * `/docs` written with the close ("Close with comment") starts its job later than that.
 */
const CLOCKS_APART_MS = 5_000;

/**
 * The close: the docs pull request hears of it (and is closed with `close-docs`), then the job's
 * comment here says what happened, at its top, and that it is no longer refreshed. `again`: GitHub
 * failed in a way that may pass, so a next run of the close (a sweep) does what this one could not.
 */
export async function endOfPullRequest(
  deps: CloseDeps,
  config: Config,
  trigger: Trigger,
  /**
   * The pull request's host and its job, as the run's snapshot read them; `closed`: how it was
   * closed, as read (its event's, unless a sweep read it closed).
   */
  read: {
    host: PullRequestHost | undefined;
    job: JobState | undefined;
    closed?: ClosedPullRequest;
  },
): Promise<{ again: boolean; commentUrl?: string }> {
  const pull = read.closed ?? closedByEvent(trigger);
  const done = { again: false };
  if (!pull || trigger.pullNumber === undefined) return done;
  // The agent's own docs pull request (docs in the same repository) is no product pull request.
  if (isAgentLogin(pull.author, config.docsNeed.agentLogin)) return done;
  const budget = budgetFor(deps.clock, BUDGET_MS.close, { signals: [deps.signal] });
  const { host, job } = read;
  if (!host || job?.kind !== 'found') {
    const why = noJob(job, host);
    if (why) deps.log.info(why);
    return done;
  }
  // A job started after the close (a `/docs` on the closed pull request) has nothing of it to hear.
  // GitHub dates a close in whole seconds, and two hosts' clocks differ by a few: a start that close is before it.
  if (pull.closedAt !== undefined && Date.parse(job.docsOf?.createdAt ?? '') > pull.closedAt + CLOCKS_APART_MS) {
    deps.log.info(
      msg`Job ${job.id} started after this pull request was closed, so its docs pull request is not told of the close.`,
    );
    return done;
  }
  const found = await docsPullRequestToTell(deps, config, job, pull.merged);
  const docs = found === 'unread' ? undefined : found;
  const close = { merged: pull.merged, closedAt: pull.closedAt, noticed: () => noticeOn(host, job.commentId, budget) };
  const told: Told | undefined =
    found === 'unread'
      ? { told: false, closed: false, unread: true, again: true }
      : docs
        ? await tellDocs(deps, config, trigger, { docs, ...close }, budget)
        : undefined;
  // What an earlier run said atop the comment stands (it told the close) while this run could not read what it did.
  if (told?.unread && (await close.noticed()) === 'told') return done;
  const again = { again: told?.again === true };
  const notice = closedNotice(deps.log, pull.merged, docs, told, wordsOf(trigger));
  const commentUrl = await sayOnComment(deps, host, job.commentId, notice, budget);
  return commentUrl ? { ...again, commentUrl } : again;
}
