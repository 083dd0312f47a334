/**
 * One workflow for a pull request's life: a run of any pull request event sends the `/docs`
 * command its concurrency group left unsent (the command's run cancelled while pending, or gone),
 * as that command's run would have, with the push's news first; the queue sends older ones before
 * it. The claim (`eyes`) is atomic, so the command's own run, if it comes, finds it taken.
 */
import { actionAccountIn, answeredCommands } from '../pull-request/comment.ts';
import { recordKeysOf } from '../pull-request/record.ts';
import type { Config, Work } from '../inputs/inputs.ts';
import { msg, type Say } from '../output/text.ts';
import type { Log } from '../output/log.ts';
import { toProse } from '../output/redaction.ts';
import { commandLookBack, editedCommandReply, type Command } from '../pull-request/command.ts';
import { createCommandQueue, type TakenCommand } from '../pull-request/command-queue.ts';
import { admitCommand, refusalOf, refuseSecretAlone } from '../pull-request/admission.ts';
import type { CommandTarget } from '../pull-request/decide.ts';
import type { Account, Budget, Comment, PullRequestHost, Trigger } from '../pull-request/host.ts';
import { newJobPrompt } from './command-message.ts';
import { commentWriter, queueWire, type CommandComment, type CommandDeps } from './follow-up-command.ts';
import { BUDGET_MS } from '../common/budget.ts';
import { namedPullRequest } from '../pull-request/where.ts';

export interface UnansweredCommand {
  /** What the run sends, and to which job. */
  work: Omit<Work, 'letGo'>;
  comment: CommandComment;
  /** Who asked, for the conversation. */
  who: string;
  /** The message tells the job nothing of the pull request's head: its record must not say it does. */
  headUntold?: true;
}

export async function sendUnansweredCommand(
  deps: CommandDeps,
  config: Config,
  trigger: Trigger,
  target: CommandTarget,
  host: PullRequestHost,
  /**
   * `only`: this comment alone (a command a sweep was queued): no other comment is read for
   * permission. `oneWorkflow`: its pull request's events and commands share one workflow.
   */
  queued: { only?: number; oneWorkflow?: boolean } = {},
): Promise<UnansweredCommand | undefined> {
  const { only } = queued;
  // A turn's own queued command is owed at any age: its record vouches that it was taken, and said so.
  const look = await lookAtCommands(deps, config, trigger, host, { anyAge: only !== undefined });
  if (!look || look === 'too-many') return undefined;
  const { own, listed, queue, answered, budget } = look;
  // A command a turn queued for the busy job already is that turn's (the sweep sends it by `only`): not taken again.
  if (only === undefined && 'jobId' in target) holdQueued(deps, target, listed, answered);
  // A newer command that may not be sent is answered 😕, and the look goes on to the older ones.
  for (let tries = 0; tries < MAX_REFUSED; tries++) {
    const candidates = only === undefined ? listed : listed.filter((comment) => comment.id === only);
    const taken =
      'newJob' in target
        ? await queue.oldestUnanswered(own, candidates, answered)
        : await queue.newestUnanswered(own, candidates, answered);
    if (!taken) return undefined;
    const sent = await sendAsItsOwnRun({ deps, config, host, trigger, budget }, taken, target, queued);
    if (sent !== 'refused') return sent;
  }
  return undefined;
}

/** Counts the commands turns queued for the busy job as taken, and says so of those still unanswered. */
function holdQueued(
  deps: CommandDeps,
  target: { jobId: string; held?: number[] },
  listed: Comment[],
  answered: Set<number>,
) {
  const waiting = (target.held ?? []).filter((id) => !answered.has(id) && listed.some((comment) => comment.id === id));
  for (const id of target.held ?? []) answered.add(id);
  const [one, ...more] = waiting;
  if (one === undefined) return;
  const which =
    more.length === 0 ? msg`The command of comment ${one} is` : msg`The commands of comments ${waiting.join(', ')} are`;
  deps.log.info(msg`${which} queued for job ${target.jobId} already, which is busy: sent once the job is not.`);
}

/**
 * The newest command of the pull request that no run answered (its run never came, or died) and
 * that may be sent, read without claiming it: the comment a sweep's own turn then sends as that
 * command's run would have. A newer one that may not be sent is answered 😕 on the way, as its run
 * would have answered it. 'permission-unread': its author's permission could not be read (order is
 * kept on doubt); 'unread': the comments themselves could not be.
 */
