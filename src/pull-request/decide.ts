/**
 * What a run of the one workflow owes its pull request, decided in one pure function from what the
 * run has read (the snapshot), its event and its inputs. No I/O and no clock: a fact the decision
 * needs and the snapshot lacks is asked for (`read`), the run reads it once, and asks again. The
 * event only adds what it brings (a close, a head); what is owed comes from the records: the
 * newest head not yet told, and a `/docs` command whose own run never came (cancelled while
 * pending, skipped, killed), which the run that acts sends first, oldest first by its queue;
 * on the job's docs pull request, a review no run answered, when no command is owed.
 */
import { isFinal, takesNoMore } from '../common/agent-job.ts';
import type { AgentJob } from '../common/agent-job.ts';
import type { DocsNeed, Visibility } from '../inputs/inputs.ts';
import { msg, quoted, type Say } from '../output/text.ts';
import { isAgentLogin, pullRequestNeedsNothing, type NothingToDoEnding } from './docs-need.ts';
import type { Conclusion, Trigger } from './host.ts';
import type { EarlierRecord } from './plan.ts';
import { rerunVerdict } from './rerun.ts';
import { wordsOf } from './where.ts';

/** The pull request's job, as the action's records and the service show it. */
export type JobState =
  | { kind: 'none' }
  /**
   * The records could not be read, or a record could not be verified: never "no job". `late`: the
   * step's 'timeout' was spent reading them, so no request can start any more. `refused`: the host
   * refused the token for good (401, or a 403 no rate limit explains), so the step fails; `unread`:
   * the host failed the read (a 5xx, a rate limit, no answer), which a later run may not.
   */
  | {
      kind: 'doubt';
      why: Say;
      late?: true;
      next?: Say;
      refused?: true;
      unread?: true;
      lostStart?: true;
      unverified?: true;
    }
  | {
      kind: 'found';
      id: string;
      /** The newest head the job was told, as recorded. */
      lastHead?: string;
      /** The run that told it lastHead. */
      toldByRun?: string;
      /** The turn that told lastHead was cut short (cancelled, out of time) while it waited, the job's newest. */
      headTurnCut?: true;
      /** The turn that told lastHead, the job's newest, recorded no ending, and its run has ended (killed, or its last write failed). */
      headTurnEnded?: true;
      /** Heads whose news a turn queued while the job was busy (still queued, or ended unsent): not queued again while it is. */
      queuedHeads?: string[];
      /** Commands (comment ids) and reviews such turns queued: held there while the job is busy, not taken again. */
      queuedCommands?: number[];
      queuedReviews?: number[];
      /** The service's status; `unknown` when it could not be read (taken as active). */
      status: string;
      /** Its docs pull request, when it was merged or closed ("acme/docs#7 was merged"). */
      docsEnded?: string;
      /** The comment that keeps its conversation (a close writes its notice there); absent when GitHub refused it. */
      commentId?: number;
      /** What the service says of its docs pull request: its link, and the repository and branch the agent works on. */
      docsOf?: Pick<AgentJob, 'prLink' | 'source' | 'foreignPrLink' | 'prLinkOfType' | 'createdAt'>;
      /** This pull request is the job's docs pull request (same repository): its pushes are the agent's own. */
      docsPullRequest?: true;
    };

/** What the pushes since the last head told changed, as a message for the job, or why nothing. */
export type News = { kind: 'message'; text: string } | { kind: 'nothing'; why: Say } | { kind: 'unread'; why: Say };

export interface Snapshot {
  /** A re-run: the record an earlier attempt of this run left, as read. */
  earlier?: EarlierRecord;
  /** What `paths` says of the pull request's files: nothing to do, or a file needs docs. */
  paths?: { kind: 'none-match'; ending: NothingToDoEnding; warning?: Say } | { kind: 'needed' };
  job?: JobState;
  news?: News;
}

export type Fact = keyof Snapshot;

