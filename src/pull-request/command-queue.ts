/**
 * The `/docs` commands of a pull request as a queue that lives on the host, where every run can
 * read it: a command is answered once the action's account reacted `rocket` (sent) or `confused`
 * (not sent), and claimed by the run that reacted `eyes`. GitHub has no compare-and-set on a
 * comment, but creating a reaction is atomic per account (201 once, then 200), so the run whose
 * `eyes` the host made owns the command. A command whose run never came (cancelled while pending) or is gone
 * (crashed, killed) is taken over by a later run, in order, and sent once.
 */
import { admitCommand, refusalOf, refuseSecretAlone } from './admission.ts';
import { earlierCommands, earlierState, editedCommandReply, type Command, type EarlierCommand } from './command.ts';
import { isAccount } from './comment.ts';
import type { RecordKeys } from './record.ts';
import {
  refusedForGood,
  unanswered,
  type Account,
  type Answer,
  type Author,
  type Budget,
  type Comment,
  type Mark,
  type PullRequestHost,
  type Reaction,
  type Trigger,
} from './host.ts';
import type { PermissionLevel } from '../inputs/follow-up.ts';
import type { Log } from '../output/log.ts';
import { escapeMarkup, msg, type Say } from '../output/text.ts';
import { toProse } from '../output/redaction.ts';
import type { PostFailure } from '../common/outcome.ts';

/** The next earlier command: none left, one on its way (wait), or one to take over. */
/** `refused`: GitHub refused the token reading the comments (401): nothing read or written after it holds. */
export type NextEarlier =
  | { kind: 'none' }
  /** `lockBusy`: another run holds the reviews' lock (it holds it for seconds). */
  | { kind: 'wait'; lockBusy?: true }
  | { kind: 'take'; command: EarlierCommand; claim?: number }
  | { kind: 'refused'; cause: Say };

/** An earlier command this run takes over, claimed or to claim. */
export type TakenCommand = Extract<NextEarlier, { kind: 'take' }>;

/** Sends an earlier one's message to the job: true when it went through, else the failure. */
export type SendEarlier = (message: string) => Promise<true | PostFailure>;

export interface QueueWire {
  host: PullRequestHost;
  trigger: Trigger;
  /** The keys the action's records are signed with: what they say was sent is answered. */
  keys: RecordKeys;
  /** A read's budget, within the step's deadline; a write's, of its own. */
  read(): Budget;
  write(): Budget;
  /**
   * The budget of the 🚀 that records a command as sent: long enough to wait out a rate limit
   * (GitHub asks a minute), since a send that is not recorded is sent again by the next run.
   */
  recordSent?(): Budget;
  sleep(ms: number): Promise<void>;
  /** The wall clock's milliseconds, which a comment's age is counted against. */
  date(): number;
  /** After a cancel, what is owed is sent once, within the runner's grace: no pause, no retry. */
  cancelled(): boolean;
  /** How long until the step's deadline (ms): a wait for another run never runs past it. */
  left?(): number;
}

const unlessUnread = <T>(taken: T | 'unread'): T | undefined => (taken === 'unread' ? undefined : taken);

/**
 * `takeUnclaimed`: an earlier command nobody claimed is taken at once, however recent. Right when
 * one workflow with one concurrency group per pull request runs both the events and the commands
 * (its run is pending behind this one, or was cancelled); the claim being atomic, its run, if it
 * comes, finds it taken. Otherwise a recent one is waited on, its run may be about to start.
 */
