/**
 * A comment on the pull request as a follow-up (`follow-up-command`): read the comment, check that
 * its author may command (their permission on the repository, read from GitHub), find the job
 * (`job-id`, else the newest this action started on the pull request), and hand the step a
 * message to send; or end the step `skipped`, saying why. Reactions on the comment tell the
 * commenter what happened; a one-line reply is written only to someone who passed the check.
 */
import { commandLookBack, editedCommandReply, NEXT_RUNS, readCommand, type Command } from '../pull-request/command.ts';
import { admitCommand, refusalOf, refuseSecretAlone, type Admission } from '../pull-request/admission.ts';
import {
  createCommandQueue,
  react,
  takeOver,
  type NextEarlier,
  type SendEarlier,
  type TakenCommand,
  type QueueWire,
} from '../pull-request/command-queue.ts';
import { answeredCommands, findStartedJob, type LostStart, type StartedJob } from '../pull-request/comment.ts';
import { reportHostOf } from '../pull-request/code-host.ts';
import {
  refusedForGood,
  type Answer,
  type Author,
  type Budget,
  type Comment,
  type Mark,
  type PullRequestHost,
  type Trigger,
} from '../pull-request/host.ts';
import { recordKeysOf, UNVERIFIED_RECORD, type RecordKeys } from '../pull-request/record.ts';
import type { Config, FollowUp, Work } from '../inputs/inputs.ts';
import type { Log } from '../output/log.ts';
import { escapeMarkup, msg, type Say } from '../output/text.ts';
import { toProse } from '../output/redaction.ts';
import { publish } from '../report/publish.ts';
import { commandPlan } from './command-message.ts';
import { agentsOwnAgain, commandHead, firstJob } from './first-job.ts';
import { cutShort, skippedReport } from '../report/report.ts';
import { BUDGET_MS, budgetFor } from '../common/budget.ts';
import type { RunContext } from './run-context.ts';
import { inHostWords } from '../pull-request/where.ts';
import { mayHaveBeenTaken, notTaken, type PostFailure } from '../common/outcome.ts';

/** The comment's reactions: what the commenter sees of the step. Best effort: a failed one changes nothing. */
export interface CommandComment {
  /** The comment's id: a follow-up queued for a sweep names it. */
  id: number;
  /** The id is a review's, not a comment's (src/step/review-comment.ts). */
  review?: true;
  react(content: Mark): Promise<void>;
  /** The message did not reach the job (a cancel, a refusal): `confused`, and a reply saying why. */
  /** `failed`: the send that failed, when one was made (it may have been taken, or certainly not). */
  notSent(why: Say, failed?: PostFailure): Promise<void>;
  /** Commands are sent in the order written: the oldest earlier one not yet answered. */
  nextEarlier(): Promise<NextEarlier>;
  takeOver(next: TakenCommand, send: SendEarlier): Promise<boolean>;
  /** Whether this run may still send: its claim stands, and no run sent the command before (a re-run of a run another run stood in for). */
  stillOurs(waitForLock?: boolean): Promise<boolean>;
  /** Takes this run's claim (`eyes`) off, so another run (a sweep) may send the command. */
  release(): Promise<void>;
  /** A review's: `stillOurs` was false because another run held the reviews' lock all the while. */
  lockBusy?(): boolean;
}

export type CommandResolution =
  | {
      kind: 'send';
      /** What the run sends, and to which job. */
      work: Omit<Work, 'letGo'>;
      comment: CommandComment;
      /** Who asked, for the conversation (their login, shown as text). */
      who: string;
      /** The job's comment to write the conversation in: written by the same account the reactions are. */
      sharedComment?: number;
      /** The pull request's head the job is told about, for the record. */
      head?: string;
    }
  /** `later`: GitHub did not answer enough to decide; a later run (a sweep's next look) tries again. */
  | {
      kind: 'skipped';
      why: Say;
      next?: Say;
      /** The next steps when the run does not go on as the pull request's event after all (its read failed). */
      nextAlone?: Say;
      later?: true;
      /** The run ends here: going on as the pull request's event would start the job the reply said was not started. */
      ends?: true;
    };

export type CommandDeps = Pick<
  RunContext,
  'log' | 'env' | 'codeHost' | 'service' | 'clock' | 'signal' | 'deadline' | 'leases'