export interface DecideInputs {
  docsNeed: DocsNeed;
  /** `follow-up-command` is set: commands are owed, and sent by any run. */
  followUp: boolean;
  /** The pull request's comments can be read (a report-token is given). */
  canRead: boolean;
  /** `on-review: send`: reviews of the job's docs pull request are owed too, and sent by any of its runs. */
  reviews?: boolean;
  /** `on-rerun`: with `start`, a re-run decides as if no earlier attempt had run (its records are not read as told). */
  onRerun?: Visibility['onRerun'];
  /** `fail-on`: the statuses that fail a job; a re-run sends again to a job that ended with one (default: failed). */
  failOn?: ReadonlySet<string>;
  /** `wait: true`: a turn waits for its job and reports how it ended. */
  waits?: boolean;
  /**
   * `wait: sweep`: a turn lets the runner go, its pending record left for the sweep; one that could
   * not write that record waits itself, so it is reported as a waiting turn when it recorded no ending.
   */
  letsGo?: boolean;
  /** `comment: false`: no record of the job is kept on the pull request, so none is found. */
  keepsNoRecord?: boolean;
}

/** Why a pull request with `comment: false` has no job to tell, said where one would be. */
export const NO_RECORD_KEPT =
  "'comment' is false, so no record of a job is kept on this pull request: each push and each command starts a new job (remove 'comment: false' to keep one job per pull request)";

/** Where an owed command goes: the pull request's job (after the news, when there is some), or a new job. */
/** `refused`: the job has ended and this pull request may start none (the agent's own): owed commands are answered 😕 with these words. */
/** `held`: commands queued for the busy job already (still queued, or ended unsent), not taken again while it is busy. */
export type CommandTarget = { jobId: string; news?: string; held?: number[] } | { newJob: true } | { refused: Say };

export type Action =
  /** Start a new job with the prompt (and, when owed, the command after it). */
  /**
   * `laterJob`: a re-run of a start whose pull request a later run gave this job since: should the
   * earlier attempt's job have failed, this one carries the pull request, and nothing is sent.
   */
  | { kind: 'start'; say?: Say; laterJob?: string }
  /** The earlier attempt sent the push's message: wait for it again, send nothing. */
  | { kind: 'resume'; attempt: number; jobs: string[]; unfinished?: true }
  /** Tell the job what the pushes since the last head told changed. */
  | { kind: 'tell'; jobId: string; news: string; say: Say }
  /** The head's turn was cut short while it waited, and the job has ended since: report how, as that turn would have. */
  /** `unrecorded`: the turn ended with no ending recorded (its check run may still be in progress, or show it). */
  | { kind: 'report'; jobId: string; say: Say; unrecorded?: true }
  /**
   * Nothing for the job: end with this outcome; the check run concludes `conclusion`. `unread`: a
   * fact could not be read, so nothing is sent now (what is queued stays queued).
   */
  | { kind: 'end'; ending: NothingToDoEnding; conclusion: Conclusion; warning?: Say; unread?: true };

export interface Decision {
  /** The `/docs` command owed to the pull request, when there is one, is sent here first: it then replaces `then`. */
  commandTo?: CommandTarget;
  /** The pull request was closed: its job's comment and docs pull request hear of it, and it gets no check run. */
  closing?: true;
  /** This is the job's docs pull request: a review no run answered goes to the job, when no command is owed. */
  reviewsTo?: { jobId: string; held?: number[] };
  then: Action;
}

/** The decision, or the one fact it still needs read. */
export type DecideResult = { kind: 'decided'; decision: Decision } | { kind: 'read'; fact: Fact };

const read = (fact: Fact): DecideResult => ({ kind: 'read', fact });
const decided = (then: Action, more: Omit<Decision, 'then'> = {}): DecideResult => ({
  kind: 'decided',
  decision: { ...more, then },
});

/** The job's state as the new head's check run shows it: never `skipped`, which could hide a failure. */
/** A turn read as it is now starts no job for the head: the pull request's own run does, or a command. */
const NO_START_READ_NOW: NothingToDoEnding = {
  outcome: 'nothing-new',
  heading: 'No job started by this turn',
  why: "A scheduled turn starts no job for the pull request's head: its own pipeline does, or a command of a person who may.",
};

function nothingToSend(job: string, status: string, why: Say): Action {
  return {
    kind: 'end',
    ending: { outcome: 'nothing-new', heading: msg`Nothing new for job ${job}`, why },
    conclusion: status === 'completed' ? 'success' : 'neutral',
  };
}