export function createCommandQueue(
  wire: QueueWire,
  reading: Command,
  command: string,
  /** How old a command may be and still be sent (commandLookBack). */
  lookBackMs: number,
  takeUnclaimed = false,
) {
  async function reactionsOn(commentId: number): Promise<Reaction[] | undefined> {
    const listed = await wire.host.reactions(commentId, wire.read());
    return listed.ok ? listed.value : undefined;
  }
  const look = { wire, reading, command, lookBackMs, reactionsOn };
  const passedOver = new Set<number>();
  const newestOrUnread = (own: Account, comments: Comment[], answered = new Set<number>()) =>
    newestCommandOrUnread(look, own, comments, answered);

  return {
    /**
     * The oldest earlier command not yet answered: wait while its run may be alive, else take it
     * over. Order is kept on doubt: a list that cannot be read now is waited on.
     */
    async next(own: string, comments: Comment[] | undefined, answered = new Set<number>()): Promise<NextEarlier> {
      if (comments === undefined) return { kind: 'wait' };
      let alive: boolean | undefined | null = null;
      for (const earlier of earlierCommands(comments, reading, command, wire.date(), lookBackMs)) {
        if (answered.has(earlier.id) || passedOver.has(earlier.id)) continue;
        const reactions = await reactionsOn(earlier.id);
        if (reactions === undefined) return { kind: 'wait' };
        alive = alive === null ? await wire.host.otherRunsInProgress(wire.read()) : alive;
        const state = earlierState(reactions, own, takeUnclaimed ? { recent: false } : earlier, wire.date(), alive);
        if (state.kind === 'answered') continue;
        if (state.kind === 'on-its-way') return { kind: 'wait' };
        return { kind: 'take', command: earlier, ...(state.claim === undefined ? {} : { claim: state.claim }) };
      }
      return { kind: 'none' };
    },

    /**
     * The newest command not claimed, or whose claim's run is gone, for a run of another event to
     * send as that command's run would have: the queue then sends the ones before it first.
     * Undefined when there is none, or when the reactions cannot be read (order is kept on doubt).
     */
    newestUnanswered: async (own: Account, comments: Comment[], answered = new Set<number>()) =>
      unlessUnread(await newestOrUnread(own, comments, answered)),

    /**
     * The oldest command no run answered, for a new job to start with: no message can go before a
     * start, so the job takes the commands from the oldest on, each later one a follow-up.
     */
    oldestUnanswered: async (own: Account, comments: Comment[], answered = new Set<number>()) =>
      unlessUnread(await newestCommandOrUnread(look, own, comments, answered, 'oldest')),

    newestOrUnread,
    /** Leaves an earlier command to the next run (its author's permission unread): this run's looks pass it over. */
    passOver: (commentId: number): void => void passedOver.add(commentId),

    /** Makes the claim on a comment (claimComment). */
    claim: (commentId: number, deadClaim?: number) => claimComment(wire, commentId, deadClaim),

    /**
     * How the action's account already answered a comment: 🚀 (sent) or 😕 (not sent, write it
     * again); either way it is never sent again. Undefined when unanswered, or when the list cannot
     * be read (no proof of an answer: the claim decides, as before).
     */
    async answeredBefore(commentId: number, own: string): Promise<'rocket' | 'confused' | undefined> {
      const reactions = await reactionsOn(commentId);
      const mine = (mark: string): boolean =>
        reactions?.some(({ content, author }) => content === mark && author?.login === own) ?? false;
      return mine('rocket') ? 'rocket' : mine('confused') ? 'confused' : undefined;
    },

    /** Takes the action's account's own reaction of this kind off a comment, if it is there (a re-run's 😕 once it sent). */
    async takeBack(commentId: number, mark: Mark, own: string): Promise<void> {
      const reactions = await reactionsOn(commentId);
      for (const { id, content, author } of reactions ?? [])
        if (id !== undefined && content === mark && author?.login === own)
          await wire.host.unreact(commentId, id, wire.write());
    },

    /**
     * Whether this run's claim on a comment still stands: its `eyes` (by id) is still there. A
     * later run that took it over removed it first; an answer of its own (a re-run) is no matter.
     */
    async stillHeld(commentId: number, claim: number): Promise<boolean> {
      const reactions = await reactionsOn(commentId);
      // A list that cannot be read is no news: the claim stands.
      if (reactions === undefined) return true;
      return reactions.some(({ id, content }) => content === 'eyes' && id === claim);
    },
  };
}

export type CommandQueue = ReturnType<typeof createCommandQueue>;