>;

/** The log says why at once; the report is the caller's to publish, if the run ends here. */
async function skip(deps: CommandDeps, why: Say, next?: Say): Promise<CommandResolution> {
  deps.log.info(next ? msg`${why} ${next}` : why);
  return { kind: 'skipped', why, ...(next === undefined ? {} : { next }) };
}

/** A comment's run that sent nothing and ends there: outcome `skipped`, its report saying why. */
export async function endSkipped(log: Log, skipped: Extract<CommandResolution, { kind: 'skipped' }>): Promise<void> {
  await publish(log, skippedReport(skipped.why, skipped.next));
}

/**
 * A command the service certainly did not take (a cancel or time-out before it left, a rate
 * limit): it stays owed, its claim let go, and the next run sends it, once and in order.
 */
async function stillOwed(log: Log, why: Say, release: () => Promise<void>): Promise<void> {
  await release();
  log.info(
    msg`The command was not sent (${why}); it stays owed: the pull request's next run ${NEXT_RUNS} sends it, once.`,
  );
}

/** The budget of a reaction or reply owed to the commenter: its own, or after a cancel one shared by all. */
function answerBudget(deps: CommandDeps): () => Budget {
  let answerBy: number | undefined;
  return () => {
    if (!deps.signal.aborted) return budgetFor(deps.clock, BUDGET_MS.commandRequest);
    // One budget for all that is owed after a cancel, counted from the first of them.
    answerBy ??= deps.clock.now() + BUDGET_MS.answerAfterCancel;
    return budgetFor(deps.clock, BUDGET_MS.answerAfterCancel, { until: answerBy });
  };
}

/** The queue's reads and writes on GitHub: what the step owes the commenter is sent after a cancel too, within the runner's grace. */
export function queueWire(host: PullRequestHost, trigger: Trigger, deps: CommandDeps, keys: RecordKeys): QueueWire {
  const read = (): Budget =>
    budgetFor(deps.clock, BUDGET_MS.commandRequest, { signals: [deps.signal], until: deps.deadline });
  const sleep = (ms: number): Promise<void> => deps.clock.sleep(ms, deps.signal);
  const write = answerBudget(deps);
  const recordSent = (): Budget => (deps.signal.aborted ? write() : budgetFor(deps.clock, BUDGET_MS.recordSent));
  const date = (): number => deps.clock.date();
  const left = (): number => deps.deadline - deps.clock.now();
  return { host, trigger, keys, read, write, recordSent, sleep, date, left, cancelled: () => deps.signal.aborted };
}

/** The commands the action's records say were sent, in a list as read. */
const answeredIn = (listed: Answer<Comment[]>, trigger: Trigger, config: Config): Set<number> | undefined =>
  listed.ok ? answeredCommands(listed.value, trigger, recordKeysOf(config), undefined) : undefined;

/** A command sent whose 🚀 GitHub did not confirm (it may have made it, its answer lost): said, since people wait for it (the record keeps it answered). */
function rocketFailed(log: Log, reading: Command, cause: Say): void {
  log.warning(
    msg`The command of ${reading.login} (comment ${reading.commentId}) was sent, but GitHub did not confirm the 🚀 that says so (${cause}); it may not be there. The record on the action's comment says it was sent, so no later run sends it again. If people wait for the 🚀 and it is missing, add it by hand.`,
    'follow-up-command',
  );
}

/** A reply on the command's comment: our prose, in the host's words (GitLab's merge request, pipeline, job's log). */
const replyOn =
  (host: PullRequestHost, trigger: Trigger, budget: () => Budget) =>
  async (html: string): Promise<void> =>
    void (await host.createComment({ text: inHostWords(trigger, html) }, budget()));

/** The oldest earlier command not yet answered, or `refused`: GitHub refused the token itself (401) listing the comments. */
function nextEarlierOf(
  queue: ReturnType<typeof createCommandQueue>,
  own: string,
  listed: Answer<Comment[]>,
  trigger: Trigger,
  config: Config,
): Promise<NextEarlier> {
  if (!listed.ok && refusedForGood(listed, [401])) return Promise.resolve({ kind: 'refused', cause: listed.cause });
  return queue.next(own, listed.ok ? listed.value : undefined, answeredIn(listed, trigger, config));
}