/** Why a `/docs` on the agent's own docs pull request whose job has ended sends nothing, and where to go instead. */
function noJobOfItsOwn(gone: Say): Say {
  return msg`${gone} This is the agent's own docs pull request, which starts no job: write the command on the product pull request: it goes to the job that pull request has now, or starts a new one.`;
}

/**
 * A pull request marked a draft or given the skip-label that has a job: no job starts, and the one
 * it has is kept, told of no push for now. One still working goes on, its comment as it is; one that
 * has ended keeps its comment, this heading a line atop it. The outcome stays the draft's or the label's.
 */
function keptJob(
  job: FoundJob,
  ending: NothingToDoEnding,
  inputs: DecideInputs,
  head: string | undefined,
): Action | undefined {
  const label = quoted(inputs.docsNeed.skipLabel, 100);
  const draft = ending.outcome === 'draft';
  // Its docs pull request ended at this head: undoing the draft or the label starts nothing either.
  if (job.docsEnded !== undefined && job.lastHead === head) {
    const starts = draft ? 'A draft starts no job.' : msg`The label ${label} ('skip-label') starts no job.`;
    const why = msg`${starts} Job ${job.id}'s docs pull request ${job.docsEnded}, and the job was told about this head: the next push, or a command, starts a new job.`;
    return { kind: 'end', ending: { outcome: ending.outcome, heading: ending.heading, why }, conclusion: 'skipped' };
  }
  if (jobGone(job)) return undefined;
  const working = !isFinal(job.status);
  const kept = working ? msg`Job ${job.id} goes on` : msg`Job ${job.id} is kept`;
  const heading = draft
    ? msg`${kept}: the pull request is a draft`
    : msg`${kept}: the pull request is labelled ${label}`;
  const why = draft
    ? msg`A draft starts no job; job ${job.id}, which this pull request has already, ${working ? 'goes on, and ' : ''}is told what changed once the pull request is marked ready for review.`
    : msg`The label ${label} ('skip-label') starts no job; job ${job.id}, which this pull request has already, ${working ? 'goes on, and ' : ''}is told of no push while the label stays: removing it tells the job what changed.`;
  const keeps = working ? { keepsComment: true as const } : {};
  return { kind: 'end', ending: { outcome: ending.outcome, heading, why, ...keeps }, conclusion: 'skipped' };
}

/**
 * The head's turn was cut short while it waited (`wait: true`), or its run ended with no ending
 * recorded (killed while it waited), and its job has ended since: reported now, as that turn would
 * have. A let-go step's such turn is taken over while its job still works, and let go again.
 */
function reportOfCutTurn(job: FoundJob, head: string, inputs: DecideInputs): Action | undefined {
  const waited = inputs.waits === true || (job.headTurnEnded === true && inputs.letsGo === true);
  const cut = job.headTurnCut === true || job.headTurnEnded === true;
  if (job.lastHead !== head || !cut || !waited) return undefined;
  // A job still at work is left to run (the turn's next run reports it), but for a let-go step's:
  // with no record to sweep and its label off, no run would come; so it lets go again.
  const letGoAgain = job.headTurnEnded === true && inputs.letsGo === true && job.status !== 'unknown';
  if (!isFinal(job.status) && !letGoAgain) return undefined;
  const how = job.headTurnCut
    ? "since this head's turn was cut short while it waited (cancelled, or out of time)"
    : "and this head's turn recorded no ending though its run has ended (killed while it waited, or its last write failed)";
  const say = isFinal(job.status)
    ? msg`Job ${job.id} has ended (${job.status}) ${how}: this run reports how it ended, as that turn would have.`
    : msg`Job ${job.id} is still ${job.status}, but this head's turn recorded no ending though its run has ended (killed while it waited, or its last write failed): this run takes that turn over and lets go again, so a sweep reports how the job ends.`;
  return { kind: 'report', jobId: job.id, say, ...(job.headTurnCut ? {} : { unrecorded: true as const }) };
}

/** A head whose news a turn queued (still queued, or ended unsent) while the job is still busy. */
type FoundJob = Extract<JobState, { kind: 'found' }>;

const queuedWhileBusy = (job: FoundJob, head: string): boolean =>
  job.queuedHeads?.includes(head) === true && !isFinal(job.status);

