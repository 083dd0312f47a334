/**
 * One lease per pull request: the one claim (claim.ts) on the action's comment there, a 🎉 by the
 * report-token's account, which the host makes once (201) and answers 200 after. A finish holds
 * it while it finishes what a let-go turn left (and names itself in the records); a review's
 * send holds it from "the job is not active" to the review's answer; a let-go step holds it from
 * reading the comment's records to writing its own. So no two runs act on one pull request's
 * turns at once, and two that write the one comment never drop each other's records (GitHub has
 * no compare-and-set on an update). Within a run the lease is one: a stage that takes it while
 * another stage of the same run holds it (the sweep sending a queued review under its finish)
 * shares it, and the last to let go takes the reaction off.
 */
import type { Say } from '../output/text.ts';
import { takeClaim, type Claim, type ClaimSite } from './claim.ts';
import type { Mark } from './host.ts';

/** The lease's reaction. */
export const LEASE_MARK: Mark = 'hooray';

/** How often a run asks again for a lease another run holds: a holder holds it for seconds. */
export const LEASE_PAUSE_MS = 2_000;
/** How many times a let-go step's record write asks for it before it waits for its job instead. */
export const LEASE_TRIES = 8;
/** How many times a finish asks for a lease that names no run (a record write holds it for seconds) before it leaves the finish to the next run. */
export const FINISH_LEASE_TRIES = 4;

export type Leased =
  | {
      kind: 'taken';
      /** The reaction, when the host named it. */
      id?: number;
      /** Another run's lease, free (its run ended, or it is stale), taken over: why. */
      tookOver?: Say;
      /** Lets it go: false when the reaction could not be taken off (it names its run, claim.ts). */
      release(): Promise<boolean>;
    }
  /** Another run held it all the while this run asked (or a cancel came first): who, as far as the host says. */
  | { kind: 'busy'; held: Extract<Claim, { kind: 'held' }> }
  /** The host did not answer: no lease either way. */
  | { kind: 'failed'; cause: Say };

export type LeaseSite = Omit<ClaimSite, 'mark'> & {
  /**
   * Asking again while another run holds it: how many times in all, on which clock, until what
   * stops it; `unnamed`: only while the holder names no run (a finish names itself, and finishes
   * what this run would). Absent: once.
   */
  asking?: { tries: number; sleep(ms: number): Promise<void>; stopped(): boolean; unnamed?: true };
  /** The budget the reaction is taken off with (the site's own, by default). */
  releaseBudget?: ClaimSite['budget'];
};

/** The leases one run holds, by comment: a run's stages share what it holds. */
export interface LeaseBook {
  hold(site: LeaseSite): Promise<Leased>;
}

export function createLeaseBook(): LeaseBook {
  const held = new Map<number, { id?: number; holders: number }>();
  const handle = (site: LeaseSite, lease: { id?: number; holders: number }, tookOver?: Say): Leased => ({
    kind: 'taken',
    ...(lease.id === undefined ? {} : { id: lease.id }),
    ...(tookOver === undefined ? {} : { tookOver }),
    release: async () => {
      if (--lease.holders > 0) return true;
      held.delete(site.commentId);
      if (lease.id === undefined) return true;
      const budget = (site.releaseBudget ?? site.budget)();
      return (await site.host.unreact(site.commentId, lease.id, budget)).ok;
    },
  });
  return {
    async hold(site) {
      const mine = held.get(site.commentId);
      if (mine) {
        mine.holders++;
        return handle(site, mine);
      }
      const claim = await askUntilFree(site);
      if (claim.kind !== 'taken') return claim;
      const lease = { ...(claim.id === undefined ? {} : { id: claim.id }), holders: 1 };
      held.set(site.commentId, lease);
      return handle(site, lease, claim.tookOver);
    },
  };
}

/**
 * The second a request that got no answer (or a 5xx) was sent in, as the host stamps a reaction
 * (whole seconds): a claim named by no run that the host made in that second or after is the one
 * that request made, its answer lost. One another run made before that second is never taken.
 */
const secondOf = (ms: number): number => Math.floor(ms / 1_000) * 1_000;

/**
 * How many answers in a row (LEASE_PAUSE_MS apart) must show a claim named by no run, made since
 * this run's unanswered request, before it is taken for that request's: a live holder names itself
 * (a finish) or lets go (a record write) within seconds, so another run's claim made in that same
 * second (two sweeps at once, GitHub slow to answer one) is not taken for this run's.
 */
export const ADOPT_AFTER = 3;

/**
 * Takes the claim, asking again while another run holds it: never past a cancel, the deadline, or
 * `tries`. A request the host did not answer is asked again (at once the first time, then on the
 * usual pauses); a claim named by no run that the host made since the first unanswered request,
 * still there and named by no run ADOPT_AFTER answers in a row, is the one that request made.
 */
async function askUntilFree(
  site: LeaseSite,
): Promise<Extract<Claim, { kind: 'taken' }> | Exclude<Leased, { kind: 'taken' }>> {
  const { tries = 1, sleep, stopped = () => true, unnamed } = site.asking ?? {};
  let unanswered: number | undefined;
  let unnamedSince = 0;
  for (let asked = 1; ; asked++) {
    const askedAt = site.date();
    const claim = await takeClaim({ ...site, mark: LEASE_MARK });
    const again = asked === 1 || (asked < tries && sleep !== undefined && !stopped());
    if (claim.kind === 'failed' && again && !site.budget().signal.aborted) {
      unanswered ??= askedAt;
      if (asked > 1) await sleep?.(LEASE_PAUSE_MS);
      continue;
    }
    if (claim.kind !== 'held') return claim;
    const made = claim.at !== undefined && unanswered !== undefined && claim.at >= secondOf(unanswered);
    unnamedSince = made && claim.holder === undefined ? unnamedSince + 1 : 0;
    if (unnamedSince >= ADOPT_AFTER) return { kind: 'taken', ...(claim.id === undefined ? {} : { id: claim.id }) };
    const named = unnamed === true && claim.holder !== undefined;
    // A claim this run may have made itself is asked about again, whatever `tries` says, until adopted.
    const maybeOurs = unnamedSince > 0 && sleep !== undefined && !stopped();
    if ((asked >= tries && !maybeOurs) || stopped() || !sleep || named) return { kind: 'busy', held: claim };
    await sleep(LEASE_PAUSE_MS);
    if (stopped()) return { kind: 'busy', held: claim };
  }
}
