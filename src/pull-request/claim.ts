/**
 * The one claim (lease) where two runs may meet, for the finish of a let-go turn and for the
 * reviews' lock alike: a reaction by the token's own account, which the host makes
 * once (201) and answers 200 after. Every run of a repository writes as that one account, so the
 * reaction alone cannot say which run holds it: the holder names itself (its run, its attempt and
 * the reaction's id) in the signed records it finishes under the claim. A run that finds the
 * claim taken asks the host whether the named run has ended; one that has is gone, whatever the
 * age of its claim. Taking the claim off on the way out is a speed-up, not the guarantee: SIGKILL,
 * or the rate limit that stopped the finish, can stop that too.
 */

import { msg, type Say } from '../output/text.ts';
import type { Author, Budget, Mark, PullRequestHost, RunName, RunState } from './host.ts';

export type { RunName, RunState } from './host.ts';

/** The run that holds a claim, as it names itself: its run id, its attempt, and the reaction it made. */
export interface ClaimHolder {
  run: string;
  attempt: number;
  reaction: number;
}

/** A claim older than this is a run that died between its claim and its finish (a finish takes seconds). */
export const STALE_CLAIM_MS = 10 * 60_000;

/**
 * How long a `/docs` command's claim (its 👀) holds when the Actions API cannot say whether the
 * run that made it is alive: minutes, not that run's whole `timeout`.
 */
export const CLAIM_BOUND_MS = 15 * 60_000;

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
  self?: RunName;
  nowMs: number;
  /**
   * How its holder holds it: `briefly` (a finish, the reviews' lock: seconds), or `while-it-waits`
   * (a `/docs` command's own 👀, held while its run waits for the job, which may be the job's
   * whole turn): such a claim is held while other runs are in progress, whatever its age, and,
   * with the Actions API silent, is taken for dead only after CLAIM_BOUND_MS.
   */
  holds?: 'briefly' | 'while-it-waits';
}): ClaimVerdict {
  const { holder, self } = claim;
  if (holder !== undefined && self && holder.run === self.run && holder.attempt <= self.attempt)
    return { kind: 'free', why: 'this-run' };
  if (holder !== undefined && claim.state === 'ended') return { kind: 'free', why: 'ended' };
  // No run but this one is in progress: whoever made the claim has ended, named or not.
  if (holder === undefined && claim.othersRunning === false) return { kind: 'free', why: 'no-run' };
  const waits = claim.holds === 'while-it-waits';
  if (waits && holder === undefined && claim.othersRunning === true) return { kind: 'held' };
  const staleMs = waits ? CLAIM_BOUND_MS : STALE_CLAIM_MS;
  return claim.nowMs - claim.at > staleMs ? { kind: 'free', why: 'stale' } : { kind: 'held' };
}

/** Where a claim is made, and by which run. */
export interface ClaimSite {
  host: Pick<PullRequestHost, 'react' | 'reactions' | 'unreact' | 'runState' | 'otherRunsInProgress'>;
  commentId: number;
  mark: Mark;
  self: RunName;
  /** The holders the comment's records name (a finish names itself once it holds the claim). */
  named?: readonly ClaimHolder[];
  budget(): Budget;
  /** The wall clock (ms since the epoch): a claim's age is counted against it. */
  date(): number;
}

/** What became of a claim: this run's (`tookOver`: another's, free, taken over), another run's, or no answer. */
export type Claim =
  | { kind: 'taken'; id?: number; author?: Author; tookOver?: Say }
  /** `at`: when the host made the reaction, as its list says (ms since the epoch). */
  | { kind: 'held'; id?: number; holder?: RunName; state?: RunState; at?: number }
  | { kind: 'failed'; cause: Say };

const FREE_BECAUSE: Record<Extract<ClaimVerdict, { kind: 'free' }>['why'], (holder: RunName) => Say> = {
  ended: (holder) => msg`run ${holder.run} (attempt ${holder.attempt}), which holds it, has ended`,
  'this-run': () => 'this run, or an earlier attempt of it, left it',
  'no-run': () => 'it names no run, and the Actions API lists no other run in progress, so its run has ended',
  stale: () => msg`it is older than ${STALE_CLAIM_MS / 60_000} minutes, so its run died`,
};

/**
 * Makes the claim: the host making the reaction (201) says this run holds it. One another run
 * made is taken over when it is free (claimVerdict): its reaction removed and made again, so of
 * two runs that both take it over, the host makes one reaction (201).
 */
export async function takeClaim(site: ClaimSite): Promise<Claim> {
  const { host, commentId, mark, budget } = site;
  const react = (id: number, content: Mark) => host.react(id, content, budget());
  const first = await react(commentId, mark);
  if (!first.ok) return { kind: 'failed', cause: first.cause };
  const { created, id, author } = first.value;
  if (created) return { kind: 'taken', ...(id === undefined ? {} : { id }), ...(author ? { author } : {}) };
  if (id === undefined) return { kind: 'held' };
  const holder = holderOf(id, site.named ?? []);
  const [listed, state, othersRunning] = await Promise.all([
    host.reactions(commentId, budget()),
    holder === undefined || holder.run === site.self.run ? undefined : host.runState(holder, budget()),
    holder === undefined ? host.otherRunsInProgress(budget()) : undefined,
  ]);
  const shown = listed.ok ? listed.value.find((reaction) => reaction.id === id) : undefined;
  // A claim the list does not show was taken off meanwhile: 200 stands, the next run finds it free.
  if (listed.ok && !shown) return { kind: 'held', id, ...(holder ? { holder } : {}) };
  const verdict = claimVerdict({
    ...{ at: shown?.at ?? Number.NaN, holder, state, self: site.self, nowMs: site.date() },
    ...(othersRunning === undefined ? {} : { othersRunning }),
  });
  if (verdict.kind === 'held') {
    const at = shown?.at === undefined || Number.isNaN(shown.at) ? {} : { at: shown.at };
    return { kind: 'held', id, ...(holder ? { holder } : {}), ...(state === undefined ? {} : { state }), ...at };
  }
  await host.unreact(commentId, id, budget());
  const again = await react(commentId, mark);
  if (!again.ok) return { kind: 'failed', cause: again.cause };
  if (!again.value.created) return { kind: 'held', ...(again.value.id === undefined ? {} : { id: again.value.id }) };
  const taken = again.value.id === undefined ? {} : { id: again.value.id };
  return { kind: 'taken', ...taken, tookOver: FREE_BECAUSE[verdict.why](holder ?? site.self) };
}