/** The job an owed command or review goes to; while it is busy, what turns queued for it already are held there, not taken again. */
function toJob(
  job: FoundJob,
  held: number[] | undefined,
  news?: string,
): { jobId: string; news?: string; held?: number[] } {
  const waits = held !== undefined && held.length > 0 && !isFinal(job.status);
  return { jobId: job.id, ...(news === undefined ? {} : { news }), ...(waits ? { held } : {}) };
}

/** What the push changed could not be read: nothing is sent, so nothing is sent twice; the next run tells it. */
function notRead(job: string, why: Say, more: Omit<Decision, 'then'> = {}): DecideResult {
  const ending = {
    outcome: 'nothing-new' as const,
    heading: 'Nothing sent: the push could not be read',
    why: msg`${why}; nothing was sent to job ${job}.`,
  };
  const warning = msg`${why}, so job ${job} is not told of this push now: the next event or sweep, or a re-run of this run, tells it once the report-token works.`;
  return decided({ kind: 'end', ending, conclusion: 'neutral', warning, unread: true }, more);
}

/** A job that can take no more: a new one starts (and takes an owed command). */
function jobGone(job: Extract<JobState, { kind: 'found' }>): Say | undefined {
  if (job.status === 'not-found') return msg`Job ${job.id}, this pull request's, is not found.`;
  if (takesNoMore(job.status)) return msg`Job ${job.id}, this pull request's, ${job.status}.`;
  if (job.docsEnded !== undefined) return msg`Job ${job.id}'s docs pull request ${job.docsEnded}.`;
  return undefined;
}

/** How the pull request its run's event shows was closed (merged or not, by whom); undefined while it is open. */
export function closedByEvent(trigger: Trigger | undefined): ClosedPullRequest | undefined {
  const pull = trigger?.pullRequest;
  if (pull === undefined || pull.state === 'open') return undefined;
  return {
    merged: pull.state === 'merged',
    ...(pull.author === undefined ? {} : { author: pull.author }),
    ...(pull.closedAt === undefined ? {} : { closedAt: pull.closedAt }),
  };
}

/** How a pull request was closed, as read: by a merge or not, who opened it, when it was last closed. */
export interface ClosedPullRequest {
  merged: boolean;
  author?: string | undefined;
  closedAt?: number | undefined;
}

/** A closed pull request (not the agent's own docs pull request, which ends as its own) starts no job. */
const CLOSED: NothingToDoEnding = {
  outcome: 'nothing-new',
  heading: 'No new docs job: the pull request was closed',
  why: 'A closed pull request starts no job.',
};
const MERGED: NothingToDoEnding = {
  outcome: 'nothing-new',
  heading: 'No new docs job: the pull request was merged',
  why: 'A merged pull request starts no job.',
};

/** A close whose job could not be found: its docs pull request is not told, which a re-run of the run does. */
function closeUntold(why: Say): Action {
  const ending = {
    outcome: 'nothing-new' as const,
    heading: 'Docs pull request not told of the close: the job could not be found',
    why: msg`${why}.`,
    next: 'Re-run this run to tell it.',
  };
  const warning = msg`${why}: the job's docs pull request is not told of the close; a re-run of this run tells it.`;
  return { kind: 'end', ending, conclusion: 'neutral', warning, unread: true };
}

const startSay = (why: Say): Say => msg`${why} This run starts a new job with the prompt.`;

/**
 * What the run does for its pull request. `trigger` is a pull request event of a workflow with a
 * `prompt`; a re-run's earlier record wins, then an event with nothing to do (which still sends an
 * owed command), then the job the records name: start one, tell it the news, or nothing new.
 */