/** The newest (or oldest) command unanswered, saying `unread` when the reactions cannot be read: a look that must tell doubt from none. */
async function newestCommandOrUnread(
  look: {
    wire: QueueWire;
    reading: Command;
    command: string;
    lookBackMs: number;
    reactionsOn(id: number): Promise<Reaction[] | undefined>;
  },
  own: Account,
  comments: Comment[],
  answered = new Set<number>(),
  from: 'newest' | 'oldest' = 'newest',
): Promise<TakenCommand | 'unread' | undefined> {
  let alive: boolean | undefined | null = null;
  const { wire, reading, command, lookBackMs, reactionsOn } = look;
  const oldestFirst = earlierCommands(comments, reading, command, wire.date(), lookBackMs);
  for (const earlier of from === 'newest' ? oldestFirst.reverse() : oldestFirst) {
    if (answered.has(earlier.id)) continue;
    const reactions = await reactionsOn(earlier.id);
    if (reactions === undefined) return 'unread';
    alive = alive === null ? await wire.host.otherRunsInProgress(wire.read()) : alive;
    // Only the account's own reactions, by id: `viewer` names a bot without `[bot]`, so its login
    // alone is also a person's, who could sign up under it and answer commands with a 🚀.
    const mine = reactions.filter(({ author }) => isAccount(author, own));
    const login = mine[0]?.author?.login ?? '';
    // Unclaimed, however recent, is taken: the claim is atomic, and its own run, if it comes, finds it claimed.
    const state = earlierState(mine, login, { recent: false }, wire.date(), alive);
    if (state.kind === 'orphaned')
      return { kind: 'take', command: earlier, ...(state.claim === undefined ? {} : { claim: state.claim }) };
  }
  return undefined;
}

/**
 * Makes the claim on a comment: the host making `eyes` (201) says this run owns it (200: another
 * run does). A 200 after a request that got no answer (none, or a 5xx) may be this run's own: it
 * is when no other run is in progress to have made it (a dead run's would be taken over anyway);
 * else `unsure`, and the claim is left for the next run to judge.
 */
async function claimComment(
  wire: QueueWire,
  commentId: number,
  deadClaim?: number,
): Promise<{ owned: boolean; id?: number; author?: Author; unsure?: true; refused?: Say; failed?: Say }> {
  if (deadClaim !== undefined) await wire.host.unreact(commentId, deadClaim, wire.write());
  let noAnswer = false;
  const answer = await react(wire, commentId, 'eyes', (first) => {
    noAnswer = !first.ok && unanswered(first);
  });
  // Refused for good (the token may not react): said as such, never as a claim another run may take.
  if (!answer.ok)
    return {
      owned: false,
      ...(refusedForGood(answer, [403, 404]) ? { refused: answer.cause } : { failed: answer.cause }),
    };
  const { created, id, author } = answer.value;
  const mine = created || (noAnswer && (await wire.host.otherRunsInProgress(wire.read())) === false);
  return {
    owned: mine,
    ...(id === undefined ? {} : { id }),
    ...(author === undefined ? {} : { author }),
    ...(noAnswer && !mine ? { unsure: true as const } : {}),
  };
}

export interface TakeOver {
  queue: CommandQueue;
  wire: QueueWire;
  log: Log;
  required: PermissionLevel;
  /** 'agent-login': that account's commands are never sent. */
  agentLogin?: string;
  reply(html: string): Promise<void>;
  /** Sends a message to the job: true when it went through, else why not. */
  send: SendEarlier;
}

/**
 * Sends an earlier command its own run left unanswered, once this run owns it, and says so on it.
 * Whether anything was sent to the job.
 */
/** An earlier command whose send failed: said in the log, which the reply on it points to. */
const sayNotSent = (earlier: EarlierCommand, posted: PostFailure, log: Log): void =>
  log.warning(msg`The earlier command of comment ${earlier.id} was not sent: ${posted.why}`);