/**
 * Reactions and a reply on the comment, the claim on it, and the earlier commands of the pull
 * request that come first (src/pull-request/command-queue.ts).
 */
export function commentWriter(
  host: PullRequestHost,
  trigger: Trigger,
  reading: Command,
  deps: CommandDeps,
  config: Config,
  /** A dead run's claim to take over; whether one workflow runs events and commands (with a prompt, unless told). */
  taking: { deadClaim?: number | undefined; oneWorkflow?: boolean | undefined } = {},
) {
  const wire = queueWire(host, trigger, deps, recordKeysOf(config));
  const { write: answering, read } = wire;
  const followUp = config.followUp ?? { command: '', permission: 'write' as const };
  const oneWorkflow = taking.oneWorkflow ?? config.work.plan.kind === 'start';
  const queue = createCommandQueue(wire, reading, followUp.command, commandLookBack(config.timeoutMs), oneWorkflow);
  /** The account the reactions are written by, from GitHub's answer to the first. */
  let own: string | undefined;
  let ownId: number | undefined;
  /** This run's claim on its comment: the `eyes` reaction, and whether GitHub made it for this run (201). */
  let claim: { id?: number; owned: boolean; unsure?: true; refused?: Say; failed?: Say } | undefined;
  const learn = (author: Author | undefined): void => {
    own ??= author?.login;
    ownId ??= author?.id;
  };
  const reply = replyOn(host, trigger, answering);
  const rules = { queue, wire, log: deps.log, required: followUp.permission, agentLogin: config.docsNeed.agentLogin };
  return {
    id: reading.commentId,
    async react(content: Mark): Promise<void> {
      if (content === 'eyes') {
        const made = await queue.claim(reading.commentId, taking.deadClaim);
        learn(made.author);
        claim = made;
        return;
      }
      const answer = await react(wire, reading.commentId, content);
      learn(answer.ok ? answer.value.author : undefined);
      if (!answer.ok && content === 'rocket') rocketFailed(deps.log, reading, answer.cause);
      // Sent by a re-run after an earlier attempt could not: its 😕 (not sent) no longer stands.
      if (answer.ok && content === 'rocket' && own !== undefined && trigger.attempt > 1)
        await queue.takeBack(reading.commentId, 'confused', own);
    },
    /** GitHub made this run's `eyes` (201): the command is this run's to send. */
    owned: (): boolean => claim?.owned === true,
    /** What GitHub answered this run's `eyes` (claimProblem reads it); undefined before it asked. */
    claim: () => claim,
    ownId: (): number | undefined => ownId,
    async notSent(why: Say, failed?: PostFailure): Promise<void> {
      if (failed && notTaken(failed)) return stillOwed(deps.log, why, () => this.release());
      await this.react('confused');
      // A reply is a surface too: what it says of the service or GitHub goes through the log's redaction.
      await reply(notSentReply(toProse(reading.login), deps.log.prose(why, 1_000), failed));
    },
    reply,
    /** The oldest earlier command not yet answered: none, one to wait for, or one to take over. */
    nextEarlier: async (): Promise<NextEarlier> =>
      own === undefined ? { kind: 'none' } : nextEarlierOf(queue, own, await host.comments(read()), trigger, config),
    takeOver: (next: TakenCommand, send: SendEarlier) => takeOver(next, { ...rules, reply, send }),
    async release(): Promise<void> {
      if (claim?.owned && claim.id !== undefined) await host.unreact(reading.commentId, claim.id, answering());
    },
    /** Whether the action's account answered the comment 🚀 already: an earlier attempt of a re-run sent it. */
    sentBefore: async (): Promise<boolean> =>
      own !== undefined && (await queue.answeredBefore(reading.commentId, own)) === 'rocket',
    /** Whether this run's claim on its comment stands: no later run took it over. */
    stillOurs: async (): Promise<boolean> =>
      (claim?.id === undefined || (await queue.stillHeld(reading.commentId, claim.id))) &&
      !(own !== undefined && (await queue.answeredBefore(reading.commentId, own)) === 'rocket'),
  };
}