export function decide(snapshot: Snapshot, trigger: Trigger, inputs: DecideInputs): DecideResult {
  const pull = trigger.pullRequest;
  if (!pull) return decided({ kind: 'start' });
  if (trigger.attempt > 1 && inputs.onRerun !== 'start') {
    if (snapshot.earlier === undefined) return read('earlier');
    const resumed = rerunOf(snapshot, trigger, inputs);
    if (resumed) return resumed;
  }
  // A closed pull request is decided as its close, whatever the event: the close's own run may
  // never have come (cancelled, skipped), and telling the close is done once however often it runs.
  const closing = pull.state === 'open' ? {} : { closing: true as const };
  const owes = inputs.followUp && inputs.canRead;
  // The agent's own pull request, the skip-label or a draft: no job, without reading the files. Any
  // other label change goes on as a push does: a run it cancelled while pending may have had news.
  let ending =
    closing.closing && !isAgentLogin(pull.author, inputs.docsNeed.agentLogin)
      ? pull.state === 'merged'
        ? MERGED
        : CLOSED
      : pullRequestNeedsNothing(pull, inputs.docsNeed);
  let warning: Say | undefined;
  // Without a report-token the files cannot be read: the read says so, and takes `paths` as matching.
  if (!ending && inputs.docsNeed.paths.length > 0) {
    if (snapshot.paths === undefined) return read('paths');
    if (snapshot.paths.kind === 'none-match') ({ ending, warning } = snapshot.paths);
  }
  const merged = mergedUntold(snapshot, trigger, inputs);
  if (merged) return merged;
  if (ending) {
    const conclusion = ending.fails === 'input' ? 'failure' : 'skipped';
    let then: Action = { kind: 'end', ending, conclusion, ...(warning ? { warning } : {}) };
    // A draft or the skip-label says no job starts, not that the job it has stops: that one is read, and its comment kept.
    const mayHaveJob =
      inputs.canRead && !closing.closing && (ending.outcome === 'draft' || ending.outcome === 'skip-label');
    // A close tells the job's docs pull request and comment, so it reads the job even with no command owed.
    if (!owes && !(closing.closing && inputs.canRead) && !mayHaveJob) return decided(then, closing);
    if (snapshot.job === undefined) return read('job');
    const { job } = snapshot;
    // Not knowing the job is never "no job": the close it owes its docs pull request is not told now.
    if (job.kind === 'doubt' && (ending === CLOSED || ending === MERGED)) return decided(closeUntold(job.why), closing);
    if (mayHaveJob && job.kind === 'found') then = keptJob(job, ending, inputs, trigger.headSha) ?? then;
    // No job yet (a draft, the skip-label, files that need no docs): an owed command starts one with
    // its message, as its own run would have (GitLab runs none for a note: this is its only run).
    if (job.kind === 'none' && owes && !closing.closing && !isAgentLogin(pull.author, inputs.docsNeed.agentLogin))
      return decided(then, { commandTo: { newJob: true } });
    if (job.kind !== 'found' || !owes) return decided(then, closing);
    const gone = jobGone(job);
    const reviews = inputs.reviews && job.docsPullRequest && !gone && !closing.closing;
    const agentsOwn = isAgentLogin(pull.author, inputs.docsNeed.agentLogin) || job.docsPullRequest === true;
    return decided(then, {
      ...closing,
      commandTo: !gone
        ? toJob(job, job.queuedCommands)
        : agentsOwn
          ? { refused: noJobOfItsOwn(gone) }
          : { newJob: true },
      ...(reviews ? { reviewsTo: toJob(job, job.queuedReviews) } : {}),
    });
  }
  return decideForHead(snapshot, trigger, inputs);
}

/**
 * A re-run whose earlier attempt sent what this one would (src/pull-request/rerun.ts judges the
 * record): a push's message is waited for again; a start goes on to the send, which judges the
 * prompt's text against the record. Undefined: this attempt decides as a first one would.
 */