export async function takeOver(next: TakenCommand, deps: TakeOver): Promise<boolean> {
  const { command: earlier } = next;
  const { wire, log } = deps;
  const made = await deps.queue.claim(earlier.id, next.claim);
  if (!made.owned) return false;
  const admission = await admitCommand(
    earlier,
    { required: deps.required, agentLogin: deps.agentLogin ?? '', log },
    (login) => wire.host.permission(login, wire.read()),
  );
  // Doubt is no refusal, nor a wall: passed over by this run (its claim let go), and read again by the next.
  if (admission.kind === 'unread' && !admission.forGood) {
    deps.queue.passOver(earlier.id);
    if (made.id !== undefined) await wire.host.unreact(earlier.id, made.id, wire.write());
    log.info(
      msg`An earlier command (comment ${earlier.id}) that its run did not answer is not sent now: ${refusalOf(admission, earlier.login, deps.required)}. It stays unanswered, and the pull request's next run reads the permission again; this run goes on without it.`,
    );
    return false;
  }
  if (admission.kind === 'secret-alone') {
    await refuseSecretAlone(log, earlier, { react: () => react(wire, earlier.id, 'confused'), reply: deps.reply });
    return false;
  }
  if (admission.kind !== 'send') {
    await react(wire, earlier.id, 'confused');
    log.info(
      msg`An earlier command (comment ${earlier.id}) that its run did not answer is not sent: ${refusalOf(admission, earlier.login, deps.required)}.`,
    );
    if (admission.kind === 'changed') await deps.reply(editedCommandReply(toProse(earlier.login), earlier.id, 'a run'));
    return false;
  }
  // Where no run comes for a comment, every command is a later run's to send: the award answers it.
  const ownRuns = wire.host.runPerComment !== false;
  log.info(
    ownRuns
      ? msg`The run for an earlier command (comment ${earlier.id}, by ${earlier.login}) did not answer it (it was cancelled, stopped or not started yet, or killed once it sent it: then the job gets it twice); this run sends it first, as commands go in the order written.`
      : msg`An earlier command (comment ${earlier.id}, by ${earlier.login}) is sent first, as commands go in the order written.`,
  );
  const posted = await deps.send(earlier.message);
  const sent = posted === true;
  // One the service certainly did not take is answered too: kept owed, it would go after this run's
  // own command (a let-go run queues nothing behind it) or be sent again at every look of a limit.
  if (posted !== true) sayNotSent(earlier, posted, log);
  await react(wire, earlier.id, sent ? 'rocket' : 'confused');
  if (sent && !ownRuns) return sent;
  const who = toProse(earlier.login);
  const run = wire.trigger.runUrl ? ` (${escapeMarkup(wire.trigger.runUrl)})` : '';
  await deps.reply(
    sent
      ? `${who}: the run for your comment ${earlier.id} did not answer it (it was cancelled, stopped, or not started yet), so a later run${run} sent it to the job.`
      : ownRuns
        ? `${who}: the run for your comment ${earlier.id} did not send it, and a later run${run} could not either; its log says why.`
        : `${who}: your comment ${earlier.id} could not be sent to the job by this run${run}; its log says why.`,
  );
  return sent;
}

/**
 * One reaction by the run's account on a comment. The host makes a reaction once per account (201,
 * then 200), so unlike other creations it is sent again after a 5xx or no answer (1 s, then 2 s):
 * a lost `rocket` would let a later run send the command again.
 */
export async function react(
  wire: QueueWire,
  commentId: number,
  mark: Mark,
  firstAnswer?: (answer: Answer<unknown>) => void,
): Promise<Answer<{ created: boolean; id?: number; author?: Author }>> {
  const budget = mark === 'rocket' && wire.recordSent ? () => wire.recordSent?.() ?? wire.write() : wire.write;
  let asked = 0;
  return sendAgain(wire, async () => {
    const answer = await wire.host.react(commentId, mark, budget());
    if (asked++ === 0) firstAnswer?.(answer);
    return answer;
  });
}

/** What `sendAgain` pauses on: the wire's clock, paced by its host when it names one. */
type SendAgainWire = Pick<QueueWire, 'sleep' | 'cancelled'> & { host?: Pick<PullRequestHost, 'pause'> };

/**
 * A write whose loss costs more than its double (a reaction, made once per account; the answer
 * that says a review was sent), sent again after a 5xx or no answer: 1 s, then 2 s, never after a
 * cancel. `madeMeanwhile`: a read that says the host made it after all, asked before each retry.
 */
export async function sendAgain<T>(wire: SendAgainWire, send: () => Promise<Answer<T>>): Promise<Answer<T>>;
export async function sendAgain<T>(
  wire: SendAgainWire,
  send: () => Promise<Answer<T>>,
  madeMeanwhile: () => Promise<boolean>,
): Promise<Answer<T> | 'made-meanwhile'>;
export async function sendAgain<T>(
  wire: SendAgainWire,
  send: () => Promise<Answer<T>>,
  madeMeanwhile?: () => Promise<boolean>,
): Promise<Answer<T> | 'made-meanwhile'> {
  let answer = await send();
  for (const pauseMs of [1_000, 2_000]) {
    if (answer.ok || (answer.status !== undefined && answer.status < 500) || wire.cancelled()) break;
    // A request that met no answer may still be carried out: its full pause lets the host show it.
    await wire.sleep(answer.status === undefined ? pauseMs : (wire.host?.pause?.(pauseMs) ?? pauseMs));
    if (await madeMeanwhile?.()) return 'made-meanwhile';
    answer = await send();
  }
  return answer;
}