/** The reply to a command not sent: one the service may have taken says so, and where to look before writing it again. */
function notSentReply(login: string, words: string, failed: PostFailure | undefined): string {
  return failed && mayHaveBeenTaken(failed)
    ? `${login}: the message may have reached the job: this run could not tell whether the service took it (${words}). Look at the job's conversation on the dashboard before writing the command again, so the job does not get it twice; the workflow run's log says more.`
    : `${login}: the message was not sent to the job as far as this run can tell (${words}); the workflow run's log says what to do before writing the command again.`;
}

/** Who may command, and whether the pull request's next run answers a command left unanswered (its own job: no job-id given). */
const commandRules = (config: Config, trigger: Trigger, followUp: FollowUp) => ({
  followUp,
  agentLogin: config.docsNeed.agentLogin,
  answeredLater: config.work.jobIds.length === 0 && trigger.pullNumber !== undefined,
  /** With a prompt, a command that sent nothing goes on as the pull request's event (src/step/comment-run.ts). */
  goesOn: config.work.plan.kind === 'start',
});

/** The admission rule as the command's own run asks it: a reply shows how to write a message, to someone who may command. */
const ownRunRules = (config: Config, followUp: FollowUp, log: Log) => ({
  ...{ required: followUp.permission, agentLogin: config.docsNeed.agentLogin, log },
  repliesToNoMessage: true,
});

export async function resolveCommand(
  deps: CommandDeps,
  config: Config,
  trigger: Trigger | undefined,
  reviewsFirst?: ReviewsFirst,
): Promise<CommandResolution> {
  const followUp: FollowUp = config.followUp ?? { command: '', permission: 'write' };
  const reading = readCommand(deps.codeHost.commentEvent(trigger), followUp.command);
  if (reading.kind !== 'command' || !trigger) {
    const why = reading.kind === 'command' ? 'this is not a workflow run' : reading.why;
    return skip(deps, msg`No follow-up sent: ${why}.`);
  }
  const token = config.visibility.reportToken;
  if (token === '')
    return skip(deps, "No follow-up sent: 'report-token' is empty, so the commenter's permission cannot be read.");
  const host = reportHostOf(deps.codeHost, token, trigger);
  const deadline = Math.min(deps.clock.now() + BUDGET_MS.command, deps.deadline);
  const budget = (): Budget => ({ signal: deps.signal, deadline });
  const { login } = reading;
  const comment = commentWriter(host, trigger, reading, deps, config);
  // A read a cancel or the deadline cut short decides nothing: no 😕 (answered for good), the next run answers it.
  const stopped = (): boolean => cutShort(deps.signal, deps.clock.now(), deps.deadline) !== undefined;
  const usage = `<code>${escapeMarkup(followUp.command)} make the intro shorter</code>`;
  const permission = (who: string) => host.permission(who, budget());
  const admission = await admitCommand(reading, ownRunRules(config, followUp, deps.log), permission);
  if (admission.kind !== 'send')
    return notAdmitted(deps, comment, reading, admission, { ...commandRules(config, trigger, followUp), usage });
  const target = await commandJob({ ...deps, host, trigger, budget }, config, reading, usage);
  if ('why' in target) return notForAJob(deps, comment, login, target, stopped());
  const { job, started, said, agentsOwn } = target;
  // The comment as it is now, not as the event wrote it: the run may have waited in the group.
  const now = await host.comment(reading.commentId, budget());
  if (!now.ok && now.status === 404)
    return skip(deps, msg`No follow-up sent: comment ${reading.commentId} was deleted before this run could send it.`);
  await comment.react('eyes');
  const unclaimed = claimProblem(comment, trigger);
  // A refusal for good is the workflow's to fix: a warning, where a user looks.
  if (unclaimed && comment.claim()?.refused !== undefined) deps.log.warning(unclaimed, 'follow-up-command');
  if (unclaimed)
    return comment.claim()?.refused !== undefined ? { kind: 'skipped', why: unclaimed } : skip(deps, unclaimed);
  // Only a fresh claim is this run's to answer: a re-run finds its earlier attempt's, sent or not.
  if (now.ok && now.value.edited && comment.owned()) return editedWhileWaiting(deps, comment, reading);
  const sends = await commandPlan(deps, config, { host, trigger, budget: budget() }, { ...target, id: job }, said);
  if (sends.newJob && (await sentByEarlierAttempt(comment, trigger))) return sentEarlier(deps, job);
  const where = { ...deps, host, trigger, budget };
  const ownDocs = sends.newJob && agentsOwn && (agentsOwn === true || (await agentsOwnAgain(where, config)));
  if (sends.newJob && ownDocs) return noJobOfItsOwn(deps, comment, login, sends.newJob, ownDocs, followUp.command);
  if (sends.newJob) await sayNewJob(deps, comment, login, { ...sends, newJob: sends.newJob });
  const sharedComment = sharedCommentOf(started, comment.ownId());
  const withJob = started && !sends.newJob ? { started, jobId: job } : undefined;
  const resolved = {
    kind: 'send' as const,
    work: { plan: sends.plan, jobId: job, jobIds: sends.newJob ? [] : [job] },
    comment: withJob && reviewsFirst ? await reviewsFirst(deps, config, trigger, host, withJob, comment) : comment,
    who: login,
    ...(sends.head === undefined ? {} : { head: sends.head }),
  };
  return sharedComment === undefined ? resolved : { ...resolved, sharedComment };
}