function rerunOf(snapshot: Snapshot, trigger: Trigger, inputs: DecideInputs): DecideResult | undefined {
  const earlier = snapshot.earlier?.kind === 'found' ? snapshot.earlier.record : undefined;
  const open = (trigger.pullRequest?.state ?? 'open') === 'open';
  const unanswered = earlier?.kind === 'prompt' && earlier.unanswered === true;
  if (!earlier || (earlier.jobs.length === 0 && !unanswered)) return undefined;
  // A re-run of a start on a pull request closed since is decided as its close (the close's own
  // run may never have come): it tells the docs pull request and starts nothing. A start whose
  // answer was lost goes to the send, which says the job it starts may be a second one.
  if (earlier.kind === 'prompt') {
    if (!open || (earlier.failed && !unanswered)) return undefined;
    if (inputs.canRead && snapshot.job === undefined) return read('job');
    const { job } = snapshot;
    // A working job a later run started since carries the pull request should the earlier one have
    // failed, or its start's answer been lost.
    const later =
      job?.kind === 'found' && !earlier.jobs.includes(job.id) && jobGone(job) === undefined ? { laterJob: job.id } : {};
    return decided({ kind: 'start', ...later });
  }
  if (earlier.kind !== 'message') return undefined;
  const question = { kind: 'message' as const, attempt: trigger.attempt, onRerun: inputs.onRerun ?? 'resume' };
  const verdict = rerunVerdict(question, { kind: 'found', record: earlier });
  if (verdict.kind !== 'resume') return undefined;
  // The job may have failed since the earlier attempt told it (that attempt stopped first): one
  // that did is sent again, not resumed; a re-run of a close still ends with the close's notice.
  if (inputs.canRead && snapshot.job === undefined) return read('job');
  const { job } = snapshot;
  const failedSince = job?.kind === 'found' && verdict.jobs.includes(job.id) && failOnOf(inputs).has(job.status);
  if (failedSince) return undefined;
  const closing = open ? {} : { closing: true as const };
  const { attempt, jobs, unfinished } = verdict;
  return decided({ kind: 'resume', attempt, jobs, ...(unfinished ? { unfinished } : {}) }, closing);
}

const failOnOf = (inputs: DecideInputs): ReadonlySet<string> => inputs.failOn ?? new Set(['failed']);

/**
 * A merge whose last pushes the job was not told: what was merged is what the docs must follow, so
 * the close tells the job the news (and writes the head's check run), besides telling its docs pull
 * request. Undefined: the close ends as any run with nothing to do.
 */
function mergedUntold(snapshot: Snapshot, trigger: Trigger, inputs: DecideInputs): DecideResult | undefined {
  const pull = trigger.pullRequest;
  const head = trigger.headSha;
  if (pull?.state !== 'merged' || head === undefined || !inputs.canRead) return undefined;
  // What leaves an open pull request's push untold leaves the merge's too (the skip-label, the agent's own).
  if (inputs.docsNeed.onPush !== 'follow-up' || pullRequestNeedsNothing(pull, inputs.docsNeed)) return undefined;
  if (snapshot.job === undefined) return read('job');
  const { job } = snapshot;
  if (job.kind !== 'found' || jobGone(job) || job.docsPullRequest || job.lastHead === head) return undefined;
  // Its news queued already while the job is busy: the close is told now, the news once the job is not.
  if (queuedWhileBusy(job, head)) return undefined;
  if (snapshot.news === undefined) return read('news');
  if (snapshot.news.kind === 'unread') return notRead(job.id, snapshot.news.why, { closing: true });
  if (snapshot.news.kind === 'nothing') return undefined;
  const news = snapshot.news.text;
  const say = msg`This pull request was merged with changes job ${job.id} was not told: they are sent to it as a follow-up.`;
  const commandTo = inputs.followUp ? { commandTo: toJob(job, job.queuedCommands, news) } : {};
  return decided({ kind: 'tell', jobId: job.id, news, say }, { closing: true, ...commandTo });
}

/** An open pull request with something to do: start its job, tell it the news, or nothing new. */
/** A start for the head; none on a turn read as it is now, where only a command that may go starts one. */
function startOrNot(trigger: Trigger, owes: boolean, agentLogin: string, say?: Say): DecideResult {
  const newJob = owes ? { commandTo: { newJob: true as const } } : {};
  if (trigger.pullRequest?.readNow)
    return decided({ kind: 'end', ending: NO_START_READ_NOW, conclusion: 'skipped' }, newJob);
  // An event that does not name the author (GitLab's), whose read failed: it may be the agent's own.
  if (trigger.authorUnsaid && trigger.pullRequest?.author === undefined && agentLogin.trim() !== '')
    return decided({ kind: 'end', ending: authorUnread(trigger), conclusion: 'failure', unread: true });
  return decided({ kind: 'start', ...(say ? { say: startSay(say) } : {}) }, newJob);
}

