/**
 * A claim where two runs may meet: a reaction by the token's own account, which the host makes
 * once (201) and answers 200 after. Every run of a repository writes as that one account, so the
 * reaction alone cannot say which run holds it: the holder names itself (its run, its attempt and
 * the reaction's id) in the signed records it finishes under the claim. A run that finds the
 * claim taken asks the host whether the named run has ended; one that has is gone, whatever the
 * age of its claim. Taking the claim off on the way out is a speed-up, not the guarantee: SIGKILL,
 * or the rate limit that stopped the finish, can stop that too.
 */

/** The run that holds a claim, as it names itself: its run id, its attempt, and the reaction it made. */
export interface ClaimHolder {
  run: string;
  attempt: number;
  reaction: number;
}

/** A workflow run's attempt, as the host names it. */
export interface RunName {
  run: string;
  attempt: number;
}

/** Whether a run has ended, as the host says: `undefined` when it cannot tell (no `actions: read`, a failed read). */
export type RunState = 'ended' | 'running' | undefined;

/** A claim older than this is a run that died between its claim and its finish (a finish takes seconds). */
export const STALE_CLAIM_MS = 10 * 60_000;

/** The holder a claim's records name for this very reaction; a name for another reaction names no one. */
export function holderOf(reaction: number, named: readonly ClaimHolder[]): RunName | undefined {
  const found = named.find((holder) => holder.reaction === reaction);
  return found && { run: found.run, attempt: found.attempt };
}

/** Why a claim is free, or that it is held. */
export type ClaimVerdict =
  | { kind: 'held' }
  /** `ended`: its run ended (the host says so); `this-run`: this run's own, or an earlier attempt's; `stale`: past STALE_CLAIM_MS. */
  | { kind: 'free'; why: 'ended' | 'this-run' | 'no-run' | 'stale' };

/**
 * A claim someone else made: free at once when the run it names has ended (an earlier attempt of
 * this very run has: attempts follow one another), or, naming no run, when no other run of the
 * repository is in progress; else once it is older than STALE_CLAIM_MS (a run the host cannot tell
 * of, or a claim naming no run while other runs are in progress). A live holder is waited on until then, as
 * no finish holds its claim for minutes.
 */
export function claimVerdict(claim: {
  /** When the host made the reaction (ms since the epoch; NaN when unreadable). */
  at: number;
  holder: RunName | undefined;
  /** The holder's state, as the host says (asked only for a named holder). */
  state: RunState;
  /**
   * For a claim that names no run (its holder stopped between the claim and naming it: a rate
   * limit, SIGKILL): whether any other run of the repository is in progress, as the host says.
   */
  othersRunning?: boolean;
  self: RunName;
  nowMs: number;
}): ClaimVerdict {
  const { holder, self } = claim;
  if (holder !== undefined && holder.run === self.run && holder.attempt <= self.attempt)
    return { kind: 'free', why: 'this-run' };
  if (holder !== undefined && claim.state === 'ended') return { kind: 'free', why: 'ended' };
  // No run but this one is in progress: whoever made the claim has ended, named or not.
  if (holder === undefined && claim.othersRunning === false) return { kind: 'free', why: 'no-run' };
  return claim.nowMs - claim.at > STALE_CLAIM_MS ? { kind: 'free', why: 'stale' } : { kind: 'held' };
}