/** A command no job can take now: answered (😕, and why), unless a cancel or the deadline cut the run short. */
async function notForAJob(
  deps: CommandDeps,
  comment: ReturnType<typeof commentWriter>,
  login: string,
  target: { why: Say; reply: string; ends?: true },
  stopped: boolean,
): Promise<CommandResolution> {
  if (stopped) return skip(deps, target.why);
  await comment.react('confused');
  await comment.reply(`${toProse(login)}: ${target.reply}`);
  const skipped = await skip(deps, target.why);
  return target.ends ? { kind: 'skipped', why: target.why, ends: true } : skipped;
}

/** A re-run whose earlier attempt sent the command (🚀) before the job ended: it owes nothing more (no new job, no 😕). */
const sentByEarlierAttempt = async (comment: ReturnType<typeof commentWriter>, trigger: Trigger): Promise<boolean> =>
  trigger.attempt > 1 && !comment.owned() && (await comment.sentBefore());

const sentEarlier = (deps: CommandDeps, job: string): Promise<CommandResolution> =>
  skip(
    deps,
    msg`No follow-up sent: an earlier attempt of this run sent this command to job ${job} already (🚀), and the job has ended since. To document more, write a new command.`,
  );

/** A command with no message: answered 😕, with a reply that shows one. */
async function noMessage(
  deps: CommandDeps,
  comment: ReturnType<typeof commentWriter>,
  login: string,
  usage: string,
  command: string,
): Promise<CommandResolution> {
  await comment.react('confused');
  await comment.reply(`${toProse(login)}: write the message after the command, such as ${usage}.`);
  return skip(deps, msg`No follow-up sent: the comment holds only ${command}, no message.`);
}

/**
 * The job's comment, when this run may write its turn there: it is written on only by the account
 * that wrote it, and GitHub's answer to the reaction says who this run's account is.
 */
function sharedCommentOf(started: StartedJob | undefined, ownId: number | undefined): number | undefined {
  const author = started?.comment?.author;
  return author !== undefined && author === ownId ? started?.comment?.id : undefined;
}

/**
 * A command on the agent's own docs pull request (docs in the same repository) whose job ended:
 * that pull request never starts a job of its own (docs/pull-request.md), so it is answered 😕 and
 * sent to the product pull request, whose `/docs` starts the new job.
 */
async function noJobOfItsOwn(
  deps: CommandDeps,
  comment: ReturnType<typeof commentWriter>,
  login: string,
  ended: Say,
  agentsOwn: true | 'unknown',
  command: string,
): Promise<CommandResolution> {
  const where =
    agentsOwn === true
      ? "this is the agent's own docs pull request, which starts no job"
      : "GitHub did not show the pull request, so whether it is the agent's own docs pull request (which starts no job) is unknown";
  const next =
    agentsOwn === true
      ? msg`comment ${command} on the product pull request: it goes to the job that pull request has now, or starts a new one`
      : 'comment again in a few minutes';
  await comment.react('confused');
  await comment.reply(
    `${toProse(login)}: nothing was sent: ${deps.log.prose(ended, 300)}, and ${where}; ${deps.log.prose(next, 300)}.`,
  );
  const why = msg`No follow-up sent: ${ended}, and ${where}; ${next}.`;
  deps.log.info(why);
  return { kind: 'skipped', why, ...(agentsOwn === true ? {} : { ends: true as const }) };
}