/** No start while who opened the pull request is not known: the agent's own must start no job. */
const authorUnread = (trigger: Trigger): NothingToDoEnding => ({
  outcome: 'nothing-new',
  heading: 'No job started: who opened the pull request could not be read',
  why: "Who opened this pull request could not be read, so whether it is the agent's own ('agent-login'), which starts no job, is not known; nothing was started.",
  next: `Re-run this run once ${wordsOf(trigger).host} answers again.`,
  fails: 'unread',
});

/** Nothing sent on a doubt: the next run retries, or, when the host refused the token for good, the step fails. */
/** What kept the job from being known, in the heading: a start's lost answer, a read that failed, or neither. */
const doubtHeading = (job: Extract<JobState, { kind: 'doubt' }>): string =>
  job.lostStart
    ? "Nothing sent: an earlier start's answer was lost"
    : job.unread
      ? "Nothing sent: the job's record could not be read"
      : job.unverified
        ? "Nothing sent: the job's record could not be verified with this api-key"
        : 'Nothing sent: the job could not be found';

function doubtEnding(job: Extract<JobState, { kind: 'doubt' }>, trigger: Trigger): Action {
  const why = msg`${job.why}; nothing was sent.`;
  if (job.refused) {
    const next = 'Nothing more can be done with that token: fix it as said, then re-run this run.';
    const ending = { outcome: 'nothing-new' as const, heading: 'Nothing sent: the token was refused', why, next };
    return { kind: 'end', ending: { ...ending, fails: 'refused' }, conclusion: 'neutral', unread: true };
  }
  // No event comes back for this push: passing, the pull request would keep no job and no record
  // that a schedule could find. Failing, the run is there to run again.
  if (trigger.pullRequest?.noRetryingEvent && job.unread) {
    const next = `No later run does this by itself: re-run this run once ${wordsOf(trigger).host} answers again.`;
    const ending = {
      outcome: 'nothing-new' as const,
      heading: doubtHeading(job),
      why,
      next,
    };
    return { kind: 'end', ending: { ...ending, fails: 'unread' }, conclusion: 'failure', unread: true };
  }
  const next = job.next ?? 'The next event or a re-run tries again.';
  const ending = {
    outcome: 'nothing-new' as const,
    heading: doubtHeading(job),
    why,
    next,
  };
  const warning = msg`${job.why}, so nothing is sent: a new job could be a second one. ${next}`;
  return { kind: 'end', ending, conclusion: 'neutral', warning, unread: true };
}

const agentsOwnPushes = (job: FoundJob): Say =>
  msg`This is job ${job.id}'s docs pull request: its pushes are the agent's own.`;
/**
 * A re-run of a run older than the one that told the job its last head (run ids grow as events come;
 * a re-run keeps its old event and head): that head is the newer. Only a re-run: a first attempt
 * may have waited in its concurrency group while a later run (a sweep) told an older queued head.
 */
const toldByLaterRun = (job: FoundJob, trigger: Trigger): boolean =>
  trigger.attempt > 1 &&
  /^\d{1,15}$/.test(trigger.runId) &&
  /^\d{1,15}$/.test(job.toldByRun ?? '') &&
  Number(job.toldByRun) > Number(trigger.runId);
const olderThanTold = (job: FoundJob): Say =>
  msg`Job ${job.id} was told of a newer head (${job.lastHead ?? ''}) by a later run (${job.toldByRun ?? ''}): this re-run's event, and its head, are older, so there is nothing newer to tell.`;
const startedForHead = (job: FoundJob): Say =>
  msg`Job ${job.id} was started for this head already; the next push starts the next job (on-push: new-job).`;
const NO_JOB_FOR_HEAD = "No job was started for this head yet (its push's run may have been cancelled or skipped).";

const noJobFound = (inputs: DecideInputs): string =>
  inputs.keepsNoRecord ? `${NO_RECORD_KEPT}.` : 'No job was started on this pull request by this action yet.';

/** 'new-job' starts one for each push; another event (a label, ready for review) only for a head no job was started for. */
const startsForEachPush = (trigger: Trigger, inputs: DecideInputs): boolean =>
  inputs.docsNeed.onPush === 'new-job' && (trigger.pullRequest?.notPushed !== true || !inputs.canRead);

