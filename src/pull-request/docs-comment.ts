/**
 * `docs-pr-comment`: one comment on the docs pull request the job opened, usually in another
 * repository, written with the github-token (which must be able to write pull requests there,
 * such as an app installation token). It links back to the product pull request and the run,
 * says how to reply, and carries the signed record of the job, bound to that repository and
 * pull request: a workflow there with `follow-up-command` finds the job in it. Written after the
 * step's outputs and summary, with a budget of its own; it never changes the step's result.
 */
import type { Clock } from '../common/clock.ts';
import type { Log } from '../output/log.ts';
import { httpUrl, linked, msg, type Say } from '../output/text.ts';
import type { PullRequestRef } from '../service/pr-link.ts';
import { findComment } from './comment.ts';
import type { FoundMatch } from './surface.ts';
import type { CodeHost } from './code-host.ts';
import {
  refusedForGood,
  type Answer,
  type Budget,
  type CommentBody,
  type PullRequestHost,
  type Trigger,
  type Written,
} from './host.ts';
import {
  commentMarker,
  keepRecords,
  readCommentRecords,
  recordKeysOf,
  type RecordKeys,
  type StepName,
  type StepRecord,
} from './record.ts';
import { BUDGET_MS, budgetFor } from '../common/budget.ts';
import { namedAt, namedPullRequest, pullRequestWebUrl, runLinkWords, wordsOf } from './where.ts';

export interface DocsCommentArgs {
  log: Log;
  clock: Clock;
  signal: AbortSignal;
  /** The docs pull request on its host, with the github-token; undefined when that token is empty. */
  hostFor?(docs: Trigger): PullRequestHost;
  /** Which pull request a link names on the code host (`sameServer`: on this run's server too). */
  addressOf: CodeHost['addressOf'];
  apiKey: string;
  previousApiKey?: string;
  /** The run that writes it, on the product pull request (when there is one). */
  trigger: Trigger;
  jobId: string;
  pr: PullRequestRef;
  serverUrl: string;
  /** The command a reply begins with, as the docs repository's workflow reads it. */
  command: string;
}

/** The docs pull request as the comment's own trigger: the record is bound to its repository and number. */
function docsTrigger(args: DocsCommentArgs, owner: string, repo: string, number: number): Trigger {
  const { trigger } = args;
  return {
    ...trigger,
    owner,
    repo,
    pullNumber: number,
    notes: [],
    step: docsCommentStep(owner, repo, number),
  };
}

/** The step the comment on a docs pull request is written as: its records name it, and only it. */
export function docsCommentStep(owner: string, repo: string, number: number): StepName {
  return { workflow: 'docs-pr-comment', job: '', step: '', repository: `${owner}/${repo}`, pull: number };
}

/** Whether a comment is the one `docs-pr-comment` keeps on a docs pull request: its records name that step. */
export function isDocsComment(body: string, docs: Trigger, keys: RecordKeys): boolean {
  const step = docsCommentStep(docs.owner, docs.repo, docs.pullNumber ?? 0);
  return readCommentRecords(body, step, keys) !== undefined;
}

function body(args: DocsCommentArgs, marker: string): CommentBody {
  const { trigger, jobId, serverUrl, command } = args;
  const product = trigger.pullNumber
    ? linked(pullRequestWebUrl({ ...trigger, serverUrl }), namedPullRequest(trigger))
    : undefined;
  const from: Say = product
    ? msg`Opened for ${product}`
    : msg`Opened by a workflow of ${trigger.owner}/${trigger.repo}`;
  const run = trigger.runUrl ? msg` (${linked(trigger.runUrl, runLinkWords(wordsOf(trigger), trigger.runUrl))})` : '';
  const html = args.log.markup({
    icon: '🤖',
    heading: msg`Agent job ${jobId}`,
    paragraphs: [
      msg`${from}${run}.`,
      msg`To send the agent a follow-up, reply with a comment whose first line begins with ${command}, such as: ${command} make the intro shorter.`,
    ],
    rows: [],
  });
  return { text: html, record: marker };
}