/** A command edited after it was written is no command: answered 😕, with a reply that says to write it again. */
async function editedWhileWaiting(
  deps: CommandDeps,
  comment: ReturnType<typeof commentWriter>,
  reading: { commentId: number; login: string },
): Promise<CommandResolution> {
  await comment.react('confused');
  await comment.reply(editedCommandReply(toProse(reading.login), reading.commentId, 'this run'));
  return skip(
    deps,
    msg`No follow-up sent: comment ${reading.commentId} was edited while its run waited, and an edited comment is no command.`,
  );
}

/**
 * On the docs pull request (`on-review: send`), the reviews before the command left unanswered go
 * first: src/step/review-run.ts wraps the comment (handed in by the caller, which imports it).
 */
export type ReviewsFirst = (
  deps: CommandDeps,
  config: Config,
  trigger: Trigger,
  host: PullRequestHost,
  job: { started: StartedJob; jobId: string },
  comment: CommandComment,
) => Promise<CommandComment>;

/**
 * A command the rule (src/pull-request/admission.ts) does not admit: the run ends, the command
 * answered 😕, unless a cancel or the deadline cut the permission's read short (it decided nothing:
 * the next run answers it), or GitHub did not give it on a pull request whose next run answers the
 * command (`answeredLater`: the pull request's own job, no job-id given): doubt, not a refusal. A
 * reply goes only to someone who may command (no message, a secret alone).
 */
async function notAdmitted(
  deps: CommandDeps,
  comment: ReturnType<typeof commentWriter>,
  { login, commentId }: Command,
  admission: Exclude<Admission, { kind: 'send' }>,
  {
    followUp,
    answeredLater,
    goesOn,
    usage,
  }: { followUp: FollowUp; answeredLater: boolean; goesOn: boolean; usage: string },
): Promise<CommandResolution> {
  const { command, permission: required } = followUp;
  if (admission.kind === 'no-message') return noMessage(deps, comment, login, usage, command);
  if (admission.kind === 'secret-alone') {
    const answer = { react: () => comment.react('confused'), reply: comment.reply };
    await refuseSecretAlone(deps.log, { id: commentId, login }, answer);
    return skip(deps, msg`No follow-up sent: the comment holds a secret after ${command}, and nothing else.`);
  }
  const by = cutShort(deps.signal, deps.clock.now(), deps.deadline);
  if (admission.kind === 'unread' && by !== undefined)
    return skip(
      deps,
      msg`No follow-up sent: the run was ${by === 'cancelled' ? 'cancelled' : "out of its 'timeout'"} before it read the permission of ${login}, so it decided nothing.`,
      `The pull request's next run ${NEXT_RUNS} answers the command.`,
    );
  const why =
    admission.kind === 'unread'
      ? msg`No follow-up sent: the permission of ${login} could not be read (${admission.cause}), and a follow-up is never sent on doubt.`
      : admission.kind === 'below'
        ? msg`No follow-up sent: ${login} has ${admission.level ?? 'no'} permission on this repository, and 'follow-up-permission' asks for ${required}.`
        : msg`No follow-up sent: ${refusalOf(admission, login, required)}.`;
  if (admission.kind === 'unread' && !admission.forGood && answeredLater) {
    const alone = `The command stays unanswered: the pull request's next run ${NEXT_RUNS} reads the permission again and sends it.`;
    if (!goesOn) return skip(deps, why, alone);
    const next = `The command stays unanswered: this run reads the permission again as it goes on as the pull request's event, and sends it if it may; if not, the pull request's next run ${NEXT_RUNS} does.`;
    deps.log.info(msg`${why} ${next}`);
    return { kind: 'skipped', why, next, nextAlone: alone };
  }
  if (by === undefined) await comment.react('confused');
  return skip(deps, why);
}