function decideForHead(snapshot: Snapshot, trigger: Trigger, inputs: DecideInputs): DecideResult {
  const head = trigger.headSha;
  const owes = inputs.followUp && inputs.canRead;
  const start = (say?: Say): DecideResult => startOrNot(trigger, owes, inputs.docsNeed.agentLogin, say);
  if (head === undefined || startsForEachPush(trigger, inputs)) return start();
  if (!inputs.canRead)
    return start("'report-token' is empty, so the job this pull request already has cannot be found.");
  if (snapshot.job === undefined) return read('job');
  const { job } = snapshot;
  // The step's 'timeout' ran out reading them: a time-out, not a doubt. The start sends nothing after the
  // deadline, and ends timed out, the comment and check run saying so ('nothing-new' creates no comment).
  if (job.kind === 'doubt' && job.late) return decided({ kind: 'start' });
  // Not knowing whether the pull request has a job is never "it has none" (a second job): only one just
  // opened has none yet. A lost start's advice is a command for a new job: one owed since is that (GitLab too).
  if (job.kind === 'doubt' && trigger.pullRequest?.opened !== true)
    return decided(doubtEnding(job, trigger), job.lostStart && owes ? { commandTo: { newJob: true } } : {});
  if (job.kind !== 'found') return start(noJobFound(inputs));
  const gone = jobGone(job);
  // The agent's own docs pull request (kept by its job's record) starts no job, even once that job has ended.
  if (gone && job.docsPullRequest)
    return decided(
      nothingToSend(job.id, job.status, msg`This is job ${job.id}'s docs pull request, which starts no job. ${gone}`),
      owes ? { commandTo: { refused: noJobOfItsOwn(gone) } } : {},
    );
  // Its docs pull request merged or closed at the head it was last told: the docs follow that head
  // already, so only a push (or a command) starts the next job, never a label, a review or an edit.
  if (gone && job.docsEnded !== undefined && job.lastHead === head)
    return decided(
      nothingToSend(
        job.id,
        job.status,
        msg`${gone} It was told about this head: the next push, or a command, starts a new job.`,
      ),
      owes ? { commandTo: { newJob: true } } : {},
    );
  if (gone) return start(gone);
  if (job.docsPullRequest)
    return decided(nothingToSend(job.id, job.status, agentsOwnPushes(job)), {
      ...(owes ? { commandTo: toJob(job, job.queuedCommands) } : {}),
      ...(owes && inputs.reviews ? { reviewsTo: toJob(job, job.queuedReviews) } : {}),
    });
  // An owed command goes to the job, after the news when there is some.
  const commandTo = (news?: string) => (owes ? { commandTo: toJob(job, job.queuedCommands, news) } : {});
  const nothing = (why: Say) => decided(nothingToSend(job.id, job.status, why), commandTo());
  // A turn of this head cut short, or ended unrecorded, is reported whatever 'on-push' says of pushes.
  const report = reportOfCutTurn(job, head, inputs);
  if (report) return decided(report, commandTo());
  if (inputs.docsNeed.onPush === 'new-job')
    return job.lastHead === head ? nothing(startedForHead(job)) : start(NO_JOB_FOR_HEAD);
  if (inputs.docsNeed.onPush === 'ignore')
    return nothing(msg`'on-push' is ignore: job ${job.id} is not told about this push.`);
  if (job.lastHead === head) return nothing(msg`Job ${job.id} was already told about this head.`);
  if (toldByLaterRun(job, trigger)) return nothing(olderThanTold(job));
  // Queued again at each run while the job stays busy, a head would never settle: its turn tells it once the job is not.
  if (queuedWhileBusy(job, head))
    return nothing(
      msg`This head's news is queued for job ${job.id} already, which is busy: it is sent once the job is not.`,
    );
  if (snapshot.news === undefined) return read('news');
  const { news } = snapshot;
  if (news.kind === 'nothing') return nothing(news.why);
  if (news.kind === 'unread') return notRead(job.id, news.why);
  const say = msg`This push goes to job ${job.id}, this pull request's, as a follow-up once the job is not busy (on-push: follow-up).`;
  return decided({ kind: 'tell', jobId: job.id, news: news.text, say }, commandTo(news.text));
}