/** Keeps the comment: found by its record among the token's own comments, else created. */
export async function keepDocsComment(args: DocsCommentArgs): Promise<void> {
  const { pr, log } = args;
  const at = args.addressOf(pr);
  // The token is for this run's GitHub: a pull request on any other host is never written to.
  if (!at && pr?.host === 'github' && pr.number !== undefined) {
    const place = httpUrl(pr.url)?.host;
    const server = httpUrl(args.serverUrl)?.host;
    log.warning(
      msg`No comment on the docs pull request ${pr.url}: it is on ${place ?? 'an unknown host'}, not on this run's GitHub (${server ?? args.serverUrl}), and 'github-token' is never sent anywhere else.`,
    );
    return;
  }
  if (!at) return;
  const where = namedAt(at, wordsOf(args.trigger));
  if (!args.hostFor) {
    log.warning(
      msg`No comment on the docs pull request ${where}: 'docs-pr-comment' is true, but 'github-token' is empty. Pass a token that can write pull requests there (the README's GitHub App), or set docs-pr-comment: false.`,
    );
    return;
  }
  const budget = budgetFor(args.clock, BUDGET_MS.docsComment, { signals: [args.signal] });
  const docs = docsTrigger(args, at.owner, at.repo, at.number);
  const host = args.hostFor(docs);
  const found = await findComment(host, docs, recordKeysOf(args), budget, () => host.identity(budget));
  if (!found.ok) {
    const next = refusedForGood(found)
      ? msg`Pass a 'github-token' that can read and write pull requests in ${at.owner}/${at.repo} (an app installation token: GITHUB_TOKEN reaches only this repository).`
      : 'Re-run this run to write it.';
    log.warning(msg`No comment on the docs pull request ${where}: it could not be read (${found.cause}). ${next}`);
    return;
  }
  // Already there for this job: nothing new to say. With docs in the same repository the comment
  // also holds the docs pull request's own turns, which another finish may be settling: a write
  // from this read could put back what that finish took off.
  if (found.match?.records.some((kept) => kept.jobs.includes(args.jobId))) {
    await authorNamed(args, host, { docs, where, match: found.match }, budget);
    return;
  }
  const record: StepRecord = {
    run: args.trigger.runId,
    attempt: args.trigger.attempt,
    kind: 'prompt',
    jobs: [args.jobId],
  };
  const text = (by: number | undefined): CommentBody =>
    body(args, commentMarker(docs.step, keepRecords(record, found.match?.records ?? [], by, docs.step), args.apiKey));
  const written = found.match
    ? await host.updateComment(found.match.id, text(found.match.by), budget)
    : await createdOnce(host, docs, args, text(undefined), budget);
  if (!written.ok) {
    // Until it is there, a /docs or a review on the docs pull request finds no job to reach.
    const next = refusedForGood(written)
      ? "The step's result does not change."
      : msg`The step's result does not change; until the comment is there, ${args.command === '' ? 'a command' : msg`a ${args.command}`} or a review there reaches no job: ${args.trigger.actingRunId === undefined ? 're-run this run to write it' : "the pull request's next run writes it"}.`;
    log.warning(msg`No comment on the docs pull request ${where}: ${written.cause}. ${next}`);
    return;
  }
  // The docs repository's workflow reads it with another token: the record names its author itself.
  const { id, author, url } = written.value;
  const named = !found.match && id !== undefined && author !== undefined;
  const naming = named ? await host.updateComment(id, text(author), budget) : undefined;
  if (naming && !naming.ok) return unnamed(log, where, naming.cause, args.command);
  log.info(
    msg`The docs pull request ${where} has a comment that links back here and says how to reply${url === undefined ? '' : msg`: ${url}`}.`,
  );
}

/**
 * The comment created once: after an answer that may pass (a 5xx, no answer) GitHub may have made
 * it, so it is looked for (by its record, for this job) before it is sent again, once.
 */
async function createdOnce(
  host: PullRequestHost,
  docs: Trigger,
  args: DocsCommentArgs,
  text: CommentBody,
  budget: Budget,
): Promise<Answer<Written>> {
  const created = await host.createComment(text, budget);
  if (created.ok || refusedForGood(created)) return created;
  const found = await findComment(host, docs, recordKeysOf(args), budget, () => host.identity(budget));
  if (!found.ok) return created;
  const match = found.match;
  if (match?.records.some((kept) => kept.jobs.includes(args.jobId)))
    return {
      ok: true,
      value: { id: match.id, url: match.url, ...(match.by === undefined ? {} : { author: match.by }) },
    };
  return host.createComment(text, budget);
}

function unnamed(log: Log, where: string, cause: Say, command: string): void {
  log.warning(
    msg`The comment on the docs pull request ${where} could not name its author (${cause}): a ${command} there does not reach the job until this pull request's next run names it.`,
  );
}

/**
 * The comment already there for the job: a record that names no author (its naming write failed)
 * is named now, its records as they are, so the docs repository's workflow can trust it.
 */
async function authorNamed(
  args: DocsCommentArgs,
  host: PullRequestHost,
  at: { docs: Trigger; where: string; match: FoundMatch },
  budget: Budget,
): Promise<void> {
  const { docs, where, match } = at;
  const mine = match.records.find((kept) => kept.jobs.includes(args.jobId));
  const named = readCommentRecords(match.body ?? '', docs.step, recordKeysOf(args))?.by !== undefined;
  if (named || match.body === undefined || match.by === undefined || !mine) {
    args.log.info(
      msg`The docs pull request ${where} already has the comment that links back here for job ${args.jobId}.`,
    );
    return;
  }
  const records = keepRecords(mine, match.records, match.by, docs.step);
  const written = await host.updateComment(
    match.id,
    body(args, commentMarker(docs.step, records, args.apiKey)),
    budget,
  );
  if (!written.ok) return unnamed(args.log, where, written.cause, args.command);
  args.log.info(
    msg`The comment on the docs pull request ${where} names its author now, so a ${args.command} there finds job ${args.jobId}.`,
  );
}
