/**
 * The step's outcomes, the words the `outcome` output uses, and the one way an ending is
 * judged that happens before any wait: a start or a follow-up that did not go through.
 */
import type { Say } from '../output/text.ts';

export type Outcome =
  | 'completed'
  | 'failed'
  | 'archived'
  | 'started'
  | 'timed-out'
  | 'cancelled'
  | 'not-found'
  | 'unauthorized'
  | 'error'
  /** `follow-up-command`: the comment sent nothing (not a command, or not from someone who may). */
  | 'skipped'
  | NothingToDo;

/**
 * A pull request run with nothing to do, each for its own reason: no changed file matches `paths`,
 * a draft, the `skip-label`, an event that changes nothing (another label), a fork's or
 * Dependabot's pull request (their workflows get no secrets).
 */
export const NOTHING_TO_DO = [
  'no-docs-needed',
  'draft',
  'skip-label',
  'nothing-new',
  'from-fork',
  'from-dependabot',
] as const;
export type NothingToDo = (typeof NOTHING_TO_DO)[number];

/** A start or a follow-up that did not go through, judged where its answer is read. */
export interface PostFailure {
  outcome: Outcome;
  headline: string;
  why: Say;
  next?: Say;
  /** Any id the service's answer carried, handed on in `job-id` so the job can be found. */
  jobId?: string;
  /** The service answered and refused what was sent (a 4xx): sending it again meets the same answer. */
  answered?: true;
  /** The service certainly did not act on it (no answer it could have acted on, or none sent): sending it later is safe. */
  notActed?: true;
  /** Requests sent to the service (0 when the time ran out before the first). */
  requests?: number;
}

/** A send that failed after a request left, and no answer said it was refused or not acted on. */
export const mayHaveBeenTaken = (posted: PostFailure): boolean =>
  (posted.requests ?? 1) > 0 && posted.notActed !== true && posted.answered !== true;

/** A send the service certainly did not take (not acted on, or no request left): still owed, and safe to send later. */
export const notTaken = (posted: PostFailure): boolean =>
  posted.answered !== true && (posted.notActed === true || posted.requests === 0);
