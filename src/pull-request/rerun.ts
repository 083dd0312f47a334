/**
 * What a re-run does about what an earlier attempt of the run sent, decided from the record the
 * comment or the check run keeps, and returned as a value: resume the job an earlier attempt
 * started (or sent the message to), or send, with the line that says why. Reads nothing itself
 * but through `earlierRecord`, so it is decided the same way on every path.
 */
import type { Visibility } from '../inputs/inputs.ts';
import { msg, type Say } from '../output/text.ts';
import type { EarlierRecord } from './plan.ts';
import { digest, type StepRecord } from './record.ts';

export interface RerunQuestion {
  /** What the step sends: a prompt (starts a job) or a message (to `jobId`). */
  kind: 'prompt' | 'message';
  /**
   * The text it sends; undefined on a pull request's push, whose message is the news since the
   * head the job was told: an earlier attempt's message to the job is then that same news.
   */
  text?: string;
  jobId?: string;
  /** The run's attempt; 1 is no re-run. */
  attempt: number;
  onRerun: Visibility['onRerun'];
  /** A pull request from a fork: its read-only token kept no record. */
  fromFork?: boolean;
  /**
   * The command (comment id) or review the step answers: a record that answered it is the same
   * send, whatever went with it (a sweep sends a push's news first, in one message).
   */
  answering?: { answers?: number | undefined; answersReview?: number | undefined };
}

export type RerunDecision =
  /**
   * Send: nothing proves an earlier attempt sent the same; `say` is why, for the log; `failed`: its
   * job failed; `lost`: it sent the same, and its answer was lost.
   */
  | { kind: 'send'; say?: { level: 'info' | 'warning'; text: Say }; failed?: true; lost?: true }
  /**
   * Wait for what an earlier attempt sent, and send nothing. `unfinished`: that attempt never
   * recorded how its turn ended (killed while it waited, or let go and not yet finished);
   * `answered`: it recorded the job's own ending (success, failure), read after what it sent.
   */
  | {
      kind: 'resume';
      jobs: string[];
      attempt: number;
      unfinished?: true;
      answered?: true;
      /** What the earlier turn sent, when more than this step's text (a push's news first): its record keeps it. */
      kept?: Pick<StepRecord, 'sent' | 'said'>;
    };

/**
 * The re-run decision, reading the earlier attempt's record only when it matters. `failedSince`:
 * whether the job it would resume has ended as a failure (a status `fail-on` names), read once; the
 * earlier attempt may not have seen it end (`wait: false`, or stopped first), so its record cannot
 * say so, and a failed job is sent again, never reported again.
 */
export async function decideRerun(
  question: RerunQuestion & {
    earlierRecord: () => Promise<EarlierRecord>;
    failedSince?: (jobId: string) => Promise<boolean>;
  },
): Promise<RerunDecision> {
  if (question.attempt <= 1 || question.onRerun === 'start') return rerunVerdict(question, { kind: 'none' });
  const earlier = await question.earlierRecord();
  const verdict = rerunVerdict(question, earlier);
  if (verdict.kind !== 'resume' || earlier.kind !== 'found' || !question.failedSince) return verdict;
  if (!(await question.failedSince(verdict.jobs[0] ?? ''))) return verdict;
  return rerunVerdict(question, { kind: 'found', record: { ...earlier.record, failed: true } });
}

/** What sending again may cost: a prompt starts a job; a message starts none, its job may get it twice. */
const twice = ({ kind, jobId }: RerunQuestion): string =>
  kind === 'prompt' ? 'may start a second job' : `${jobId === undefined ? 'the job' : `job ${jobId}`} may get it twice`;

/**
 * The one rule of re-runs, pure: every path (a pull request's decision, src/pull-request/decide.ts,
 * and the step's send) judges an earlier attempt's record by it.
 */