/** A command that starts a job (none yet, or its docs pull request merged or closed): the log and the commenter are told. */
async function sayNewJob(
  deps: CommandDeps,
  comment: ReturnType<typeof commentWriter>,
  login: string,
  { newJob: why, first }: { newJob: Say; first?: true },
) {
  deps.log.info(msg`${why}: this command starts ${first ? 'the' : 'a new'} job with its message.`);
  const so = first
    ? "so your message starts this pull request's job, after the workflow's prompt"
    : "so your message starts a new job (with the workflow's prompt, if it has one) instead of reaching a finished one";
  await comment.reply(`${toProse(login)}: ${deps.log.prose(why, 1_000)}, ${so}.`);
}

/** Why this run may not send its command: another run claimed it first, or GitHub made no claim. */
function claimProblem(comment: ReturnType<typeof commentWriter>, trigger: Trigger): Say | undefined {
  const claim = comment.claim();
  if (claim === undefined) return undefined;
  if (claim.refused !== undefined)
    return msg`No follow-up sent: GitHub refused this run's claim on the comment, its eyes reaction (${claim.refused}). Answering commands needs the token to react and comment: give the workflow's job pull-requests: write (and the report-token, if it is another token); the command stays owed, and the pull request's next run once the token may react sends it, with no need to write it again.`;
  // GitHub's answer to this run's `eyes` was lost, and another run in progress may have made it.
  if (claim.unsure)
    return "No follow-up sent now: GitHub made a claim on the comment (its eyes reaction) but lost its answer to this run, and another run in progress may have made it; so that the command is never sent twice, this run leaves it, and the run that made it, or the pull request's next run once no other is in progress, sends it.";
  // A first attempt that finds the action's claim already there (GitHub's 200): a later run took this command over.
  if (!claim.owned && claim.id !== undefined && trigger.attempt === 1)
    return 'No follow-up sent: another run of this workflow has already taken this command and sends it.';
  // GitHub did not make this run's `eyes`: the command cannot be kept in order.
  if (claim.id === undefined)
    return msg`No follow-up sent: GitHub did not take this run's claim on the comment, its eyes reaction${claim.failed === undefined ? '' : msg` (${claim.failed})`}, so it could not be sent in order and only once; the pull request's next run sends it, with no need to write it again.`;
  return undefined;
}

/**
 * The job a command goes to, the job's record, and what it says; or why none (`reply`: markup).
 * Job '' when no job was started on the pull request yet (a fork's or Dependabot's, a draft, the
 * skip-label) and the workflow has a prompt: the command starts it where a start is right.
 */
async function commandJob(
  where: CommandDeps & { host: PullRequestHost; trigger: Trigger; budget: () => Budget },
  config: Config,
  command: Command,
  usage: string,
): Promise<
  | { job: string; started?: StartedJob; lostStart?: LostStart; said: string; agentsOwn?: true | 'unknown' }
  | { why: Say; reply: string; ends?: true }
> {
  const recorded = await recordedJob(where.host, where.trigger, config, where.budget, command.commentId);
  if (recorded !== undefined && 'why' in recorded && config.work.jobId === '') return recorded;
  const lost = recorded !== undefined && 'lostStart' in recorded ? { lostStart: recorded.lostStart } : {};
  const found = recorded && 'lostStart' in recorded ? undefined : recorded;
  const started = found && !('why' in found) ? { started: found } : {};
  const job = config.work.jobId || (found && !('why' in found) ? found.job : '');
  const noPrompt = config.work.plan.kind !== 'start';
  if (job === '' && found === undefined && noPrompt && (await agentsOwnAgain(where, config)) === true)
    return NOT_LINKED_YET;
  if (job === '' && (found !== undefined || noPrompt)) return noJob(usage);
  const head = job === '' ? await firstJob(where, config, command) : await commandHead(where, config, command);
  if ('why' in head) return { why: head.why, reply: where.log.prose(head.reply, 1_000) };
  const said = head.pin ? vouched(command.message, head.head) : command.message;
  return { job, ...started, ...lost, said, ...(head.agentsOwn ? { agentsOwn: head.agentsOwn } : {}) };
}

/** A fork's head, vouched for by the commenter: the job is told that commit, and that later ones were not looked at. */
const vouched = (message: string, head: string): string =>
  `${message}\n\nWork on commit ${head} of the pull request, the one the person who asked looked at: later commits were not reviewed.`;