export async function newestUnansweredCommand(
  deps: CommandDeps,
  config: Config,
  trigger: Trigger,
  host: PullRequestHost,
  /** Who the action writes as, should GitHub not say: its comment's author. */
  account?: Account,
): Promise<number | 'unread' | 'permission-unread' | undefined> {
  if (!config.followUp) return undefined;
  const look = await lookAtCommands(deps, config, trigger, host, { recent: true, ...(account ? { account } : {}) });
  // A look that could not read (the comments, who the token is) is no "none owed".
  if (look === undefined) return 'unread';
  if (look === 'too-many') return undefined;
  for (let tries = 0; tries < MAX_REFUSED; tries++) {
    const taken = await look.queue.newestOrUnread(look.own, look.listed, look.answered);
    if (taken === 'unread' || taken === undefined) return taken;
    const allowed = await mayBeSent(look, config, trigger, host, deps, taken);
    if (allowed !== 'refused') return allowed === undefined ? 'permission-unread' : taken.command.id;
    look.answered.add(taken.command.id);
  }
  return 'unread';
}

/** The most comments a look for commands only (a sweep's) reads: one full page, so a flood costs one request. */
const RECENT_COMMENTS = 100;

/**
 * The pull request's comments, its account, and the queue of its commands, read once; undefined
 * when unread. `recent`: only the comments of the commands' look-back, one page at most (more is
 * said in the log and left to the pull request's next run, which reads them all); `anyAge`: a
 * command older than the look-back is sent too.
 */
async function lookAtCommands(
  deps: CommandDeps,
  config: Config,
  trigger: Trigger,
  host: PullRequestHost,
  { recent = false, anyAge = false, account }: { recent?: boolean; anyAge?: boolean; account?: Account } = {},
) {
  const { followUp } = config;
  if (!followUp) return undefined;
  const deadline = Math.min(deps.clock.now() + BUDGET_MS.unansweredCommand, deps.deadline);
  const budget = (): Budget => ({ signal: deps.signal, deadline });
  const since = deps.clock.date() - commandLookBack(config.timeoutMs);
  const [identity, listed] = await Promise.all([
    host.identity(budget()),
    recent ? host.comments(budget(), firstComments(RECENT_COMMENTS), since) : host.comments(budget()),
  ]);
  if (!listed.ok) return undefined;
  // GitHub will not say who the token is: the action's comment does (the one given, or found here).
  const own = identity ?? account ?? actionAccountIn(listed.value, trigger, recordKeysOf(config));
  if (own?.login === undefined) return undefined;
  const comments = recent ? await recentOnly(host, listed.value, since, budget) : listed.value;
  if (comments === undefined) return undefined;
  if (recent && comments.length >= RECENT_COMMENTS) {
    deps.log.info(
      msg`${namedPullRequest(trigger)} has ${RECENT_COMMENTS} or more comments of the last hours: a command no run answered among them is sent by the pull request's next run, which reads them all.`,
    );
    return 'too-many' as const;
  }
  const every: Command = { kind: 'command', commentId: Number.MAX_SAFE_INTEGER, login: own.login, message: '' };
  const queue = createCommandQueue(
    queueWire(host, trigger, deps, recordKeysOf(config)),
    every,
    followUp.command,
    anyAge ? Infinity : commandLookBack(config.timeoutMs),
  );
  const answered = answeredCommands(comments, trigger, recordKeysOf(config), own);
  return { own: { ...own, login: own.login }, listed: comments, queue, answered, budget };
}

/**
 * The comments written or edited since `since`, as GitHub's `since` lists them. A full page that
 * holds older ones (a GitHub, or a proxy, that dropped `since`) proves nothing of the rest: then
 * every page is read, and the recent kept. Undefined when that read failed.
 */
async function recentOnly(
  host: PullRequestHost,
  listed: Comment[],
  since: number,
  budget: () => Budget,
): Promise<Comment[] | undefined> {
  const isRecent = (comment: Comment): boolean => (comment.updatedAt ?? comment.createdAt) >= since;
  if (listed.length < RECENT_COMMENTS || listed.every(isRecent)) return listed;
  const all = await host.comments(budget());
  return all.ok ? all.value.filter(isRecent) : undefined;
}

/** Enough once `count` comments were listed: pages are followed (a short one may name a next) up to that many. */
function firstComments(count: number): () => boolean {
  let listed = 0;
  return () => ++listed >= count;
}

/** At most this many commands that may not be sent are answered by one run. */
const MAX_REFUSED = 20;

interface Where {
  deps: CommandDeps;
  config: Config;
  host: PullRequestHost;
  trigger: Trigger;
  budget(): Budget;
}