export function rerunVerdict(question: RerunQuestion, earlier: EarlierRecord): RerunDecision {
  const { kind: what, attempt: current } = question;
  if (current <= 1) return { kind: 'send' };
  const attempt = `This is attempt ${current} of the run`;
  if (question.onRerun === 'start') {
    return {
      kind: 'send',
      say: { level: 'info', text: `${attempt}; 'on-rerun' is 'start', so the ${what} is sent again.` },
    };
  }
  if (earlier.kind === 'unreadable') {
    const next =
      earlier.next ??
      "To have a re-run wait for the job instead, let the step keep a pull request comment (pull-requests: write) or a check run ('check-name', checks: write).";
    return {
      kind: 'send',
      say: {
        level: 'warning',
        text: msg`${attempt}, and what an earlier attempt sent could not be read (${earlier.why}), so the ${what} is sent again and ${twice(question)}. ${next}`,
      },
    };
  }
  if (earlier.kind === 'none' && question.fromFork) {
    return {
      kind: 'send',
      say: {
        level: 'warning',
        text: `${attempt} on a pull request from a fork, whose read-only token let no attempt keep a record, so the ${what} is sent again and ${twice(question)}. A re-run of a fork's pull request cannot resume its job.`,
      },
    };
  }
  const record = earlier.kind === 'found' ? earlier.record : undefined;
  const same =
    record?.kind === what &&
    (question.text === undefined || record.sent === digest(question.text) || answersTheSame(question, record)) &&
    record.jobs.length > 0 &&
    (what === 'prompt' || question.jobId === undefined || record.jobs[0] === question.jobId);
  if (same && record.failed) {
    const did = what === 'prompt' ? 'started' : 'sent the message to';
    const failed = `attempt ${record.attempt} ${did} job ${record.jobs[0] ?? ''}, which failed`;
    return {
      kind: 'send',
      say: { level: 'info', text: `${attempt}, and ${failed}, so the ${what} is sent again.` },
      failed: true,
    };
  }
  const lost = record && sentButLost(question, record, attempt);
  if (lost) return lost;
  if (!record || !same) {
    const why = record ? `it sent another ${what} or got no job` : 'no earlier attempt recorded a job';
    return { kind: 'send', say: { level: 'info', text: `${attempt}, but ${why}, so the ${what} is sent.` } };
  }
  return resumeOf(question, record);
}

/** The earlier attempt's turn, resumed: its jobs, and what it sent when more than this step's text. */
function resumeOf(question: RerunQuestion, record: StepRecord): RerunDecision {
  const more = question.text !== undefined && record.sent !== digest(question.text);
  return {
    kind: 'resume',
    jobs: record.jobs,
    attempt: record.attempt,
    ...(more ? { kept: { sent: record.sent, ...(record.said === undefined ? {} : { said: record.said }) } } : {}),
    ...(record.ended === undefined ? { unfinished: true as const } : {}),
    ...(record.ended === 'success' || record.ended === 'failure' ? { answered: true as const } : {}),
  };
}

/** The record answered the command or review this step answers. */
function answersTheSame({ answering }: RerunQuestion, record: StepRecord): boolean {
  if (answering?.answers !== undefined) return record.answers === answering.answers;
  return answering?.answersReview !== undefined && record.answersReview === answering.answersReview;
}

/** The same text an earlier attempt sent, whose answer was lost: sent again, with a warning that a job may run already. */
function sentButLost(question: RerunQuestion, record: StepRecord, attempt: string): RerunDecision | undefined {
  const { kind: what, text } = question;
  // Its record from before the send, and none after: the attempt was killed once it may have sent.
  const underWay = record.jobs.length === 0 && record.ended === undefined && record.pending === undefined;
  if (record.kind !== what || !(record.unanswered || underWay) || text === undefined || record.sent !== digest(text))
    return undefined;
  const did = record.unanswered
    ? `sent this ${what} and its answer was lost`
    : `began sending this ${what} and recorded no answer (it was killed)`;
  // A message starts no job: the job it went to may have it already.
  const job = question.jobId ?? record.jobs[0];
  const [lost, next] =
    what === 'prompt'
      ? [
          'so the service may have started a job this action cannot name',
          "look at the project's agent jobs on the dashboard: a second job may be running",
        ]
      : [
          `so job ${job ?? ''} may have taken it already`,
          `look at job ${job ?? ''}'s conversation on the dashboard: it may have this message twice`,
        ];
  return {
    kind: 'send',
    say: {
      level: 'warning',
      text: `${attempt}; attempt ${record.attempt} ${did}, ${lost}. The ${what} is sent again; ${next}.`,
    },
    lost: true,
  };
}