/**
 * The agent's docs pull request before the product pull request's step linked its job there (the
 * docs-repository recipe, whose workflow has no prompt): nothing in that recipe runs again here
 * by itself, so the command is answered, with what to do, rather than kept.
 */
const NOT_LINKED_YET = {
  why: "No follow-up sent: this is the agent's own docs pull request, and no job is linked here yet (the product pull request's step writes the comment that links it once it sees this pull request). Write the command again once that comment is here, or on the product pull request, whose job this is.",
  reply:
    "nothing was sent: this is the agent's docs pull request, and its job is not linked here yet (the action's comment appears here once the product pull request's step sees this pull request). Write the command again once it is here, or on the product pull request.",
};

/** Why nothing was sent when no job was started on the pull request, for the log and the commenter. */
function noJob(usage: string): { why: Say; reply: string } {
  const none = 'No agent job was started on this pull request by this action yet';
  return { why: `No follow-up sent: ${none}.`, reply: `${none}; start one first, then reply with ${usage}.` };
}

/**
 * A start another run still sends or waits on, its record naming no job yet: a command now would
 * start a second job. Undefined once that run has ended, or when the host cannot tell (no
 * `actions: read`): then the command starts the job, as the lost start's advice says.
 */
async function startUnderWay(host: PullRequestHost, lost: LostStart, budget: Budget) {
  if (!lost.underWay) return undefined;
  const state = await host.runState({ run: lost.run, attempt: lost.attempt, anyAttempt: true }, budget);
  if (state === 'ended' || state === undefined) return undefined;
  const runs = state === 'running' ? 'still runs' : 'may still run (GitHub did not say whether it ended)';
  return {
    why: msg`No follow-up sent: run ${lost.run} sent this pull request's prompt and has not recorded its job yet, and it ${runs}; a command now could start a second job. Write the command again once run ${lost.run} has ended: it then goes to the job that run recorded, or starts one if it recorded none.`,
    reply: `nothing was sent: run ${lost.run} is still starting this pull request's job and has not recorded it yet. Write the command again once that run has ended.`,
    // Going on as the pull request's event would call that start lost, against this reply.
    ends: true as const,
  };
}

/**
 * The newest job this action started on the pull request (or `job-id`'s start) and the comment
 * that recorded it; undefined when there is none; or why the comments could not be read. With
 * `job-id`, a list that cannot be read only means no comment to keep the conversation in.
 */
async function recordedJob(
  host: PullRequestHost,
  trigger: Trigger,
  config: Config,
  budget: () => Budget,
  commandId?: number,
): Promise<StartedJob | undefined | { why: Say; reply: string; ends?: true } | { lostStart: LostStart }> {
  const jobId = config.work.jobId === '' ? undefined : config.work.jobId;
  const keys = recordKeysOf(config);
  const withComment = config.visibility.comment !== 'false';
  const query = { jobId, checkName: config.visibility.checkName, holds: commandId, withComment };
  const found = await findStartedJob(host, trigger, keys, budget(), () => host.identity(budget()), query);
  if (found.ok && !found.started && found.unverified && jobId === undefined)
    return {
      why: msg`No follow-up sent: ${UNVERIFIED_RECORD.why}. ${UNVERIFIED_RECORD.next} Or name the job with 'job-id'.`,
      reply:
        "nothing was sent: the job's record on this pull request cannot be verified with this workflow's api-key (was the key rotated?). The workflow's log says what a maintainer can do.",
    };
  // This run's own earlier attempt's start is the re-run's to judge (sentByEarlierAttempt).
  const lost = found.ok && !found.started && jobId === undefined ? found.lostStart : undefined;
  if (lost && lost.run !== trigger.runId) return (await startUnderWay(host, lost, budget())) ?? { lostStart: lost };
  if (found.ok) return found.started;
  if (jobId !== undefined) return undefined;
  return 'onCheckRuns' in found
    ? {
        why: msg`No follow-up sent: ${found.cause}.`,
        reply:
          "nothing was sent: the check runs that may record this pull request's job could not be read. Try again in a few minutes.",
      }
    : {
        why: msg`No follow-up sent: the pull request's comments could not be read (${found.cause}).`,
        reply:
          "nothing was sent: this pull request's comments, where the job is recorded, could not be read. Try again in a few minutes.",
      };
}