/** Sends an owed command as its own run would have, after its author's permission; or says it is refused. */
async function sendAsItsOwnRun(
  where: Where,
  taken: TakenCommand,
  target: CommandTarget,
  queued: { only?: number; oneWorkflow?: boolean },
): Promise<UnansweredCommand | 'refused' | undefined> {
  const { deps, config, host, trigger } = where;
  const { oneWorkflow } = queued;
  const { id, login, message } = taken.command;
  const comment = commentWriter(host, trigger, readingOf(taken), deps, config, { deadClaim: taken.claim, oneWorkflow });
  const allowed = await mayBeSent(where, config, trigger, host, deps, taken, comment);
  // A permission that cannot be read is read again by a later run: the command stays unanswered.
  if (allowed !== true) return allowed;
  await comment.react('eyes');
  if (!comment.owned()) return unclaimed(deps.log, taken, comment.claim());
  const who = { comment, who: login };
  if ('refused' in target) {
    await comment.react('confused');
    await comment.reply(`${toProse(login)}: nothing was sent: ${deps.log.prose(target.refused, 600)}`);
    deps.log.info(msg`The command of ${login} (comment ${id}) is not sent: ${target.refused}`);
    return 'refused';
  }
  if ('newJob' in target) {
    deps.log.info(
      msg`The command of ${login} (comment ${id}) was not sent by its own run: the new job this run starts takes it after the prompt.`,
    );
    const plan = { kind: 'start' as const, prompt: newJobPrompt(config, message) };
    return { work: { plan, jobId: '', jobIds: [] }, ...who };
  }
  const { jobId, news } = target;
  const event = deps.codeHost.commentEvent(trigger);
  const why = queued.only === undefined ? 'cancelled while pending, or stopped' : 'queued while its job was busy';
  // This run's own comment, whose author's permission it could not read at first: no other run's.
  deps.log.info(
    event.kind === 'comment' && event.comment.id === id
      ? msg`The permission of ${login} could be read this time: this run sends their command (comment ${id}) to job ${jobId} after all${news === undefined ? '' : ', after what this push changed'} (a busy job gets it once it is free).`
      : msg`The command of ${login} (comment ${id}) was not sent by its own run (${why}): this run sends it to job ${jobId}${news === undefined ? '' : ', after what this push changed'} (a busy job gets it once it is free).`,
  );
  const plan = { kind: 'message' as const, message: news === undefined ? message : `${news}\n\n${message}` };
  return {
    work: { plan, jobId, jobIds: [jobId] },
    ...who,
    ...(news === undefined ? { headUntold: true as const } : {}),
  };
}

/**
 * Whether an owed command may be sent: its author may command and it holds a message. One that
 * may not is answered 😕 ('refused'); undefined when its author's permission cannot be read.
 */
async function mayBeSent(
  where: { budget(): Budget },
  config: Config,
  trigger: Trigger,
  host: PullRequestHost,
  deps: CommandDeps,
  taken: TakenCommand,
  comment = commentWriter(host, trigger, readingOf(taken), deps, config, { deadClaim: taken.claim }),
): Promise<true | 'refused' | undefined> {
  const { id, login } = taken.command;
  const required = config.followUp?.permission ?? 'write';
  const rules = { required, agentLogin: config.docsNeed.agentLogin, log: deps.log };
  const admission = await admitCommand(taken.command, rules, (who) => host.permission(who, where.budget()));
  if (admission.kind === 'send') return true;
  if (admission.kind === 'changed') return editedBeforeSent(deps, taken, comment);
  // Refused for good (a deleted account's 404, a token that may not read it): no later run reads more, so it is answered.
  if (admission.kind === 'unread' && !admission.forGood) {
    deps.log.warning(
      msg`The command of ${login} (comment ${id}) is owed, but whether ${login} may command could not be read (${admission.cause}): it is not sent now, and a later run sends it.`,
    );
    return undefined;
  }
  if (admission.kind === 'secret-alone') {
    await refuseSecretAlone(deps.log, taken.command, { react: () => comment.react('confused'), reply: comment.reply });
    return 'refused';
  }
  await comment.react('confused');
  deps.log.info(
    msg`Comment ${id}, a command its own run did not answer, is not sent: ${refusalOf(admission, login, required)}.`,
  );
  return 'refused';
}

/**
 * An owed command edited since it was written is no command: answered 😕 with a reply, once, by
 * the run whose 👀 GitHub makes (a dead run's taken over). Undefined while another run holds it.
 */
async function editedBeforeSent(
  deps: CommandDeps,
  taken: TakenCommand,
  comment: ReturnType<typeof commentWriter>,
): Promise<'refused' | undefined> {
  const { id, login } = taken.command;
  await comment.react('eyes');
  if (!comment.owned()) return unclaimed(deps.log, taken, comment.claim());
  await comment.react('confused');
  await comment.reply(editedCommandReply(toProse(login), id, 'a run'));
  deps.log.info(
    msg`Comment ${id} is not sent: it was edited before a run sent it, and an edited comment is no command.`,
  );
  return 'refused';
}

/** An owed command this run could not claim: said when the host failed the claim (another run's claim is that run's to say). */
function unclaimed(
  log: Log,
  { command: { id, login } }: TakenCommand,
  claim: { refused?: Say; failed?: Say } | undefined,
): undefined {
  const cause = claim?.refused ?? claim?.failed;
  if (cause !== undefined)
    log.warning(
      msg`The command of ${login} (comment ${id}) is owed, but this run could not claim it (👀: ${cause}): it is not sent now, and a later run sends it.`,
    );
  return undefined;
}

function readingOf({ command: { id, login, message } }: TakenCommand): Command {
  return { kind: 'command', commentId: id, login, message };
}
