/**
 * What a re-run does about what an earlier attempt of the run sent, decided from the record the
 * comment or the check run keeps, and returned as a value: resume the job an earlier attempt
 * started (or sent the message to), or send, with the line that says why. Reads nothing itself
 * but through `earlierRecord`, so it is decided the same way on every path.
 */
import type { Visibility } from '../inputs/inputs.ts';
import { msg, type Say } from '../output/text.ts';
import type { EarlierRecord } from './plan.ts';
import { digest } from './record.ts';

export interface RerunQuestion {
  /** What the step sends: a prompt (starts a job) or a message (to `jobId`). */
  kind: 'prompt' | 'message';
  text: string;
  jobId: string;
  /** The run's attempt; 1 is no re-run. */
  attempt: number;
  onRerun: Visibility['onRerun'];
  /** A pull request from a fork: its read-only token kept no record. */
  fromFork?: boolean;
  earlierRecord: () => Promise<EarlierRecord>;
}

export type RerunDecision =
  /** Send: nothing proves an earlier attempt sent the same; `say` is why, for the log. */
  | { kind: 'send'; say?: { level: 'info' | 'warning'; text: Say } }
  /** Wait for what an earlier attempt sent, and send nothing. */
  | { kind: 'resume'; jobs: string[]; attempt: number };

export async function decideRerun(question: RerunQuestion): Promise<RerunDecision> {
  const { kind: what, attempt: current } = question;
  if (current <= 1) return { kind: 'send' };
  const attempt = `This is attempt ${current} of the run`;
  if (question.onRerun === 'start') {
    return {
      kind: 'send',
      say: { level: 'info', text: `${attempt}; 'on-rerun' is 'start', so the ${what} is sent again.` },
    };
  }
  const earlier = await question.earlierRecord();
  if (earlier.kind === 'unreadable') {
    const next =
      earlier.next ??
      "To have a re-run wait for the job instead, let the step keep a pull request comment (pull-requests: write) or a check run ('check-name', checks: write).";
    return {
      kind: 'send',
      say: {
        level: 'warning',
        text: msg`${attempt}, and what an earlier attempt sent could not be read (${earlier.why}), so the ${what} is sent again and may start a second job. ${next}`,
      },
    };
  }
  if (earlier.kind === 'none' && question.fromFork) {
    return {
      kind: 'send',
      say: {
        level: 'warning',
        text: `${attempt} on a pull request from a fork, whose read-only token let no attempt keep a record, so the ${what} is sent again and may start a second job. A re-run of a fork's pull request cannot resume its job.`,
      },
    };
  }
  const record = earlier.kind === 'found' ? earlier.record : undefined;
  const same =
    record?.kind === what &&
    record.sent === digest(question.text) &&
    record.jobs.length > 0 &&
    (what === 'prompt' || record.jobs[0] === question.jobId);
  if (same && record.failed) {
    const did = what === 'prompt' ? 'started' : 'sent the message to';
    const failed = `attempt ${record.attempt} ${did} job ${record.jobs[0] ?? ''}, which failed`;
    return { kind: 'send', say: { level: 'info', text: `${attempt}, and ${failed}, so the ${what} is sent again.` } };
  }
  if (!record || !same) {
    const why = record ? `it sent another ${what} or got no job` : 'no earlier attempt recorded a job';
    return { kind: 'send', say: { level: 'info', text: `${attempt}, but ${why}, so the ${what} is sent.` } };
  }
  return { kind: 'resume', jobs: record.jobs, attempt: record.attempt };
}
